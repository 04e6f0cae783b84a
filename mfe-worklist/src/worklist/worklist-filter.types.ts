import type { WorklistFilter, WorklistView } from 'shared-kit';

/** Which worklist a screen shows: the CDI worklist or the coder worklist (spec 1 §2.6). */
export type WorklistKind = 'CDI' | 'CODER';

/** The filter values a person sets in the filter panel (a subset of spec 1 §3 "Worklist filter"). */
export type WorklistFilterValues = Pick<
  WorklistFilter,
  | 'mrn'
  | 'firstName'
  | 'lastName'
  | 'start'
  | 'birthDate'
  | 'patientOrgId'
  | 'appointmentType'
  | 'practitionerId'
  | 'patientRegion'
  | 'potentialConditionCount'
  | 'nlpConditionCount'
  | 'specialty'
>;

/** Columns the server sorts by (the `sort` query key is `{key} {order}`). */
export const WORKLIST_SORT_KEYS = ['start', 'lastName', 'birthDate', 'appointmentType', 'openHccCount'] as const;
export type WorklistSortKey = (typeof WORKLIST_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export interface WorklistSort {
  key: WorklistSortKey;
  order: SortOrder;
}

/** Everything that decides which rows a worklist shows; saved per user and restored on the next visit. */
export interface WorklistState {
  view: WorklistView;
  sort: WorklistSort;
  values: WorklistFilterValues;
}

export const EMPTY_FILTER_VALUES: WorklistFilterValues = {
  mrn: null,
  firstName: null,
  lastName: null,
  start: null,
  birthDate: null,
  patientOrgId: null,
  appointmentType: null,
  practitionerId: null,
  patientRegion: null,
  potentialConditionCount: null,
  nlpConditionCount: null,
  specialty: null,
};
