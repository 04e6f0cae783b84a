import { normaliseEncounterFilter, PAGE_SIZE, type NormalisedEncounterFilter, type SessionUser } from 'shared-kit';
import { userDefaultOrgIds, userDefaultRegions, userOffshoreFilter, type OffshoreValue } from 'shared-kit/domain';
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
 * The user's own worklist defaults (spec 1 §3 worklist filter: defaultPatientRegion, defaultPatientOrgId,
 * defaultPatientOffshoreFilter), read from the user properties the account page shows: assigned regions, practices
 * (organization ids) and the offshore filter. Empty lists and null mean no default.
 */
export interface WorklistDefaults {
  regions: string[];
  orgIds: number[];
  offshore: OffshoreValue | null;
}

export const NO_WORKLIST_DEFAULTS: WorklistDefaults = { regions: [], orgIds: [], offshore: null };

export function worklistDefaults(user: Pick<SessionUser, 'tenantProperties' | 'userProperties'>): WorklistDefaults {
  return { regions: userDefaultRegions(user), orgIds: userDefaultOrgIds(user), offshore: userOffshoreFilter(user) };
}

/**
 * The search query of page `pageIndex` (0-based) of a worklist: the view, patient status ACTIVE (always required,
 * spec 1 §4), the filter values normalised per spec 1 §5 (shared-kit's normaliseEncounterFilter: names stripped of
 * '%' with a trailing wildcard, empty values dropped, appointmentType and specialty with a space wrapped in
 * parentheses, dates as YYYY-MM-DD), one page of PAGE_SIZE rows and the sort. The user's defaults apply where the
 * user chose nothing: no region chosen → all their regions, no practice chosen → all their practices (comma lists,
 * as the API takes them); the offshore filter always.
 */
export function buildWorklistQuery(state: WorklistState, pageIndex = 0, defaults: WorklistDefaults = NO_WORKLIST_DEFAULTS): WorklistQuery {
  const filter = normaliseEncounterFilter(state.values);
  return {
    ...(defaults.regions.length > 0 ? { patientRegion: defaults.regions.join(',') } : {}),
    ...(defaults.orgIds.length > 0 ? { patientOrgId: defaults.orgIds.join(',') } : {}),
    ...(defaults.offshore ? { onOffShore: defaults.offshore } : {}),
    ...filter,
    view: state.view,
    patientStatus: 'ACTIVE',
    limit: PAGE_SIZE,
    offset: pageIndex * PAGE_SIZE,
    sort: formatSort(state.sort),
  };
}
