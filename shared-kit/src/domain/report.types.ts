// Report shapes, derived from the API schemas (shared-kit/schemas).
import type { Static } from 'typebox';
import type { DailyReviewCountsSchema, DailyReviewRowSchema, ReviewCountSchema, ReviewerCountSchema, TodayYesterdayCountsSchema } from '../schemas/report.schemas';

/** A row of GET /api/review/counts (spec 1 §7). */
export type ReviewCount = Static<typeof ReviewCountSchema>;
/** Counts of one day (spec 1 §3 "Today and yesterday counts"). */
export type DailyReviewCounts = Static<typeof DailyReviewCountsSchema>;
/** GET /api/dashboard/review/count: today's and yesterday's counts. */
export type TodayYesterdayCounts = Static<typeof TodayYesterdayCountsSchema>;
/** A row of GET /api/dashboard/review/daily: one day and its counts, with the pre-visit and post-visit sums. */
export type DailyReviewRow = Static<typeof DailyReviewRowSchema>;
/** A row of GET /api/dashboard/review/reviewer: one day, reviewer and review code, and its count (spec 1 §3 report rows). */
export type ReviewerCount = Static<typeof ReviewerCountSchema>;
