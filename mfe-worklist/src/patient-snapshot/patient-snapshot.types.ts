import type { ConditionStatus, EncounterLink, HccVersion, Patient, Practitioner } from 'shared-kit';

/** One open condition of GET /api/patient/{id}/snapshot (mock-api README, "Daily lists, patient snapshot"). */
export interface SnapshotCondition {
  id: number;
  encounterId: number;
  encounterStart: string;
  title: string;
  conditionStatus: ConditionStatus;
  icd10Code: string | null;
  hccCode: string | null;
  hccDescription: string | null;
  hccVersion: HccVersion | null;
  /** The HCC lookup name of the condition's category (spec 2 §3), the group title. */
  hccGroupTitle: string | null;
}

/** The answer of GET /api/patient/{id}/snapshot. */
export interface PatientSnapshot {
  patient: Patient;
  practitioner: Practitioner | null;
  prevEncounter: EncounterLink | null;
  nextEncounter: EncounterLink | null;
  conditions: SnapshotCondition[];
}
