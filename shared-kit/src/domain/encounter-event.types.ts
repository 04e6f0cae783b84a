// Live presence shapes, derived from the API schemas (shared-kit/schemas).
import type { Static } from 'typebox';
import type { EncounterEventSchema, EventStreamReadySchema } from '../schemas/encounter-event.schemas';

/** One committed change of an encounter, as GET /api/events streams it: ids and the new lock, review and status. */
export type EncounterEvent = Static<typeof EncounterEventSchema>;
/** The data of the stream's `ready` message. */
export type EventStreamReady = Static<typeof EventStreamReadySchema>;
