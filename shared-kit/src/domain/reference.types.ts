// Reference-list shapes, derived from the API schemas (shared-kit/schemas).
import type { Static } from 'typebox';
import type { PractitionerDayScheduleSchema, ScheduledEncounterSchema } from '../schemas/appointment.schemas';
import type { VersionInfoSchema } from '../schemas/platform.schemas';
import type { Icd10SearchResultSchema, OrganizationSchema, PractitionerSchema, PractitionerSearchResultSchema, RegionSchema } from '../schemas/reference.schemas';

/** Practitioner (spec 1 §3, spec 2 §3). */
export type Practitioner = Static<typeof PractitionerSchema>;
/** A practitioner of GET /api/practitioner/search. */
export type PractitionerSearchResult = Static<typeof PractitionerSearchResultSchema>;
/** Organization (spec 1 §3). */
export type Organization = Static<typeof OrganizationSchema>;
/** Region (spec 1 §3): `name` is the code (underscores shown as spaces), `alias` a short name. */
export type Region = Static<typeof RegionSchema>;
/** Version info of the API (spec 1 §3 "Version info"). */
export type VersionInfo = Static<typeof VersionInfoSchema>;
/** ICD10 search result (spec 2 §3). */
export type Icd10SearchResult = Static<typeof Icd10SearchResultSchema>;
/** Answer of the schedule call (spec 2 §4.7: the response holds id). */
export type ScheduledEncounter = Static<typeof ScheduledEncounterSchema>;
/** A practitioner's appointments on one day. */
export type PractitionerDaySchedule = Static<typeof PractitionerDayScheduleSchema>;
