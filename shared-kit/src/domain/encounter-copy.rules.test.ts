import { REVIEW_CODES } from './review.constants';
import { canCopyEncounter, canResetCopiedEncounter, copyRefusal, type CopyCheck } from './encounter-copy.rules';

const allowed: CopyCheck = {
  role: 'CDI',
  copyPasteEnabled: true,
  currentReviewCode: 'OPEN',
  previousStatus: 'FINISHED',
  previousReviewCode: 'COMPLETED',
  lockedByMe: true,
};

describe('copyRefusal (spec 2 §4.6)', () => {
  it('allows a locked OPEN or READY_FOR_CDI_QA encounter to copy a finished review', () => {
    expect(copyRefusal(allowed)).toBeNull();
    expect(canCopyEncounter({ ...allowed, currentReviewCode: 'READY_FOR_CDI_QA', role: 'CDI_RESTRICTED' })).toBe(true);
  });

  it('a cancelled previous encounter may be copied whatever its review', () => {
    expect(copyRefusal({ ...allowed, previousStatus: 'CANCELLED', previousReviewCode: 'OPEN' })).toBeNull();
  });

  it('a previous encounter whose review is still OPEN or READY_FOR_CDI_QA may not be copied', () => {
    expect(copyRefusal({ ...allowed, previousReviewCode: 'OPEN' })).toBe('PREVIOUS_REVIEW');
    expect(copyRefusal({ ...allowed, previousReviewCode: 'READY_FOR_CDI_QA' })).toBe('PREVIOUS_REVIEW');
    expect(copyRefusal({ ...allowed, previousReviewCode: null })).toBeNull();
  });

  it('the current review must be OPEN or READY_FOR_CDI_QA', () => {
    for (const code of REVIEW_CODES.filter((c) => c !== 'OPEN' && c !== 'READY_FOR_CDI_QA')) {
      expect(copyRefusal({ ...allowed, currentReviewCode: code })).toBe('CURRENT_REVIEW');
    }
    expect(copyRefusal({ ...allowed, currentReviewCode: null })).toBe('CURRENT_REVIEW');
  });

  it('needs the flag, a CDI-type role and the lock', () => {
    expect(copyRefusal({ ...allowed, copyPasteEnabled: false })).toBe('FEATURE_OFF');
    expect(copyRefusal({ ...allowed, role: 'CODER' })).toBe('ROLE');
    expect(copyRefusal({ ...allowed, lockedByMe: false })).toBe('NOT_LOCKED');
  });
});

describe('canResetCopiedEncounter (spec 2 §4.6)', () => {
  it('CDI may reset when the review code is set and not past the CDI stage', () => {
    const resettable = REVIEW_CODES.filter((code) => canResetCopiedEncounter('CDI', code));
    expect(resettable).toEqual(['OPEN', 'READY_FOR_CDI_QA', 'REMOVED', 'LOCKED']);
    expect(canResetCopiedEncounter('CDI', null)).toBe(false);
  });

  it('other roles may not reset', () => {
    expect(canResetCopiedEncounter('CODER', 'OPEN')).toBe(false);
    expect(canResetCopiedEncounter('PHYSICIAN', 'OPEN')).toBe(false);
    expect(canResetCopiedEncounter('CDI_QA_MANAGER', 'OPEN')).toBe(true);
  });
});
