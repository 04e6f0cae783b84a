import {
  httpClient,
  POTENTIAL_OPPORTUNITY_OPTIONS,
  updateUser,
  type HttpClient,
  type PotentialOpportunityValue,
  type SessionUser,
  type UserFilterField,
  type WorklistView,
} from 'shared-kit';
import { EMPTY_FILTER_VALUES, type WorklistFilterValues, type WorklistKind, type WorklistSort, type WorklistState } from './worklist-filter.types';
import { DEFAULT_WORKLIST_SORT, isWorklistSortKey, parseSort } from './worklist-sort.rules';

/**
 * Saved list filters, per user, on the server (spec 1 §7: "Filter values are saved per user for the worklist, the
 * appointment list and the patient list"). Each of the session user's three filter fields holds one object keyed
 * by list (`worklistFilters.cdi`, `worklistFilters.coder`, ...), so a user with CDI and coder roles keeps both.
 * Every entry carries `savedAt`; a write-through copy in this browser's localStorage answers the next mount at once
 * (the session prop the parcel holds is the one read at sign-in or reload) and survives a reload that beat the
 * debounced write: the newer of the two copies wins, and an unsent local copy is sent again (README).
 */

/** Which session field holds a list's filter, and the key inside it. */
export interface SavedFilterSlot {
  field: UserFilterField;
  list: string;
}

export const WORKLIST_FILTER_SLOTS: Readonly<Record<WorklistKind, SavedFilterSlot>> = {
  CDI: { field: 'worklistFilters', list: 'cdi' },
  CODER: { field: 'worklistFilters', list: 'coder' },
};

/** The parts of the session user a store needs. */
export type SavedFilterOwner = Pick<SessionUser, 'tenantId' | 'userId' | 'username' | UserFilterField>;

/** The localStorage key of one user's copy of one filter field (tenant and username: users never share it). */
export function savedFilterKey(tenantId: string, username: string, field: UserFilterField): string {
  return `mfe-worklist:saved-filter:${tenantId}:${username}:${field}`;
}

