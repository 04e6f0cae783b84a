import type { PotentialOpportunityValue, WorklistView } from './worklist.constants';

/** Dates travel as ISO text (YYYY-MM-DD for dates, full ISO for instants). Empty values are null. */
type Text = string | null;

/** Worklist filter, saved per user (spec 1 §3). */
export interface WorklistFilter {
  start: Text;
  firstName: Text;
  lastName: Text;
  birthDate: Text;
  patientOrgId: number | null;
  appointmentType: Text;
  practitionerId: number | null;
  view: WorklistView | null;
  encounterSort: Text;
  patientRegion: Text;
  vbcProgram: Text;
  mrn: Text;
  potentialConditionCount: PotentialOpportunityValue | null;
  nlpConditionCount: number | null;
  specialty: Text;
  defaultPatientRegion: Text;
  defaultPatientOrgId: Text;
  defaultPatientOffshoreFilter: Text;
}

/** Appointment list filter, saved per user (spec 1 §3); defaultPatientOffshoreFilter is sent as onOffShore. */
export interface AppointmentFilter {
  mrn: Text;
  start: Text;
  firstName: Text;
  lastName: Text;
  birthDate: Text;
  practitionerId: number | null;
  defaultPatientOffshoreFilter: Text;
}

/** Patient list filter, saved per user (spec 1 §3). */
export interface PatientListFilter {
  mrn: Text;
  firstName: Text;
  lastName: Text;
  birthDate: Text;
  homePhone: Text;
  email: Text;
  defaultPatientOffshoreFilter: Text;
  patientEncounterReviewStatus: Text;
  patientRegion: Text;
}
