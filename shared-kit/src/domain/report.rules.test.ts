import { canSeeReports, postVisitCount, preVisitCount, reviewedCount } from './report.rules';
import type { DailyReviewCounts } from './report.types';

const counts: DailyReviewCounts = {
  reviewCountOpen: 1,
  reviewCountReadyForCdiQa: 2,
  reviewCountReadyForPhysician: 4,
  reviewCountReadyForCoder: 8,
  reviewCountReadyForCoderQa: 16,
  reviewCountCompleted: 32,
};

describe('report rules', () => {
  it('lets the roles whose navigation has Reports see reports', () => {
    for (const role of ['CDI', 'CLINICAL_ADMIN', 'CODER', 'CDI_QA_MANAGER', 'CODER_QA_MANAGER'] as const) expect(canSeeReports(role)).toBe(true);
    for (const role of ['CDI_RESTRICTED', 'PHYSICIAN', 'ADMIN', 'PATIENT_SNAPSHOT', null] as const) expect(canSeeReports(role)).toBe(false);
  });

  it('counts pre-visit and post-visit work and the per-role reviewed counter', () => {
    expect(preVisitCount(counts)).toBe(6);
    expect(postVisitCount(counts)).toBe(48);
    expect(reviewedCount('CDI_QA_MANAGER', counts)).toBe(6);
    expect(reviewedCount('CODER', counts)).toBe(48);
    expect(reviewedCount('CLINICAL_ADMIN', counts)).toBeNull();
  });
});
