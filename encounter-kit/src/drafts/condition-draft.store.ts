// Unsaved condition edits kept in the browser (issue 11 "Draft recovery"): per tenant, user, encounter and condition,
// so a reload, a crash or a closed tab loses nothing and no other user of the browser ever sees them.

export interface Draft<T> {
  values: T;
  /** The condition version the edits started from; a draft of an older version is stale (null: a new condition). */
  version: number | null;
  savedAt: string;
}

export interface DraftOwner {
  tenantId: string;
  userId: number;
}

const PREFIX = 'cdi.draft.';
/** Drafts older than this are dropped: a week covers a weekend and a holiday without keeping text for ever. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3_600_000;

export const draftKey = (owner: DraftOwner, encounterId: number, conditionKey: number | 'new'): string =>
  `${PREFIX}${owner.tenantId}.${owner.userId}.${encounterId}.${conditionKey}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string, now = new Date()): Draft<T> | null {
  const store = storage();
  try {
    const raw = store?.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<T>;
    if (now.getTime() - new Date(draft.savedAt).getTime() > DRAFT_MAX_AGE_MS) {
      store?.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, values: T, version: number | null, now = new Date()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, version, savedAt: now.toISOString() } satisfies Draft<T>));
  } catch {
    // Storage full or disabled: the draft is a safety net, the form still works.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // As above.
  }
}
