import { REVIEW_CODES, type ReviewCode } from './review.constants';
import { ROLES } from './roles';
import {
  allowedQueryStatusChange,
  allowedReviewTransitions,
  canChangeReviewCode,
  isFlaggedForCoderQa,
  toggledQueryStatus,
} from './review-transition.rules';

describe('allowedReviewTransitions (spec 2 §4.1)', () => {
  it.each<[ReviewCode, ReviewCode[]]>([
    ['OPEN', ['READY_FOR_CDI_QA', 'READY_FOR_PHYSICIAN']],
    ['READY_FOR_PHYSICIAN', ['OPEN', 'READY_FOR_CDI_QA']],
    ['READY_FOR_CODER', ['OPEN', 'READY_FOR_CDI_QA', 'READY_FOR_PHYSICIAN']],
    ['COMPLETED', ['OPEN', 'READY_FOR_CDI_QA', 'READY_FOR_PHYSICIAN']],
  ])('the CDI toolbar from %s offers %j', (from, expected) => {
    expect(allowedReviewTransitions('CDI', from)).toEqual(expected);
    expect(allowedReviewTransitions('CDI_RESTRICTED', from)).toEqual(expected);
    expect(allowedReviewTransitions('CDI_QA_MANAGER', from)).toEqual(expected);
  });

  it('from READY_FOR_CDI_QA only a CDI QA manager gets the toolbar: Open or Ready for Physician', () => {
    expect(allowedReviewTransitions('CDI_QA_MANAGER', 'READY_FOR_CDI_QA')).toEqual(['OPEN', 'READY_FOR_PHYSICIAN']);
    expect(allowedReviewTransitions('CDI', 'READY_FOR_CDI_QA')).toEqual([]);
    expect(allowedReviewTransitions('CDI_RESTRICTED', 'READY_FOR_CDI_QA')).toEqual([]);
  });

  it('from READY_FOR_CODER_QA only a coder QA manager gets the icons: return (Ready for Coder) or Completed (spec 2 §2.3)', () => {
    expect(allowedReviewTransitions('CODER_QA_MANAGER', 'READY_FOR_CODER_QA')).toEqual(['READY_FOR_CODER', 'COMPLETED']);
    expect(allowedReviewTransitions('CODER', 'READY_FOR_CODER_QA')).toEqual([]);
    expect(isFlaggedForCoderQa('CODER', 'READY_FOR_CODER_QA')).toBe(true);
    expect(isFlaggedForCoderQa('CODER_QA_MANAGER', 'READY_FOR_CODER_QA')).toBe(false);
    expect(isFlaggedForCoderQa('CODER', 'READY_FOR_CODER')).toBe(false);
  });

  it.each<[ReviewCode, ReviewCode[]]>([
    ['READY_FOR_CODER', ['READY_FOR_CODER_QA', 'COMPLETED']],
    ['COMPLETED', ['READY_FOR_CODER', 'READY_FOR_CODER_QA']],
    ['OPEN', ['READY_FOR_CODER', 'READY_FOR_CODER_QA', 'COMPLETED']],
    ['READY_FOR_PHYSICIAN', ['READY_FOR_CODER', 'READY_FOR_CODER_QA', 'COMPLETED']],
  ])('the coder icons from %s offer %j', (from, expected) => {
    expect(allowedReviewTransitions('CODER', from)).toEqual(expected);
    expect(allowedReviewTransitions('CODER_QA_MANAGER', from)).toEqual(expected);
  });

  it('other roles get no transitions at all', () => {
    for (const role of ROLES.filter((r) => !['CDI', 'CDI_QA_MANAGER', 'CDI_RESTRICTED', 'CODER', 'CODER_QA_MANAGER'].includes(r))) {
      for (const code of REVIEW_CODES) expect(allowedReviewTransitions(role, code)).toEqual([]);
    }
    expect(allowedReviewTransitions(null, 'OPEN')).toEqual([]);
  });

  it('canChangeReviewCode follows the same table', () => {
    expect(canChangeReviewCode('CDI', 'OPEN', 'READY_FOR_PHYSICIAN')).toBe(true);
    expect(canChangeReviewCode('CDI', 'OPEN', 'COMPLETED')).toBe(false);
    expect(canChangeReviewCode('CODER', 'READY_FOR_CODER', 'COMPLETED')).toBe(true);
    expect(canChangeReviewCode('CODER', 'READY_FOR_CODER', 'READY_FOR_PHYSICIAN')).toBe(false);
    expect(canChangeReviewCode('PHYSICIAN', 'OPEN', 'READY_FOR_CDI_QA')).toBe(false);
    expect(canChangeReviewCode('CDI', 'OPEN', 'OPEN')).toBe(false);
  });
});

describe('allowedQueryStatusChange (spec 2 §4.2)', () => {
  it('toggles between outstanding and response received', () => {
    expect(toggledQueryStatus(null)).toBe('REVIEW_QUERY_OUTSTANDING');
    expect(toggledQueryStatus('REVIEW_QUERY_RESPONSE_RECEIVED')).toBe('REVIEW_QUERY_OUTSTANDING');
    expect(toggledQueryStatus('REVIEW_QUERY_OUTSTANDING')).toBe('REVIEW_QUERY_RESPONSE_RECEIVED');
  });

  it('coders toggle the query icon on any review but one flagged for coder QA, whose icons they do not see', () => {
    expect(allowedQueryStatusChange('CODER', 'READY_FOR_CODER', null)).toBe('REVIEW_QUERY_OUTSTANDING');
    expect(allowedQueryStatusChange('CODER_QA_MANAGER', 'COMPLETED', 'REVIEW_QUERY_OUTSTANDING')).toBe('REVIEW_QUERY_RESPONSE_RECEIVED');
    expect(allowedQueryStatusChange('CODER_QA_MANAGER', 'READY_FOR_CODER_QA', null)).toBe('REVIEW_QUERY_OUTSTANDING');
    expect(allowedQueryStatusChange('CODER', 'READY_FOR_CODER_QA', null)).toBeNull();
  });

  it('the CDI follow-up toggle is on READY_FOR_CDI_QA reviews, for the CDI QA manager who sees the toolbar', () => {
    expect(allowedQueryStatusChange('CDI_QA_MANAGER', 'READY_FOR_CDI_QA', null)).toBe('REVIEW_QUERY_OUTSTANDING');
    expect(allowedQueryStatusChange('CDI_QA_MANAGER', 'OPEN', null)).toBeNull();
    expect(allowedQueryStatusChange('CDI', 'READY_FOR_CDI_QA', null)).toBeNull();
  });

  it('physicians, clinical admins and admins cannot change it', () => {
    expect(allowedQueryStatusChange('PHYSICIAN', 'READY_FOR_CODER', null)).toBeNull();
    expect(allowedQueryStatusChange('CLINICAL_ADMIN', 'READY_FOR_CDI_QA', null)).toBeNull();
    expect(allowedQueryStatusChange('ADMIN', 'READY_FOR_CDI_QA', null)).toBeNull();
  });
});
