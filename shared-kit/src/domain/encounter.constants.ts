/** Encounter statuses (spec 1 §4, spec 2 §4.3). */
export const ENCOUNTER_STATUSES = ['ARRIVED', 'CANCELLED', 'FINISHED', 'IGNORED', 'IN_PROGRESS', 'PLANNED', 'PROPOSED'] as const;
export type EncounterStatus = (typeof ENCOUNTER_STATUSES)[number];

/** The spec does not quote status labels; the code with underscores as spaces, title case. */
export const ENCOUNTER_STATUS_LABELS: Readonly<Record<EncounterStatus, string>> = {
  ARRIVED: 'Arrived',
  CANCELLED: 'Cancelled',
  FINISHED: 'Finished',
  IGNORED: 'Ignored',
  IN_PROGRESS: 'In Progress',
  PLANNED: 'Planned',
  PROPOSED: 'Proposed',
};

/**
 * Booked encounters: visits that are or were on a practitioner's schedule (appointments, huddles, double-booking
 * checks, a patient's previous and next visits). Cancelled, ignored and proposed encounters never happened.
 */
export const BOOKED_ENCOUNTER_STATUSES = ['PLANNED', 'ARRIVED', 'IN_PROGRESS', 'FINISHED'] as const satisfies readonly EncounterStatus[];

/** Statuses shown in red (spec 2 §2.2). */
export const ALERT_ENCOUNTER_STATUSES: readonly EncounterStatus[] = ['CANCELLED', 'IGNORED'];

/** Encounter type choices (spec 2 §4.3); the unknown type is labelled Reset. */
export const ENCOUNTER_TYPE_CODES = ['TELEHEALTH', 'TELEPHONIC', 'UNKNOWN'] as const;
export type EncounterTypeCode = (typeof ENCOUNTER_TYPE_CODES)[number];

export const ENCOUNTER_TYPE_LABELS: Readonly<Record<EncounterTypeCode, string>> = {
  TELEHEALTH: 'Telehealth',
  TELEPHONIC: 'Telephonic',
  UNKNOWN: 'Reset',
};

/** Patient status always required in encounter searches (spec 1 §4). */
export const PATIENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type PatientStatus = (typeof PATIENT_STATUSES)[number];
export const REQUIRED_PATIENT_STATUS: PatientStatus = 'ACTIVE';

/** Practitioner status searched for (spec 1 §7: statusCode ACTIVE). */
export const PRACTITIONER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type PractitionerStatus = (typeof PRACTITIONER_STATUSES)[number];

/**
 * Encounter source display names (spec 1 §9, spec 2 §9). The spec gives only the names; the codes
 * are ours (one per name) so that API and UI share them.
 */
export const SOURCE_CODES = [
  'BILLED_CPT',
  'ADJUDICATED_CLAIM',
  'BILLED_DIAGNOSIS',
  'COVID_DIAGNOSIS',
  'EXTERNAL',
  'OBSERVATION_LAB',
  'QUALITY_MEASURE',
  'RX_MEDICATION',
  'NLP',
] as const;
export type SourceCode = (typeof SOURCE_CODES)[number];

export const SOURCE_DISPLAY_NAMES: Readonly<Record<SourceCode, string>> = {
  BILLED_CPT: 'Billed CPTs',
  ADJUDICATED_CLAIM: 'Adjudicated Claims',
  BILLED_DIAGNOSIS: 'Billed Diagnoses',
  COVID_DIAGNOSIS: 'COVID Diagnosis',
  EXTERNAL: 'External',
  OBSERVATION_LAB: 'Observations/Labs',
  QUALITY_MEASURE: 'Quality Measures',
  RX_MEDICATION: 'Rx Medications',
  NLP: 'NLP',
};
