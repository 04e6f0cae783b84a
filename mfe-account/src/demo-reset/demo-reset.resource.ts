import { httpClient, type HttpClient } from 'shared-kit';
import type { CronJobAvailability, CronJobResult } from 'shared-kit/domain';

/** The demo data reset's job id (spec 1 §7: job ids are configured, not reproduced; this one is the mock-api's). */
export const DEMO_RESET_JOB_ID = 'demo-data-reset';

/** Whether the demo data reset may run for the tenant now (the server in demo mode, a tenant with demo data). */
export function fetchDemoResetAvailability(tenantId: string, client: HttpClient = httpClient): Promise<CronJobAvailability> {
  return client.get<CronJobAvailability>(`/api/admin/cron/job/${DEMO_RESET_JOB_ID}/tenant/${encodeURIComponent(tenantId)}`);
}

/** Runs the demo data reset (spec 1 §7: POST .../execute with an empty array). */
export function runDemoReset(tenantId: string, client: HttpClient = httpClient): Promise<CronJobResult> {
  return client.post<CronJobResult>(`/api/admin/cron/job/${DEMO_RESET_JOB_ID}/tenant/${encodeURIComponent(tenantId)}/execute`, []);
}
