// Live presence (issue 11): what GET /api/events streams when an encounter's lock, review, status or conditions
// change. Only ids and the new lock, review and status: nothing clinical, no patient data.
import { ENCOUNTER_EVENT_CHANGES } from '../domain/encounter-event.constants';
import { EncounterStatusSchema, LockSchema, ReviewSummarySchema } from './encounter.schemas';
import { EventStreamResponse, Enum, Nullable, Type } from './schema.helpers';

/**
 * One change of an encounter, sent after the write committed. Every event carries the encounter's state after the
 * change (lock, review, status), whatever changed, so a client applies it as it is.
 */
export const EncounterEventSchema = Type.Object(
  {
    encounterId: Type.Integer(),
    change: Enum(ENCOUNTER_EVENT_CHANGES, {
      description:
        'LOCKED / UNLOCKED: the lock was taken / released; REVIEW_CHANGED: review code or query status; STATUS_CHANGED: encounter status ' +
        '(cancel, ignore, scheduling); ENCOUNTER_CHANGED: description, reason, appointment type or type; CONDITIONS_CHANGED: a condition, its ' +
        'rules or tags, a copy or its reset',
    }),
    lock: Nullable(LockSchema, 'The ACTIVE lock after the change, or null'),
    review: Nullable(ReviewSummarySchema, 'The review after the change (as list rows carry it), or null'),
    status: EncounterStatusSchema,
    actorUserId: Type.Integer({ description: 'Who made the change' }),
    at: Type.String({ description: 'When, ISO 8601' }),
  },
  { title: 'EncounterEvent' },
);

/** The `ready` message: the subscription is live; events from here on are delivered. */
export const EventStreamReadySchema = Type.Object(
  {
    heartbeatSeconds: Type.Number({ exclusiveMinimum: 0, description: 'A comment line arrives at least this often' }),
    replayed: Type.Boolean({
      description:
        'True when the request gave `since` or `Last-Event-ID` and the server still holds every change it heard from then on: those ' +
        'follow this message, before any new one (a change the client already has may come again: events carry the state after the ' +
        'change). False otherwise: the client reads again what it shows.',
    }),
  },
  { title: 'EventStreamReady' },
);

/** GET /api/events' query. */
export const EventStreamQuerySchema = Type.Object(
  {
    since: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'Milliseconds since 1970 (UTC) at or before a read the client shows (a page drawn by the platform server): the changes made since ' +
          'are sent first, when the server still holds them (`ready.replayed`). Without it, only changes from now on.',
      }),
    ),
  },
  { additionalProperties: false, title: 'EventStreamQuery' },
);

/** The largest id a stream sends: milliseconds since 1970, 15 digits until the year 33658. */
const EVENT_ID_PATTERN = '^[0-9]{1,15}$';

/**
 * GET /api/events' headers: a browser's EventSource, reconnecting, sends the id of the last message it received (every
 * message carries one: the time, in the server's milliseconds, from which the stream has delivered every change).
 */
export const EventStreamHeadersSchema = Type.Object(
  {
    'last-event-id': Type.Optional(
      Type.String({
        pattern: EVENT_ID_PATTERN,
        description: 'The `id` of the last message received on this stream: the changes since are sent first when the server still holds them (`ready.replayed`).',
      }),
    ),
  },
  { title: 'EventStreamHeaders' },
);

/** GET /api/events: the server-sent event stream (text/event-stream) and its message format. */
export const EncounterEventStreamSchema = EventStreamResponse(
  [
    'Server-sent events (text/event-stream) of the encounters the caller may see (tenant; CDI_RESTRICTED: their regions). Messages:',
    '`retry: <ms>` once at the start (how long a browser waits before reconnecting);',
    '`event: ready` + `data: {"heartbeatSeconds":n,"replayed":b}` once the subscription is live (events from then on are delivered; a client',
    'that reconnects may have missed some and refetches what it shows, unless `replayed`); with `?since=<ms>` or a `Last-Event-ID` header',
    '(a browser reconnecting), `replayed: true` says the changes since then follow it, before any new one (each server process holds the last',
    'two minutes of changes it heard; `Last-Event-ID` wins over `since`);',
    '`event: encounter` + `data: <EncounterEvent JSON>` for each committed change;',
    'every `ready` and `encounter` message has an `id: <ms>`: the time from which the stream has delivered every change;',
    '`: heartbeat` comment lines every heartbeatSeconds, and as often `event: mark` with its `id: <ms>` and no data of use (the point moves on).',
    'The stream ends when the session ends (sign-out, idle or absolute expiry) or the server stops.',
  ].join(' '),
);
