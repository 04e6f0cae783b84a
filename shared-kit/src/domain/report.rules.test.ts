import { addToDailyCounts, canSeeReports, emptyDailyCounts, hasNoCounts, postVisitCount, preVisitCount, productivityByReviewer, reviewedCount } from './report.rules';
import type { DailyReviewCounts, ReviewerCount } from './report.types';

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

  it('counts the review counter for every CDI type and every coder type', () => {
    for (const role of ['CDI', 'CDI_QA_MANAGER', 'CDI_RESTRICTED'] as const) expect(reviewedCount(role, counts)).toBe(2 + 4);
    for (const role of ['CODER', 'CODER_QA_MANAGER'] as const) expect(reviewedCount(role, counts)).toBe(16 + 32);
    for (const role of ['PHYSICIAN', 'ADMIN', null] as const) expect(reviewedCount(role, counts)).toBeNull();
  });

  it('adds reviews to the day counts by code and knows an empty day', () => {
    const day = emptyDailyCounts();
    expect(hasNoCounts(day)).toBe(true);
    addToDailyCounts(day, 'REMOVED', 5);
    addToDailyCounts(day, 'LOCKED');
    expect(hasNoCounts(day)).toBe(true);
    addToDailyCounts(day, 'OPEN');
    expect(hasNoCounts(day)).toBe(false);
    addToDailyCounts(day, 'COMPLETED', 3);
    expect(day).toEqual({ ...emptyDailyCounts(), reviewCountOpen: 1, reviewCountCompleted: 3 });
  });

  it('sums daily productivity per reviewer and day: pre-visit CDI QA + physician, post-visit coder QA + completed', () => {
    const row = (date: string, reviewerId: number | null, reviewCode: ReviewerCount['reviewCode'], reviewCount: number): ReviewerCount => ({
      date,
      reviewerId,
      reviewerName: reviewerId === null ? null : reviewerId === 1 ? 'Casey Diaz' : 'Corey Dalton',
      reviewCode,
      reviewCount,
    });
    const rows = [
      row('2026-11-20', 1, 'READY_FOR_CDI_QA', 2),
      row('2026-11-21', 1, 'READY_FOR_CDI_QA', 3),
      row('2026-11-21', 1, 'READY_FOR_PHYSICIAN', 4),
      row('2026-11-21', 1, 'OPEN', 9), // neither pre- nor post-visit
      row('2026-11-21', 2, 'READY_FOR_CODER_QA', 1),
      row('2026-11-21', 2, 'COMPLETED', 5),
      row('2026-11-21', 2, 'READY_FOR_CODER', 7), // neither
      row('2026-11-21', null, 'COMPLETED', 1),
      row('2026-11-19', 2, 'OPEN', 4), // a day with neither is left out
    ];
    expect(productivityByReviewer(rows)).toEqual([
      { date: '2026-11-21', reviewerId: 1, reviewerName: 'Casey Diaz', preVisit: 7, postVisit: 0 },
      { date: '2026-11-21', reviewerId: 2, reviewerName: 'Corey Dalton', preVisit: 0, postVisit: 6 },
      { date: '2026-11-21', reviewerId: null, reviewerName: null, preVisit: 0, postVisit: 1 },
      { date: '2026-11-20', reviewerId: 1, reviewerName: 'Casey Diaz', preVisit: 2, postVisit: 0 },
    ]);
    expect(productivityByReviewer([])).toEqual([]);
  });
});
