import { httpClient, type HttpClient } from 'shared-kit';
import { type DailyReviewRow, type ReviewerCount } from 'shared-kit/domain';

/** Reviews worked per day, today first (GET /api/dashboard/review/daily). */
export function fetchDailyRows(days: number, client: HttpClient = httpClient): Promise<DailyReviewRow[]> {
  return client.get<DailyReviewRow[]>('/api/dashboard/review/daily', { params: { days } });
}

/** Reviews worked per day, reviewer and review code (GET /api/dashboard/review/reviewer, spec 1 §3 report rows). */
export function fetchReviewerCounts(days: number, client: HttpClient = httpClient): Promise<ReviewerCount[]> {
  return client.get<ReviewerCount[]>('/api/dashboard/review/reviewer', { params: { days } });
}
