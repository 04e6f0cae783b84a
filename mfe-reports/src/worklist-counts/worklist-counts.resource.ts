import { httpClient, type HttpClient } from 'shared-kit';
import { type ReviewCount, type TodayYesterdayCounts } from 'shared-kit/domain';

/** Reviews per review code now (spec 1 §7 GET /api/review/counts). */
export function fetchReviewCounts(client: HttpClient = httpClient): Promise<ReviewCount[]> {
  return client.get<ReviewCount[]>('/api/review/counts');
}

/** Reviews worked today and yesterday (spec 1 §7 GET /api/dashboard/review/count). */
export function fetchTodayYesterdayCounts(client: HttpClient = httpClient): Promise<TodayYesterdayCounts> {
  return client.get<TodayYesterdayCounts>('/api/dashboard/review/count');
}

/** The CDI worklist report, cdi-worklist.xlsx (spec 1 §2.10). */
export function fetchCdiWorkbook(client: HttpClient = httpClient): Promise<Blob> {
  return client.get<Blob>('/api/report/worklist/client/cdi', { responseType: 'blob' });
}

/** The coder worklist report, coder-worklist.xlsx (spec 1 §2.10). */
export function fetchCoderWorkbook(client: HttpClient = httpClient): Promise<Blob> {
  return client.get<Blob>('/api/report/worklist/client/coder', { responseType: 'blob' });
}
