import dayjs from 'dayjs';
import type { AuditEntry, AuditPage, DailyReviewCounts, DailyReviewRow, ReviewerCount, TodayYesterdayCounts } from 'shared-kit/domain';
import { REVIEW_CODES } from 'shared-kit/domain';
import { createMockHttpClient, type MockHttpClient, type MockRoutes } from 'shared-kit/mock';

/** Test fixtures of the reports suites, shaped like the API's answers (checked against the contract by the mock client). */
export const dayCounts = (overrides: Partial<DailyReviewCounts> = {}): DailyReviewCounts => ({
  reviewCountOpen: 1,
  reviewCountReadyForCdiQa: 2,
  reviewCountReadyForPhysician: 3,
  reviewCountReadyForCoder: 4,
  reviewCountReadyForCoderQa: 5,
  reviewCountCompleted: 6,
  ...overrides,
});

export const NO_COUNTS: DailyReviewCounts = {
  reviewCountOpen: 0,
  reviewCountReadyForCdiQa: 0,
  reviewCountReadyForPhysician: 0,
  reviewCountReadyForCoder: 0,
  reviewCountReadyForCoderQa: 0,
  reviewCountCompleted: 0,
};

export const TODAY_YESTERDAY: TodayYesterdayCounts = { today: dayCounts(), yesterday: dayCounts({ reviewCountReadyForCdiQa: 10, reviewCountCompleted: 20 }) };

export const REVIEW_COUNTS = REVIEW_CODES.map((reviewCode, index) => ({ reviewCode, reviewCount: (index + 1) * 11 }));

const day = (n: number) => dayjs().subtract(n, 'day').format('YYYY-MM-DD');

/** Daily rows of `days` days, today first, with their pre- and post-visit sums. */
export function dailyRows(days: number): DailyReviewRow[] {
  return Array.from({ length: days }, (_, n) => {
    const counts = n === 0 ? dayCounts() : dayCounts({ reviewCountReadyForCdiQa: n, reviewCountCompleted: 2 * n });
    return { date: day(n), ...counts, preVisit: counts.reviewCountReadyForCdiQa + counts.reviewCountReadyForPhysician, postVisit: counts.reviewCountReadyForCoderQa + counts.reviewCountCompleted };
  });
}

export const REVIEWER_COUNTS: ReviewerCount[] = [
  { date: day(0), reviewerId: 1, reviewerName: 'Casey Diaz', reviewCode: 'READY_FOR_CDI_QA', reviewCount: 2 },
  { date: day(0), reviewerId: 1, reviewerName: 'Casey Diaz', reviewCode: 'READY_FOR_PHYSICIAN', reviewCount: 3 },
  { date: day(0), reviewerId: 4, reviewerName: 'Corey Dalton', reviewCode: 'COMPLETED', reviewCount: 6 },
  { date: day(1), reviewerId: 4, reviewerName: 'Corey Dalton', reviewCode: 'READY_FOR_CODER_QA', reviewCount: 4 },
  { date: day(1), reviewerId: null, reviewerName: null, reviewCode: 'COMPLETED', reviewCount: 1 },
];

export const AUDIT_ENTRIES: AuditEntry[] = [
  {
    id: 31,
    at: '2026-11-21T15:04:05.000Z',
    user: { id: 1, username: 'cdi', alias: 'Casey Diaz' },
    action: 'UPDATE',
    entityType: 'ENCOUNTER_CONDITION',
    entityId: '77',
    encounterId: 42,
    changes: [
      { field: 'content', before: 'Seen in labs', after: 'A1c 8.1 in March' },
      { field: 'version', before: '1', after: '2' },
    ],
  },
  { id: 30, at: '2026-11-21T15:01:00.000Z', user: { id: 1, username: 'cdi', alias: 'Casey Diaz' }, action: 'LOCK', entityType: 'ENCOUNTER', entityId: '42', encounterId: 42, changes: [] },
  { id: 29, at: '2026-11-21T14:00:00.000Z', user: null, action: 'UPDATE', entityType: 'TENANT_PROPERTIES', entityId: 'demo', encounterId: null, changes: [{ field: 'NLP_INSIGHTS', before: null, after: 'true' }] },
];

export const auditPage = (items: AuditEntry[] = AUDIT_ENTRIES, total = items.length): AuditPage => ({ total, items });

export const HUDDLE_REFERENCE_ROUTES: MockRoutes = {
  'GET /api/practitioner/search': [
    { id: 12, firstName: 'Priya', lastName: 'Shah', statusCode: 'ACTIVE', orgId: 1, specialty: 'Cardiology' },
    { id: 13, firstName: 'Ann', lastName: 'Lee', statusCode: 'ACTIVE', orgId: 2, specialty: null },
  ],
  'GET /api/organization': [
    { id: 2, name: 'Zeta Clinic', active: true },
    { id: 1, name: 'Alpha Care', active: true },
    { id: 3, name: 'Closed Practice', active: false },
  ],
  'GET /api/region': [
    { id: 5, alias: 'NE', name: 'NORTH_EAST' },
    { id: 6, alias: 'MW', name: 'MIDWEST' },
  ],
};

/** Samples of this module's fixtures by the endpoint each stands in for (walked by scripts/fixture-modules.test.ts). */
export const REPORTS_FIXTURE_ROUTES: MockRoutes = {
  ...HUDDLE_REFERENCE_ROUTES,
  'GET /api/review/counts': REVIEW_COUNTS,
  'GET /api/dashboard/review/count': TODAY_YESTERDAY,
  'GET /api/dashboard/review/daily': dailyRows(14),
  'GET /api/dashboard/review/reviewer': REVIEWER_COUNTS,
  'GET /api/audit': auditPage(),
  'GET /api/report/worklist/client/cdi': 'PK-xlsx-bytes',
  'GET /api/report/worklist/client/coder': 'PK-xlsx-bytes',
  'GET /api/report/huddle': '%PDF-1.7',
  'GET /api/report/huddle/practitioner/:id': '%PDF-1.7',
  'GET /api/report/huddle/org/:id': '%PDF-1.7',
  'GET /api/report/huddle/region/:id': '%PDF-1.7',
  'GET /api/audit/csv': 'When,Username\r\n',
};

/** A mock API answering every report call with the samples above; `extra` replaces or adds routes. */
export function reportsClient(extra: MockRoutes = {}): MockHttpClient {
  return createMockHttpClient({ ...REPORTS_FIXTURE_ROUTES, ...extra });
}
