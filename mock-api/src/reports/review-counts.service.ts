import type { Kysely } from 'kysely';
import {
  REVIEW_CODES,
  addDays,
  addToDailyCounts,
  emptyDailyCounts,
  postVisitCount,
  preVisitCount,
  startOfZonedDay,
  zonedDay,
  zonedToday,
  type DailyReviewCounts,
  type DailyReviewRow,
  type ReviewCode,
  type ReviewCount,
  type ReviewerCount,
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

/** The tenant's last `days` days, oldest first, and the instants they span: [from, to). */
function reportDays(now: Date, days: number, zone: string): { days: string[]; from: Date; to: Date } {
  const today = zonedToday(now, zone);
  const list = Array.from({ length: days }, (_, i) => addDays(today, i - (days - 1)));
  return { days: list, from: startOfZonedDay(list[0] ?? today, zone), to: startOfZonedDay(addDays(today, 1), zone) };
}

/**
 * Reviews worked per day of the tenant (zone) over [first, today]: a review counts on the tenant's day of its
 * encounter's `lastReviewDate` (stamped by every review-code change), under the code it holds now. Keyed by YYYY-MM-DD.
 */
async function countsByDay(db: Kysely<Database>, tenantId: string, now: Date, days: number, zone: string): Promise<Map<string, DailyReviewCounts>> {
  const { days: list, from, to } = reportDays(now, days, zone);
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .select(['r.review_code as reviewCode', 'e.last_review_date as lastReviewDate'])
    .where('r.tenant_id', '=', tenantId)
    .where('p.status', '=', 'ACTIVE')
    .where('e.last_review_date', '>=', from)
    .where('e.last_review_date', '<', to)
    .execute();
  const byDay = new Map<string, DailyReviewCounts>(list.map((day) => [day, emptyDailyCounts()]));
  for (const row of rows) {
    const day = zonedDay(row.lastReviewDate, zone);
    const counts = day === null ? undefined : byDay.get(day);
    if (counts) addToDailyCounts(counts, row.reviewCode);
  }
  return byDay;
}

/** GET /api/dashboard/review/count: today's and yesterday's counts (the tenant's days). */
export async function todayYesterdayCounts(db: Kysely<Database>, tenantId: string, now: Date, zone: string): Promise<TodayYesterdayCounts> {
  const byDay = await countsByDay(db, tenantId, now, 2, zone);
  const today = zonedToday(now, zone);
  const yesterday = addDays(today, -1);
  return { today: byDay.get(today) ?? emptyDailyCounts(), yesterday: byDay.get(yesterday) ?? emptyDailyCounts() };
}

/** GET /api/dashboard/review/daily: one row per tenant day of the last `days` (today first), with pre/post-visit sums. */
export async function dailyCounts(db: Kysely<Database>, tenantId: string, now: Date, days: number, zone: string): Promise<DailyReviewRow[]> {
  const byDay = await countsByDay(db, tenantId, now, days, zone);
  return [...byDay.entries()]
    .map(([date, counts]) => ({ date, ...counts, preVisit: preVisitCount(counts), postVisit: postVisitCount(counts) }))
    .reverse();
}

/**
 * GET /api/dashboard/review/reviewer: spec 1 §3's report rows (reviewerName, reviewCode, reviewCount) per tenant day
 * (zone) of the last `days`, under the same rule as the day counts above: a review counts on the day of its encounter's
 * `lastReviewDate`, under the code it holds now, for its recorded reviewer (the last user who moved it; null when none
 * is recorded). Only non-zero rows; newest day first, then reviewer name, then the codes' flow order.
 */
export async function reviewerCounts(db: Kysely<Database>, tenantId: string, now: Date, days: number, zone: string): Promise<ReviewerCount[]> {
  const { from, to } = reportDays(now, days, zone);
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('users as u', 'u.id', 'r.reviewer_user_id')
    .select(['r.review_code as reviewCode', 'e.last_review_date as lastReviewDate', 'u.id as reviewerId', 'u.alias as reviewerName'])
    .where('r.tenant_id', '=', tenantId)
    .where('p.status', '=', 'ACTIVE')
    .where('e.last_review_date', '>=', from)
    .where('e.last_review_date', '<', to)
    .execute();
  const byKey = new Map<string, ReviewerCount>();
  for (const row of rows) {
    const date = zonedDay(row.lastReviewDate, zone);
    if (date === null) continue;
    const key = `${date}|${row.reviewerId ?? ''}|${row.reviewCode}`;
    const known = byKey.get(key);
    if (known) known.reviewCount += 1;
    else byKey.set(key, { date, reviewerId: row.reviewerId, reviewerName: row.reviewerName, reviewCode: row.reviewCode, reviewCount: 1 });
  }
  const name = (r: ReviewerCount) => r.reviewerName ?? '\uffff';
  return [...byKey.values()].sort(
    (a, b) => b.date.localeCompare(a.date) || name(a).localeCompare(name(b)) || REVIEW_CODES.indexOf(a.reviewCode) - REVIEW_CODES.indexOf(b.reviewCode),
  );
}
