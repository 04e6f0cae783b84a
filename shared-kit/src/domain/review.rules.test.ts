import { REVIEW_CODES } from './review.constants';
import { reviewBadge, reviewQueryStatusLabel, underscoresToSpaces } from './review.rules';

describe('reviewBadge (spec 1 §4)', () => {
  it.each([
    ['OPEN', 'O', 'Open'],
    ['READY_FOR_CDI_QA', 'CDQ', 'Ready for CDI QA'],
    ['READY_FOR_PHYSICIAN', 'P', 'Ready for Physician'],
    ['READY_FOR_CODER', 'CO', 'Ready for Coder'],
    ['READY_FOR_CODER_QA', 'COQ', 'Ready for Coder QA'],
    ['COMPLETED', 'C', 'Completed'],
    ['REMOVED', 'R', 'Removed'],
    ['LOCKED', 'L', 'Locked'],
  ])('%s shows %s', (code, letter, label) => {
    expect(reviewBadge(code)).toEqual({ letter, label });
  });

  it('CODER_BYPASSED, unknown codes and no review show no badge', () => {
    expect(reviewBadge('CODER_BYPASSED')).toBeNull();
    expect(reviewBadge('SOMETHING')).toBeNull();
    expect(reviewBadge(null)).toBeNull();
  });

  it('knows the nine review codes of spec 2 §4.1', () => {
    expect(REVIEW_CODES).toHaveLength(9);
  });
});

describe('reviewQueryStatusLabel', () => {
  it('an outstanding query reads by context', () => {
    expect(reviewQueryStatusLabel('REVIEW_QUERY_OUTSTANDING', 'CDI')).toBe('CDI Review Requested');
    expect(reviewQueryStatusLabel('REVIEW_QUERY_OUTSTANDING', 'CODER')).toBe('Coder Review Requested');
  });

  it('a received response and no query', () => {
    expect(reviewQueryStatusLabel('REVIEW_QUERY_RESPONSE_RECEIVED', 'CDI')).toBe('Review Response Received');
    expect(reviewQueryStatusLabel(null, 'CDI')).toBeNull();
  });
});

describe('underscoresToSpaces', () => {
  it('shows codes with spaces', () => {
    expect(underscoresToSpaces('READY_FOR_CDI_QA')).toBe('READY FOR CDI QA');
  });
});
