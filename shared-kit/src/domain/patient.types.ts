import type { PatientStatus } from './encounter.constants';

/** A link to another encounter of the patient (spec 2 §3: each encounterStart, encounterId). */
export interface EncounterLink {
  encounterStart: string;
  encounterId: number;
}

/**
 * Patient (spec 1 §3 and spec 2 §3). `mrn` may hold several MRNs separated by semicolons. Fields only
 * one of the two answers carries are optional: list rows carry the search fields, the detail the
 * region name and rule filters.
 */
export interface Patient {
  id: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  mrn: string;
  /** The detail's alternative spelling of mrn (spec 2 §3 "mrn (or id_mrn)"). */
  id_mrn?: string;
  vbcProgram: string | null;
  tenantId: string;
  patientRegion?: string | null;
  regionName?: string | null;
  patientOrgId?: number | null;
  rulesFilterSpecialtyPrefix?: string | null;
  rulesFilterTypes?: string | null;
  rulesHccVersion?: string | null;
  personalEmail?: string | null;
  homePhone?: string | null;
  insurance?: string | null;
  prevEncounter?: EncounterLink | null;
  proposedEncounter?: EncounterLink | null;
  nextEncounter?: EncounterLink | null;
  status?: PatientStatus;
}
