import { normaliseEncounterFilter, PAGE_SIZE, type NormalisedEncounterFilter } from 'shared-kit';
import type { WorklistState } from './worklist-filter.types';
import { formatSort } from './worklist-sort.rules';

/** The query of GET /api/encounter for one page of a worklist (keys absent when empty). */
export type WorklistQuery = NormalisedEncounterFilter & {
  view: string;
  patientStatus: 'ACTIVE';
  limit: number;
  offset: number;
  sort: string;
};

/**
 * The search query of page `pageIndex` (0-based) of a worklist: the view, patient status ACTIVE (always required,
 * spec 1 §4), the filter values normalised per spec 1 §5 (shared-kit's normaliseEncounterFilter: names stripped of
 * '%' with a trailing wildcard, empty values dropped, appointmentType and specialty with a space wrapped in
 * parentheses, dates as YYYY-MM-DD), one page of PAGE_SIZE rows and the sort.
 */
export function buildWorklistQuery(state: WorklistState, pageIndex = 0): WorklistQuery {
  return {
    ...normaliseEncounterFilter(state.values),
    view: state.view,
    patientStatus: 'ACTIVE',
    limit: PAGE_SIZE,
    offset: pageIndex * PAGE_SIZE,
    sort: formatSort(state.sort),
  };
}