/** One list's saved value as stored: the value's own keys plus when it was saved. */
type Entry = Record<string, unknown> & { savedAt?: unknown };
/** This browser's copy of a field: the field's entries, and which lists still wait to reach the server. */
interface LocalCopy {
  entries: Record<string, Entry>;
  unsent: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const savedAtOf = (entry: Entry | undefined): string => (typeof entry?.savedAt === 'string' ? entry.savedAt : '');
const newer = (a: Entry | undefined, b: Entry | undefined): Entry | undefined => (savedAtOf(b) > savedAtOf(a) ? b : (a ?? b));

function entriesOf(value: unknown): Record<string, Entry> {
  const entries: Record<string, Entry> = {};
  if (isRecord(value)) for (const [list, entry] of Object.entries(value)) if (isRecord(entry)) entries[list] = entry;
  return entries;
}

/** Every list's newest entry out of the server's object and the local copy. */
function mergeEntries(server: Record<string, Entry>, local: Record<string, Entry>): Record<string, Entry> {
  const merged: Record<string, Entry> = { ...server };
  for (const [list, entry] of Object.entries(local)) {
    const pick = newer(merged[list], entry);
    if (pick) merged[list] = pick;
  }
  return merged;
}

function withoutSavedAt(entry: Entry): Record<string, unknown> {
  const { savedAt: _savedAt, ...value } = entry;
  return value;
}

export interface SavedFilterStore {
  /** The list's saved value (newest of the server's and this browser's copy), or null. */
  load(): Record<string, unknown> | null;
  /** Keeps `value` in this browser at once and sends it to the server after a quiet `delayMs`. */
  save(value: Record<string, unknown>): void;
  /** Sends a pending save now (on unmount and page hide); resolves when the server answered or failed. */
  flush(): Promise<void>;
}

export interface SavedFilterStoreOptions {
  /** The API client; the platform's one client unless a test passes its own. */
  client?: HttpClient;
  /** The browser copy; localStorage unless given, none when null. */
  storage?: Storage | null;
  /** Quiet time before a save is sent (typing in a filter saves once). */
  delayMs?: number;
  now?: () => Date;
}

export const SAVE_DELAY_MS = 400;

/** The saved filter of one user and list, kept on the server through `PUT /api/user/{id}/update`. */
export function createSavedFilterStore(owner: SavedFilterOwner, slot: SavedFilterSlot, options: SavedFilterStoreOptions = {}): SavedFilterStore {
  const { client = httpClient, delayMs = SAVE_DELAY_MS, now = () => new Date() } = options;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const key = savedFilterKey(owner.tenantId, owner.username, slot.field);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;

  const readLocal = (): LocalCopy => readLocalCopy(storage, key);
  const writeLocal = (copy: LocalCopy): void => {
    try {
      storage?.setItem(key, JSON.stringify(copy));
    } catch {
      // A full or disabled storage only costs the fast restore; the server still has the filter.
    }
  };

  const send = async (): Promise<void> => {
    pending = false;
    const local = readLocal();
    const entries = mergeEntries(entriesOf(owner[slot.field]), local.entries);
    try {
      await updateUser(owner.userId, { [slot.field]: entries }, client);
      const after = readLocal();
      // Lists saved again while the request was out stay unsent.
      writeLocal({ ...after, unsent: after.unsent.filter((list) => savedAtOf(after.entries[list]) > savedAtOf(entries[list])) });
    } catch {
      // The client reported the failure; the local copy stays unsent and goes out with the next save or mount.
    }
  };
  const schedule = (): void => {
    pending = true;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void send();
    }, delayMs);
  };

  return {
    load() {
      const local = readLocal();
      if (local.unsent.includes(slot.list)) schedule();
      return newestValue(owner, slot, local);
    },
    save(value) {
      const local = readLocal();
      const unsent = local.unsent.includes(slot.list) ? local.unsent : [...local.unsent, slot.list];
      writeLocal({ entries: { ...local.entries, [slot.list]: { ...value, savedAt: now().toISOString() } }, unsent });
      schedule();
    },
    flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      return pending ? send() : Promise.resolve();
    },
  };
}

/**
 * The list's saved value as `load()` answers it (the newer of the session's and this browser's copy), read without
 * sending anything: the parcel's mount reads it to ask for the list's first page before the list renders.
 */
export function readSavedValue(owner: SavedFilterOwner, slot: SavedFilterSlot, storage: Storage | null = browserStorage()): Record<string, unknown> | null {
  return newestValue(owner, slot, readLocalCopy(storage, savedFilterKey(owner.tenantId, owner.username, slot.field)));
}

/** The newer of the session's and the local copy's entry for the list, without its `savedAt`. */
function newestValue(owner: SavedFilterOwner, slot: SavedFilterSlot, local: LocalCopy): Record<string, unknown> | null {
  const entry = newer(entriesOf(owner[slot.field])[slot.list], local.entries[slot.list]);
  return entry ? withoutSavedAt(entry) : null;
}

/** This browser's copy of a field; none when absent or unreadable (the session's value then stands). */
function readLocalCopy(storage: Storage | null, key: string): LocalCopy {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (!isRecord(raw)) return { entries: {}, unsent: [] };
    const unsent = Array.isArray(raw.unsent) ? raw.unsent.filter((list): list is string => typeof list === 'string') : [];
    return { entries: entriesOf(raw.entries), unsent };
  } catch {
    return { entries: {}, unsent: [] };
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
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

/**
 * A saved worklist filter read back: unknown keys and values of the wrong type are dropped, a view that is not one
 * of the list's views falls back to the first one, an unknown sort to the default. Accepts the spec's worklist filter
 * shape too (flat values and `encounterSort`).
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

/** The state a worklist opens in: its saved filter read back, else its first view sorted by default with no filter. */
export function openingWorklistState(saved: unknown, views: readonly WorklistView[]): WorklistState {
  return readSavedFilter(saved, views) ?? { view: views[0] ?? 'WORKLIST', sort: DEFAULT_WORKLIST_SORT, values: EMPTY_FILTER_VALUES };
}
