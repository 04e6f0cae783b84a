import { navItemsForRole } from './navigation.rules';
import { isCdiType, isCoderType } from './role-groups';
import type { Role } from './roles';
import type { DailyReviewCounts, ReviewerCount } from './report.types';
import type { ReviewCode } from './review.constants';

/** Roles that may open the Reports screen and call the report APIs: those whose navigation has Reports (spec 1 §6). */
export const canSeeReports = (role: Role | null | undefined): boolean => navItemsForRole(role).some((item) => item.key === 'reports');

/** Daily productivity, pre-visit: ready for CDI QA plus ready for physician (spec 1 §2.10). */
export const preVisitCount = (counts: DailyReviewCounts): number => counts.reviewCountReadyForCdiQa + counts.reviewCountReadyForPhysician;

/** Daily productivity, post-visit: ready for coder QA plus completed (spec 1 §2.10). */
export const postVisitCount = (counts: DailyReviewCounts): number => counts.reviewCountReadyForCoderQa + counts.reviewCountCompleted;

/**
 * The review counter of spec 1 §2.10: CDI types see 'Reviewed' = ready for physician plus ready for CDI QA, coders
 * completed plus ready for coder QA; other roles have no counter (null).
 */
export function reviewedCount(role: Role | null | undefined, counts: DailyReviewCounts): number | null {
  if (isCdiType(role)) return preVisitCount(counts);
  if (isCoderType(role)) return postVisitCount(counts);
  return null;
}

/** The count field of each review code that the daily counts carry (spec 1 §3 "Today and yesterday counts"). */
export const REVIEW_COUNT_FIELDS: ReadonlyArray<readonly [keyof DailyReviewCounts, ReviewCode]> = [
  ['reviewCountOpen', 'OPEN'],
  ['reviewCountReadyForCdiQa', 'READY_FOR_CDI_QA'],
  ['reviewCountReadyForPhysician', 'READY_FOR_PHYSICIAN'],
  ['reviewCountReadyForCoder', 'READY_FOR_CODER'],
  ['reviewCountReadyForCoderQa', 'READY_FOR_CODER_QA'],
  ['reviewCountCompleted', 'COMPLETED'],
];

export function emptyDailyCounts(): DailyReviewCounts {
  return {
    reviewCountOpen: 0,
    reviewCountReadyForCdiQa: 0,
    reviewCountReadyForPhysician: 0,
    reviewCountReadyForCoder: 0,
    reviewCountReadyForCoderQa: 0,
    reviewCountCompleted: 0,
  };
}

/** Adds `count` reviews of `code` to `counts`; codes without a daily field (REMOVED, LOCKED, ...) add nothing. */
export function addToDailyCounts(counts: DailyReviewCounts, code: ReviewCode, count = 1): DailyReviewCounts {
  const field = REVIEW_COUNT_FIELDS.find(([, c]) => c === code)?.[0];
  if (field) counts[field] += count;
  return counts;
}

/** Whether a day's counts are all zero (the Reports screen then says 'Sorry, no counts yet today'). */
export const hasNoCounts = (counts: DailyReviewCounts): boolean => REVIEW_COUNT_FIELDS.every(([field]) => counts[field] === 0);

/** One reviewer's productivity on one day (spec 1 §2.10's pre-visit and post-visit sums). */
export interface ReviewerProductivity {
  date: string;
  reviewerId: number | null;
  reviewerName: string | null;
  preVisit: number;
  postVisit: number;
}

/**
 * Daily productivity per reviewer and day from the report rows of GET /api/dashboard/review/reviewer: pre-visit =
 * ready for CDI QA + ready for physician, post-visit = ready for coder QA + completed (the same rule as the day totals).
 * Reviewers with neither on a day are left out. Newest day first, then by reviewer name (no reviewer last).
 */
export function productivityByReviewer(rows: readonly ReviewerCount[]): ReviewerProductivity[] {
  const groups = new Map<string, { date: string; reviewerId: number | null; reviewerName: string | null; counts: DailyReviewCounts }>();
  for (const row of rows) {
    const key = `${row.date}|${row.reviewerId ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { date: row.date, reviewerId: row.reviewerId, reviewerName: row.reviewerName, counts: emptyDailyCounts() };
      groups.set(key, group);
    }
    addToDailyCounts(group.counts, row.reviewCode, row.reviewCount);
  }
  return [...groups.values()]
    .map(({ date, reviewerId, reviewerName, counts }) => ({ date, reviewerId, reviewerName, preVisit: preVisitCount(counts), postVisit: postVisitCount(counts) }))
    .filter((row) => row.preVisit + row.postVisit > 0)
    .sort((a, b) => b.date.localeCompare(a.date) || compareNames(a.reviewerName, b.reviewerName));
}

function compareNames(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a.localeCompare(b);
}
