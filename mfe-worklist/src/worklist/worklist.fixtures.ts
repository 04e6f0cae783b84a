import type { EncounterListRow, Lock } from 'shared-kit';
import { createMockHttpClient, mockEncounterRow, mockLock, type MockHttpClient, type MockRequest, type MockRoutes } from 'shared-kit/mock';

/** Test fixtures of the worklist suites: list rows shaped like the API's (shared-kit/mock builders), and the reference lists. */
export const encounterRow = (id: number, overrides: Partial<EncounterListRow> = {}): EncounterListRow =>
  mockEncounterRow(id, { start: '2026-03-04T09:30:00', ingestDate: '2026-02-01T08:00:00', ...overrides });

/** An active lock held by the user, as the worklist rows carry it. */
export const activeLock = (createdById: number, createdByUsername: string, creationDate = '2026-03-03T14:05:00'): Lock =>
  mockLock(1, createdById, createdByUsername, { creationDate });

export const rowsFrom = (first: number, count: number): EncounterListRow[] =>
  Array.from({ length: count }, (_, i) => encounterRow(first + i));

export const REFERENCE_ROUTES: MockRoutes = {
  'GET /api/organization': [
    { id: 2, name: 'Zeta Clinic', active: true },
    { id: 1, name: 'Alpha Care', active: true },
    { id: 3, name: 'Closed Practice', active: false },
  ],
  'GET /api/region': [
    { id: 1, alias: 'NE', name: 'NORTH_EAST' },
    { id: 2, alias: 'SW', name: 'SOUTH_WEST' },
  ],
  'GET /api/practitioner/search': [
    { id: 12, firstName: 'Ann', lastName: 'Lee', statusCode: 'ACTIVE', orgId: 1, specialty: null },
    { id: 13, firstName: 'Bo', lastName: 'Chan', statusCode: 'ACTIVE', orgId: 2, specialty: 'Cardiology' },
  ],
  'GET /api/appointment/types': ['Annual Wellness', 'Follow-up'],
};

/** A mock API answering the reference lists and the encounter search with `encounters` (a handler or rows). */
export function worklistClient(encounters: ((request: MockRequest) => unknown) | EncounterListRow[], extra: MockRoutes = {}): MockHttpClient {
  return createMockHttpClient({ ...REFERENCE_ROUTES, 'GET /api/encounter': encounters, 'GET /api/restricted/encounter': encounters, ...extra });
}

/** The encounter searches the client answered, newest last. */
export const encounterSearches = (client: MockHttpClient) => client.calls.filter((call) => /\/encounter$/.test(call.path));

/** Samples of this module's fixtures by the endpoint each stands in for (walked by scripts/fixture-modules.test.ts). */
export const WORKLIST_FIXTURE_ROUTES: MockRoutes = {
  ...REFERENCE_ROUTES,
  'GET /api/encounter': [encounterRow(1), encounterRow(2, { lock: activeLock(4, 'coder') })],
};
