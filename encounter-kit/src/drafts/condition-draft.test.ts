import { act, renderHook } from '@testing-library/react';
import { DRAFT_MAX_AGE_MS, draftKey, readDraft, writeDraft } from './condition-draft.store';
import { useConditionDraft } from './use-condition-draft.hook';

const CASEY = { tenantId: 'demo', userId: 1 };
const QUINN = { tenantId: 'demo', userId: 2 };

describe('condition drafts (issue 11: draft recovery)', () => {
  beforeEach(() => localStorage.clear());

  it('offers a draft back to its user for the same condition version, never to another user', () => {
    writeDraft(draftKey(CASEY, 42, 7), { title: 'Edited' }, 3);
    expect(renderHook(() => useConditionDraft(CASEY, 42, 7, 3)).result.current.offered?.values).toEqual({ title: 'Edited' });
    expect(renderHook(() => useConditionDraft(QUINN, 42, 7, 3)).result.current.offered).toBeNull();
  });

  it('drops a draft once the server version moved on', () => {
    writeDraft(draftKey(CASEY, 42, 7), { title: 'Edited' }, 3);
    expect(renderHook(() => useConditionDraft(CASEY, 42, 7, 4)).result.current.offered).toBeNull();
    expect(readDraft(draftKey(CASEY, 42, 7))).toBeNull();
  });

  it('keeps edits while dirty and forgets them on discard (after a save)', () => {
    const { result } = renderHook(() => useConditionDraft<{ title: string }>(CASEY, 42, 'new', null));
    act(() => result.current.keep({ title: 'New one' }));
    expect(readDraft(draftKey(CASEY, 42, 'new'))?.values).toEqual({ title: 'New one' });
    act(() => result.current.discard());
    expect(readDraft(draftKey(CASEY, 42, 'new'))).toBeNull();
  });

  it('drops drafts older than a week', () => {
    const key = draftKey(CASEY, 42, 7);
    writeDraft(key, { title: 'Old' }, 3, new Date(Date.now() - DRAFT_MAX_AGE_MS - 1000));
    expect(readDraft(key)).toBeNull();
  });
});
