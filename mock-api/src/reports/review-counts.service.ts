import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import {
  REVIEW_CODES,
  postVisitCount,
  preVisitCount,
  type DailyReviewCounts,
  type DailyReviewRow,
  type ReviewCode,
  type ReviewCount,
  type TodayYesterdayCounts,
} from 'shared-kit/domain';
import type { Database } from '../db/database.types';

/**
 * GET /api/review/counts: how many reviews of the tenant sit in each review code now, over encounters of ACTIVE
 * patients (the population every worklist searches, spec 1 §4). Every code is listed, zeros included, in flow order.
 */
export async function reviewCounts(db: Kysely<Database>, tenantId: string): Promise<ReviewCount[]> {
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .select(['r.review_code as reviewCode', (eb) => eb.fn.countAll<string>().as('reviewCount')])
    .where('r.tenant_id', '=', tenantId)
    .where('p.status', '=', 'ACTIVE')
    .groupBy('r.review_code')
    .execute();
  const byCode = new Map<ReviewCode, number>(rows.map((row) => [row.reviewCode, Number(row.reviewCount)]));
  return REVIEW_CODES.map((reviewCode) => ({ reviewCode, reviewCount: byCode.get(reviewCode) ?? 0 }));
}

const COUNT_FIELDS: ReadonlyArray<[keyof DailyReviewCounts, ReviewCode]> = [
  ['reviewCountOpen', 'OPEN'],
  ['reviewCountReadyForCdiQa', 'READY_FOR_CDI_QA'],
  ['reviewCountReadyForPhysician', 'READY_FOR_PHYSICIAN'],
  ['reviewCountReadyForCoder', 'READY_FOR_CODER'],
  ['reviewCountReadyForCoderQa', 'READY_FOR_CODER_QA'],
  ['reviewCountCompleted', 'COMPLETED'],
];

const DAY = 'YYYY-MM-DD';

function emptyCounts(): DailyReviewCounts {
  return {
    reviewCountOpen: 0,
    reviewCountReadyForCdiQa: 0,
    reviewCountReadyForPhysician: 0,
    reviewCountReadyForCoder: 0,
    reviewCountReadyForCoderQa: 0,
    reviewCountCompleted: 0,
  };
}

/**
 * Reviews worked per server-local day over [first, today]: a review counts on the day of its encounter's
 * `lastReviewDate` (stamped by every review-code change), under the code it holds now. Keyed by YYYY-MM-DD.
 */
async function countsByDay(db: Kysely<Database>, tenantId: string, now: Date, days: number): Promise<Map<string, DailyReviewCounts>> {
  const from = dayjs(now).startOf('day').subtract(days - 1, 'day');
  const to = dayjs(now).startOf('day').add(1, 'day');
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .select(['r.review_code as reviewCode', 'e.last_review_date as lastReviewDate'])
    .where('r.tenant_id', '=', tenantId)
    .where('p.status', '=', 'ACTIVE')
    .where('e.last_review_date', '>=', from.toDate())
    .where('e.last_review_date', '<', to.toDate())
    .execute();
  const byDay = new Map<string, DailyReviewCounts>();
  for (let day = from; day.isBefore(to); day = day.add(1, 'day')) byDay.set(day.format(DAY), emptyCounts());
  for (const row of rows) {
    if (!row.lastReviewDate) continue;
    const counts = byDay.get(dayjs(row.lastReviewDate).format(DAY));
    const field = COUNT_FIELDS.find(([, code]) => code === row.reviewCode)?.[0];
    if (counts && field) counts[field] += 1;
  }
  return byDay;
}

/** GET /api/dashboard/review/count: today's and yesterday's counts (server-local days). */
export async function todayYesterdayCounts(db: Kysely<Database>, tenantId: string, now: Date): Promise<TodayYesterdayCounts> {
  const byDay = await countsByDay(db, tenantId, now, 2);
  const today = dayjs(now).format(DAY);
  const yesterday = dayjs(now).subtract(1, 'day').format(DAY);
  return { today: byDay.get(today) ?? emptyCounts(), yesterday: byDay.get(yesterday) ?? emptyCounts() };
}

/** GET /api/dashboard/review/daily: one row per day of the last `days` (today first), with pre/post-visit sums. */
export async function dailyCounts(db: Kysely<Database>, tenantId: string, now: Date, days: number): Promise<DailyReviewRow[]> {
  const byDay = await countsByDay(db, tenantId, now, days);
  return [...byDay.entries()]
    .map(([date, counts]) => ({ date, ...counts, preVisit: preVisitCount(counts), postVisit: postVisitCount(counts) }))
    .reverse();
}
