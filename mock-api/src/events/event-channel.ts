// The one PostgreSQL notification channel the API processes share (issue 11, live presence). Writes announce on it
// with pg_notify inside their transaction, so a message leaves only when the change committed, and every API process
// LISTENs on it (event-listener.ts) and fans the messages out to its own subscribers (event-stream.hub.ts).
import { sql, type RawBuilder } from 'kysely';
import type { EncounterEvent } from 'shared-kit/domain';

/**
 * The channel's name, from the connection's schema: processes on one database and schema share it, deployments
 * (and test suites) in other schemas of the same database do not hear each other. A channel name is an identifier
 * (at most 63 bytes), so the schema is hashed.
 */
export const CHANNEL_NAME_SQL: RawBuilder<string> = sql<string>`'cdi_events_' || left(md5(current_schema()), 12)`;

/** A message on the channel. Tenant and region travel beside the event for filtering and are never sent to clients. */
export type ChannelMessage =
  | { kind: 'encounter'; tenantId: string; region: string | null; event: EncounterEvent }
  /** A session ended (sign-out): streams of that session close. `sessionKey` is a hash, never the session id. */
  | { kind: 'session-ended'; sessionKey: string };

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; ours are a few hundred. */
export const MAX_PAYLOAD_BYTES = 7999;

/** Reads a channel message; null for anything else (another version's message, a hand-sent NOTIFY). */
export function parseChannelMessage(payload: string): ChannelMessage | null {
  try {
    const value = JSON.parse(payload) as Partial<ChannelMessage> | null;
    if (value?.kind === 'encounter' && typeof value.tenantId === 'string' && typeof value.event?.encounterId === 'number') return value as ChannelMessage;
    if (value?.kind === 'session-ended' && typeof value.sessionKey === 'string') return value as ChannelMessage;
    return null;
  } catch {
    return null;
  }
}
