import { FileResponse, Nullable, Type } from './schema.helpers';
import { ReviewCodeSchema } from './encounter.schemas';

/** A row of GET /api/review/counts (spec 1 §7). */
export const ReviewCountSchema = Type.Object({ reviewCode: ReviewCodeSchema, reviewCount: Type.Integer({ minimum: 0 }) }, { title: 'ReviewCount' });
export const ReviewCountListSchema = Type.Array(ReviewCountSchema);

const Count = Type.Integer({ minimum: 0 });
const dailyCountFields = {
  reviewCountOpen: Count,
  reviewCountReadyForCdiQa: Count,
  reviewCountReadyForPhysician: Count,
  reviewCountReadyForCoder: Count,
  reviewCountReadyForCoderQa: Count,
  reviewCountCompleted: Count,
};
/** Counts of one day (spec 1 §3 "Today and yesterday counts"). */
export const DailyReviewCountsSchema = Type.Object(dailyCountFields, { title: 'DailyReviewCounts' });
/** GET /api/dashboard/review/count: today's and yesterday's counts (the envelope is ours). */
export const TodayYesterdayCountsSchema = Type.Object({ today: DailyReviewCountsSchema, yesterday: DailyReviewCountsSchema }, { title: 'TodayYesterdayCounts' });
/** A row of GET /api/dashboard/review/daily: one day (YYYY-MM-DD), its counts, and the pre-/post-visit sums (spec 1 §2.10). */
export const DailyReviewRowSchema = Type.Object(
  {
    date: Type.String({ format: 'date' }),
    ...dailyCountFields,
    preVisit: Type.Integer({ minimum: 0, description: 'Ready for CDI QA plus ready for physician' }),
    postVisit: Type.Integer({ minimum: 0, description: 'Ready for coder QA plus completed' }),
  },
  { title: 'DailyReviewRow' },
);
export const DailyReviewRowListSchema = Type.Array(DailyReviewRowSchema);

/** Days of GET /api/dashboard/review/daily, today included. */
export const DEFAULT_DAILY_DAYS = 14;
export const MAX_DAILY_DAYS = 90;
export const DailyQuerySchema = Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DAILY_DAYS })) });

/**
 * A row of GET /api/dashboard/review/reviewer: spec 1 §3 "Report rows" (reviewerName, reviewCode, reviewCount) for one
 * day and reviewer. A review with no reviewer recorded counts under reviewerId and reviewerName null.
 */
export const ReviewerCountSchema = Type.Object(
  {
    date: Type.String({ format: 'date' }),
    reviewerId: Nullable(Type.Integer()),
    reviewerName: Nullable(Type.String()),
    reviewCode: ReviewCodeSchema,
    reviewCount: Type.Integer({ minimum: 1 }),
  },
  { title: 'ReviewerCount' },
);
export const ReviewerCountListSchema = Type.Array(ReviewerCountSchema);

/** `startDt`: the huddle's day, YYYY-MM-DD, M/D/YYYY or the timestamp M/D/YYYY HH:mm:ss (a date-time's date part is read as written). */
export const HuddleQuerySchema = Type.Object({ startDt: Type.String({ minLength: 1, maxLength: 40 }) });
export const HuddleIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const WorkbookFileSchema = FileResponse(XLSX_CONTENT_TYPE);
export const PdfFileSchema = FileResponse('application/pdf');
export const PngFileSchema = FileResponse('image/png');
