import type { Condition, Note } from './condition.types';
import type { EncounterStatus, EncounterTypeCode } from './encounter.constants';
import type { LockStatus } from './lock.constants';
import type { EncounterLink, Patient } from './patient.types';
import type { Practitioner } from './reference.types';
import type { ReviewCode, ReviewQueryStatus } from './review.constants';

/** The reviewer of a review (spec 2 §3); null shows 'CDI Review Bypassed'. */
export interface Reviewer {
  userId: number;
  firstName: string;
  lastName: string;
}

/** Review as list rows carry it (spec 1 §3). */
export interface ReviewSummary {
  reviewCode: ReviewCode;
  queryStatusCode: ReviewQueryStatus | null;
}

/** Review with its reviewer (spec 2 §3). */
export interface Review extends ReviewSummary {
  id: number;
  reviewer: Reviewer | null;
}

/** Lock (spec 1 §3, spec 2 §3); patientLockCount is the count of the patient's other locked encounters. */
export interface Lock {
  statusCode: LockStatus;
  createdByUsername: string;
  createdById: number;
  creationDate: string;
  patientLockCount?: number;
}

/** An encounter row of the worklists, daily lists and appointments (spec 1 §3). */
export interface EncounterListRow {
  id: number;
  start: string;
  ingestDate: string | null;
  status: EncounterStatus;
  appointmentType: string | null;
  openHccCount: number;
  lastReviewDate: string | null;
  coderQueryOutstandingDate: string | null;
  patient: Patient;
  practitioner: Practitioner | null;
  review: ReviewSummary | null;
  lock: Lock | null;
  /** The spec lists conditions on list rows without their shape; the full condition. */
  conditions: Condition[];
}

/** A copy of CDI curation from one encounter to another (spec 2 §4.6); not shaped by the spec. */
export interface EncounterCopy {
  id: number;
  /** The encounter the curation was copied to. */
  encounterId: number;
  /** The encounter the curation was copied from. */
  sourceEncounterId: number;
  createdByUsername: string;
  creationDate: string;
}

/** The full encounter of the detail (spec 2 §3). */
export interface Encounter {
  id: number;
  start: string;
  /** The calendar date of start (YYYY-MM-DD). */
  startDate: string;
  status: EncounterStatus;
  type: string | null;
  encounterTypeCode: EncounterTypeCode | null;
  description: string | null;
  reasonDescription: string | null;
  appointmentType: string | null;
  sourceCodeType: string | null;
  tenantId: string;
  patient: Patient;
  practitioner: Practitioner | null;
  review: Review | null;
  lock: Lock | null;
  conditions: Condition[];
  raf: number | null;
  copies: EncounterCopy[];
  nextEncounter: EncounterLink | null;
  proposedEncounter: EncounterLink | null;
}

/** A row of the previous-encounters table (spec 2 §2.7: Date, Type, Review Code, Copy Encounter). */
export interface PreviousEncounter {
  id: number;
  start: string;
  status: EncounterStatus;
  appointmentType: string | null;
  reasonDescription: string | null;
  review: ReviewSummary | null;
}

/** GET /api/encounter/detail/... (spec 2 §3, §7). */
export interface EncounterDetailResponse {
  encounter: Encounter;
  conditions: Condition[];
  notes: Note[];
  links: { prev: EncounterLink | null; next: EncounterLink | null };
  previous: PreviousEncounter[];
}
