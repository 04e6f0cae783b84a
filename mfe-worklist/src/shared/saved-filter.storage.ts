import { POTENTIAL_OPPORTUNITY_OPTIONS, type PotentialOpportunityValue, type WorklistView } from 'shared-kit';
import type { WorklistFilterValues, WorklistKind, WorklistSort, WorklistState } from './worklist-filter.types';
import { DEFAULT_WORKLIST_SORT, isWorklistSortKey, parseSort } from './worklist-sort.rules';

/**
 * Saved worklist filters, per user, in the browser's localStorage until the user-property endpoint exists (README).
 * The key holds the tenant and username, and the list kind: a user holding CDI and coder roles keeps one filter
 * for each worklist, whose views differ.
 */
export function savedFilterKey(tenantId: string, username: string, kind: WorklistKind): string {
  return `mfe-worklist:worklist-filter:${tenantId}:${username}:${kind}`;
}

const readText = (raw: unknown): string | null => (typeof raw === 'string' && raw.trim() !== '' ? raw : null);
const readPositiveInt = (raw: unknown): number | null => (typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? raw : null);
const readPotential = (raw: unknown): PotentialOpportunityValue | null =>
  POTENTIAL_OPPORTUNITY_OPTIONS.find((option) => option.value === raw)?.value ?? null;

function readValues(source: Record<string, unknown>): WorklistFilterValues {
  return {
    mrn: readText(source.mrn),
    firstName: readText(source.firstName),
    lastName: readText(source.lastName),
    start: readText(source.start),
    birthDate: readText(source.birthDate),
    patientOrgId: readPositiveInt(source.patientOrgId),
    appointmentType: readText(source.appointmentType),
    practitionerId: readPositiveInt(source.practitionerId),
    patientRegion: readText(source.patientRegion),
    potentialConditionCount: readPotential(source.potentialConditionCount),
    nlpConditionCount: readPositiveInt(source.nlpConditionCount),
    specialty: readText(source.specialty),
  };
}

function readSort(record: Record<string, unknown>): WorklistSort | null {
  const sort = record.sort;
  if (typeof sort === 'object' && sort !== null) {
    const { key, order } = sort as Record<string, unknown>;
    return isWorklistSortKey(key) && (order === 'asc' || order === 'desc') ? { key, order } : null;
  }
  return parseSort(record.encounterSort);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A saved filter read back: unknown keys and values of the wrong type are dropped, a view that is not one of the
 * list's views falls back to the first one, an unknown sort to the default. Accepts the spec's worklist filter
 * shape too (flat values and `encounterSort`), as the session's `worklistFilters` carries it.
 */
export function readSavedFilter(raw: unknown, views: readonly WorklistView[]): WorklistState | null {
  if (!isRecord(raw)) return null;
  const view = views.find((v) => v === raw.view) ?? views[0];
  if (!view) return null;
  return {
    view,
    sort: readSort(raw) ?? DEFAULT_WORKLIST_SORT,
    values: readValues(isRecord(raw.values) ? raw.values : raw),
  };
}

export interface SavedFilterStore {
  load(views: readonly WorklistView[]): WorklistState | null;
  save(state: WorklistState): void;
}

/** The saved filter of one user and list in `storage` (localStorage unless given); storage failures are ignored. */
export function createSavedFilterStore(key: string, storage: Storage | null = browserStorage()): SavedFilterStore {
  return {
    load(views) {
      if (!storage) return null;
      try {
        const raw = storage.getItem(key);
        return raw ? readSavedFilter(JSON.parse(raw) as unknown, views) : null;
      } catch {
        return null;
      }
    },
    save(state) {
      try {
        storage?.setItem(key, JSON.stringify(state));
      } catch {
        // A full or disabled storage only costs the restore on the next visit.
      }
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
