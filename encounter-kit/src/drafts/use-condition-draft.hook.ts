import { useCallback, useEffect, useMemo, useState } from 'react';
import { clearDraft, draftKey, readDraft, writeDraft, type Draft, type DraftOwner } from './condition-draft.store';

/**
 * The draft of one condition form: `offered` is a draft found on opening (of this user, for this version of the
 * condition; a draft of an older version is dropped, the server moved on), `keep(values)` stores the edits while
 * the form is dirty, `discard()` forgets them (after a save, or when the user declines the offer), `accept()` takes
 * the offer (the form starts from it).
 */
export function useConditionDraft<T>(owner: DraftOwner, encounterId: number, conditionKey: number | 'new', version: number | null) {
  const key = draftKey(owner, encounterId, conditionKey);
  const id = `${key}#${version ?? 'new'}`;
  const stored = useMemo(() => readDraft<T>(key), [key]);
  const stale = stored !== null && stored.version !== version;
  useEffect(() => {
    if (stale) clearDraft(key);
  }, [stale, key]);
  const [settled, setSettled] = useState<string | null>(null);
  const offered: Draft<T> | null = stale || settled === id ? null : stored;
  const keep = useCallback((values: T) => writeDraft(key, values, version), [key, version]);
  const discard = useCallback(() => {
    clearDraft(key);
    setSettled(id);
  }, [key, id]);
  const accept = useCallback(() => setSettled(id), [id]);
  return { offered, keep, discard, accept };
}
