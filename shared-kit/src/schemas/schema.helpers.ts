// Building blocks of the API schemas. TypeBox values are JSON Schema (mock-api validates and serialises with them,
// the OpenAPI document is generated from them); `Static<>` of each gives the TypeScript type every side uses.
import { Type, type Static, type TSchema } from 'typebox';

export { Type };
export type { Static, TSchema };

/** A string enum from a shared-kit list (an unknown value is a 400 naming the field). */
export const Enum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Enum<[...T]>([...values] as [...T], options);

/** The schema or null. */
export const Nullable = <T extends TSchema>(schema: T, description?: string) => Type.Union([schema, Type.Null()], description ? { description } : {});

/** A database id (PostgreSQL int4). */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id });

/** Free text of at most `maxLength` characters. */
export const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

/** A date in a filter: YYYY-MM-DD, M/D/YYYY or an ISO date-time (the service parses and checks the calendar). */
export const DateText = Type.String({ maxLength: 40, description: 'YYYY-MM-DD, M/D/YYYY or an ISO date-time' });

/** A repeated query key arrives as a list, a single one as a value. */
export const OneOrMany = <T extends TSchema>(item: T) => Type.Union([item, Type.Array(item, { maxItems: 20 })]);

/** Paging of a list query. */
export const Offset = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** A file answer (a PDF or a workbook); the serializer passes the bytes through; the content type says which. */
export const FileResponse = (contentType: string) =>
  Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: contentType, 'x-content-type': contentType });

/**
 * A server-sent event stream (text/event-stream): the answer is a stream of messages, not one JSON value, so like a
 * file it is not checked by the serializer or the contract check; `description` documents its message format.
 */
export const EventStreamResponse = (description: string) =>
  Type.Unsafe<string>({ type: 'string', format: 'event-stream', description, 'x-content-type': 'text/event-stream' });

/** An empty answer (204). */
export const NoContent = Type.Null({ description: 'No content' });
