/** What changed in an encounter event (GET /api/events, shared-kit `EncounterEventSchema`). */
export const ENCOUNTER_EVENT_CHANGES = ['LOCKED', 'UNLOCKED', 'REVIEW_CHANGED', 'STATUS_CHANGED', 'ENCOUNTER_CHANGED', 'CONDITIONS_CHANGED'] as const;
export type EncounterEventChange = (typeof ENCOUNTER_EVENT_CHANGES)[number];

/** The live event stream: its path and the names of its server-sent events. */
export const ENCOUNTER_EVENTS_PATH = '/api/events';
export const ENCOUNTER_EVENT_NAMES = { ready: 'ready', encounter: 'encounter' } as const;
