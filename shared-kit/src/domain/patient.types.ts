// Patient shapes, derived from the API schemas (shared-kit/schemas).
import type { Static } from 'typebox';
import type { PatientSnapshotSchema, SnapshotConditionSchema } from '../schemas/patient-snapshot.schemas';
import type { EncounterLinkSchema, PatientEncounterSummarySchema, PatientListRowSchema, PatientSchema, PatientSearchQuerySchema } from '../schemas/patient.schemas';

/** A link to another encounter of the patient (spec 2 §3: each encounterStart, encounterId). */
export type EncounterLink = Static<typeof EncounterLinkSchema>;
/** Patient (spec 1 §3 and spec 2 §3). `mrn` may hold several MRNs separated by semicolons. */
export type Patient = Static<typeof PatientSchema>;
/** A row of the patient list and the encounters it links. */
export type PatientListRow = Static<typeof PatientListRowSchema>;
export type PatientEncounterSummary = Static<typeof PatientEncounterSummarySchema>;
/** Query of GET /api/patient/enhanced_search. */
export type PatientSearchQuery = Static<typeof PatientSearchQuerySchema>;
/** GET /api/patient/{id}/snapshot and one of its conditions. */
export type PatientSnapshot = Static<typeof PatientSnapshotSchema>;
export type SnapshotCondition = Static<typeof SnapshotConditionSchema>;
