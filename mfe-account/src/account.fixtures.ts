import type { CronJobAvailability, CronJobResult, Organization, Region } from 'shared-kit/domain';
import { MESSAGES } from 'shared-kit/domain';
import { createMockHttpClient, createMockSession, mockUserUpdate, type MockHttpClient, type MockRoutes } from 'shared-kit/mock';

/** Test fixtures of the account suites, shaped like the API's answers (checked against the contract by the mock client). */
export const REGIONS: Region[] = [
  { id: 5, alias: 'NE', name: 'NORTH_EAST' },
  { id: 6, alias: 'MW', name: 'MIDWEST' },
  { id: 7, alias: 'SW', name: 'SOUTH_WEST' },
];

export const ORGANIZATIONS: Organization[] = [
  { id: 2, name: 'Zeta Clinic', active: true },
  { id: 1, name: 'Alpha Care', active: true },
  { id: 3, name: 'Closed Practice', active: false },
];

export const AVAILABLE: CronJobAvailability = { jobId: 'demo-data-reset', tenantId: 'demo', available: true };

export const RESET_DONE: CronJobResult = { status: 'OK', jobId: 'demo-data-reset', tenantId: 'demo', message: MESSAGES.demoResetSuccess, encounters: 1500, durationMs: 3100 };

/** Samples of this module's fixtures by the endpoint each stands in for (walked by scripts/fixture-modules.test.ts). */
export const ACCOUNT_FIXTURE_ROUTES: MockRoutes = {
  'GET /api/region': REGIONS,
  'GET /api/organization': ORGANIZATIONS,
  'GET /api/admin/cron/job/:jobId/tenant/:tenantId': AVAILABLE,
  'POST /api/admin/cron/job/:jobId/tenant/:tenantId/execute': RESET_DONE,
  'GET /api/sso/reset': { message: MESSAGES.passwordResetEmailSent },
  'PUT /api/user/:id/update': createMockSession('CODER'),
};

/** A mock API answering the account page's calls; the user update answers like the API (mockUserUpdate). */
export function accountClient(extra: MockRoutes = {}): MockHttpClient {
  return createMockHttpClient({ ...ACCOUNT_FIXTURE_ROUTES, 'PUT /api/user/:id/update': mockUserUpdate(), ...extra });
}
