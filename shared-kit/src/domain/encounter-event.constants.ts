/** What changed in an encounter event (GET /api/events, shared-kit `EncounterEventSchema`). */
export const ENCOUNTER_EVENT_CHANGES = ['LOCKED', 'UNLOCKED', 'REVIEW_CHANGED', 'STATUS_CHANGED', 'ENCOUNTER_CHANGED', 'CONDITIONS_CHANGED'] as const;
export type EncounterEventChange = (typeof ENCOUNTER_EVENT_CHANGES)[number];

/** The live event stream: its path and the names of its server-sent events. */
export const ENCOUNTER_EVENTS_PATH = '/api/events';
/**
 * `mark`: sent at each heartbeat with the time up to which every change was sent as its id and no data of use, so a
 * page can resume a quiet stream from it (an id-only message moves EventSource's own Last-Event-ID but fires nothing a
 * page could read).
 */
export const ENCOUNTER_EVENT_NAMES = { ready: 'ready', encounter: 'encounter', mark: 'mark' } as const;
