import type { ReviewCode } from './review.constants';

/** A worklist-count report row (spec 1 §3). */
export interface ReviewerCountRow {
  reviewerName: string;
  reviewCode: ReviewCode;
  reviewCount: number;
}

/** A row of GET /api/review/counts (spec 1 §7). */
export interface ReviewCount {
  reviewCode: ReviewCode;
  reviewCount: number;
}

/** Counts of one day (spec 1 §3 "Today and yesterday counts"). */
export interface DailyReviewCounts {
  reviewCountOpen: number;
  reviewCountReadyForCdiQa: number;
  reviewCountReadyForPhysician: number;
  reviewCountReadyForCoder: number;
  reviewCountReadyForCoderQa: number;
  reviewCountCompleted: number;
}

/** GET /api/dashboard/review/count: today's and yesterday's counts (the envelope is ours). */
export interface TodayYesterdayCounts {
  today: DailyReviewCounts;
  yesterday: DailyReviewCounts;
}

/** A row of GET /api/dashboard/review/daily: one server-local day (YYYY-MM-DD) and its counts. */
export interface DailyReviewRow extends DailyReviewCounts {
  date: string;
  /** Pre-visit work (spec 1 §2.10): ready for CDI QA plus ready for physician. */
  preVisit: number;
  /** Post-visit work: ready for coder QA plus completed. */
  postVisit: number;
}
