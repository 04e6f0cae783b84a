import type { ReviewCode, ReviewQueryStatus } from './review.constants';
import type { EncounterStatus } from './encounter.constants';
import type { LockStatus } from './lock.constants';

/** CDI worklist views (spec 1 §2.6). */
export const CDI_WORKLIST_VIEWS = [
  'WORKLIST',
  'OPEN',
  'CDI_REVIEW_REQUEST',
  'READY_FOR_CDI_QA',
  'READY_FOR_PHYSICIAN',
  'LOCKED',
  'CANCELLED',
] as const;
export type CdiWorklistView = (typeof CDI_WORKLIST_VIEWS)[number];

/** Coder worklist views (spec 1 §2.6). */
export const CODER_WORKLIST_VIEWS = [
  'WORKLIST',
  'CODER_REVIEW_REQUEST',
  'READY_FOR_CODER_QA',
  'COMPLETED',
  'READY_FOR_PHYSICIAN',
  'LOCKED',
] as const;
export type CoderWorklistView = (typeof CODER_WORKLIST_VIEWS)[number];

export type WorklistView = CdiWorklistView | CoderWorklistView;

export const CDI_WORKLIST_VIEW_LABELS: Readonly<Record<CdiWorklistView, string>> = {
  WORKLIST: 'Worklist',
  OPEN: 'Open',
  CDI_REVIEW_REQUEST: 'CDI Review Request',
  READY_FOR_CDI_QA: 'Ready for CDI QA',
  READY_FOR_PHYSICIAN: 'Ready for Physician',
  LOCKED: 'Locked',
  CANCELLED: 'Cancelled',
};

export const CODER_WORKLIST_VIEW_LABELS: Readonly<Record<CoderWorklistView, string>> = {
  WORKLIST: 'Worklist',
  CODER_REVIEW_REQUEST: 'Coder Review Request',
  READY_FOR_CODER_QA: 'Ready for Coder QA',
  COMPLETED: 'Completed',
  READY_FOR_PHYSICIAN: 'Ready for Physician',
  LOCKED: 'Locked',
};

/** The search keys a worklist view fixes (spec 1 §2.6); the user's filters are added on top. */
export interface WorklistViewQuery {
  reviewCode?: readonly ReviewCode[];
  encounterStatus?: readonly EncounterStatus[];
  lockStatus?: LockStatus;
  reviewQueryStatus?: ReviewQueryStatus;
}

export const CDI_WORKLIST_VIEW_QUERIES: Readonly<Record<CdiWorklistView, WorklistViewQuery>> = {
  WORKLIST: { reviewCode: ['OPEN', 'READY_FOR_CDI_QA'], encounterStatus: ['PLANNED'] },
  OPEN: { reviewCode: ['OPEN'] },
  CDI_REVIEW_REQUEST: { reviewQueryStatus: 'REVIEW_QUERY_OUTSTANDING' },
  READY_FOR_CDI_QA: { reviewCode: ['READY_FOR_CDI_QA'] },
  READY_FOR_PHYSICIAN: { reviewCode: ['READY_FOR_PHYSICIAN'] },
  LOCKED: { lockStatus: 'ACTIVE', encounterStatus: ['PLANNED'] },
  CANCELLED: { encounterStatus: ['CANCELLED'], reviewCode: ['OPEN', 'READY_FOR_CDI_QA', 'READY_FOR_PHYSICIAN'] },
};

export const CODER_WORKLIST_VIEW_QUERIES: Readonly<Record<CoderWorklistView, WorklistViewQuery>> = {
  WORKLIST: { reviewCode: ['READY_FOR_CODER'] },
  CODER_REVIEW_REQUEST: { reviewQueryStatus: 'REVIEW_QUERY_OUTSTANDING' },
  READY_FOR_CODER_QA: { reviewCode: ['READY_FOR_CODER_QA'] },
  COMPLETED: { reviewCode: ['COMPLETED'] },
  READY_FOR_PHYSICIAN: { reviewCode: ['READY_FOR_PHYSICIAN'] },
  LOCKED: { lockStatus: 'ACTIVE', reviewCode: ['READY_FOR_PHYSICIAN', 'COMPLETED'] },
};

/** Potential opportunity count filter options (spec 1 §2.6, spec 2 §9). */
export const POTENTIAL_OPPORTUNITY_OPTIONS = [
  { label: '1 Potential Opportunity', value: '1' },
  { label: '2 Potential Opportunities', value: '2' },
  { label: '3 Potential Opportunities', value: '3' },
  { label: '4+ Potential Opportunities', value: '4+' },
] as const;
export type PotentialOpportunityValue = (typeof POTENTIAL_OPPORTUNITY_OPTIONS)[number]['value'];

/** Specialty filter values (spec 1 §9). */
export const SPECIALTIES = [
  'Behavioral Health',
  'Cardiology',
  'Endocrinology',
  'Nephrology',
  'Neurology',
  'Oncology',
  'Ophthalmology',
  'Orthopedics',
  'Pulmonology',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** Sort orders (spec 1 §9, spec 2 §7). */
export const SORTS = {
  default: 'start asc',
  appointments: 'start desc',
  patientList: 'lastName asc',
  encountersOfPatient: 'start asc',
  encounterSearch: 'start desc',
  organizations: 'name asc',
} as const;
