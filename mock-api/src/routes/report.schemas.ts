import { Type } from '@fastify/type-provider-typebox';
import { ReviewCodeSchema } from './clinical.schemas';

export const ReviewCountSchema = Type.Object(
  { reviewCode: ReviewCodeSchema, reviewCount: Type.Integer({ minimum: 0 }) },
  { title: 'ReviewCount' },
);

const Count = Type.Integer({ minimum: 0 });
const dailyCountFields = {
  reviewCountOpen: Count,
  reviewCountReadyForCdiQa: Count,
  reviewCountReadyForPhysician: Count,
  reviewCountReadyForCoder: Count,
  reviewCountReadyForCoderQa: Count,
  reviewCountCompleted: Count,
};
export const DailyReviewCountsSchema = Type.Object(dailyCountFields, { title: 'DailyReviewCounts' });
export const TodayYesterdaySchema = Type.Object({ today: DailyReviewCountsSchema, yesterday: DailyReviewCountsSchema }, { title: 'TodayYesterdayCounts' });
export const DailyReviewRowSchema = Type.Object(
  { date: Type.String({ format: 'date' }), ...dailyCountFields, preVisit: Count, postVisit: Count },
  { title: 'DailyReviewRow' },
);

/** Days of GET /api/dashboard/review/daily, today included. */
export const DEFAULT_DAILY_DAYS = 14;
export const MAX_DAILY_DAYS = 90;
export const DailyQuery = Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DAILY_DAYS })) });

/** `startDt`: the huddle's day, YYYY-MM-DD or M/D/YYYY (a date-time's date part is read as written). */
export const HuddleQuery = Type.Object({ startDt: Type.String({ minLength: 1, maxLength: 40 }) });
export const HuddleIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** A file answer (the serializer leaves Buffers alone); the content type says which. */
export const fileResponse = (contentType: string) => Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: contentType });
