import type { EncounterListRow, Lock } from 'shared-kit';
import { createMockHttpClient, type MockHttpClient, type MockRequest, type MockRoutes } from 'shared-kit/mock';

/** Test fixtures of the worklist suites: list rows shaped like the API's, and the reference lists. */
export function encounterRow(id: number, overrides: Partial<EncounterListRow> = {}): EncounterListRow {
  return {
    id,
    start: '2026-03-04T09:30:00',
    ingestDate: '2026-02-01T08:00:00',
    status: 'PLANNED',
    appointmentType: 'Annual Wellness',
    openHccCount: 2,
    lastReviewDate: null,
    coderQueryOutstandingDate: null,
    patient: {
      id: 1000 + id,
      firstName: `First${id}`,
      lastName: `Last${id}`,
      birthDate: '1950-01-02',
      mrn: `MRN${id}`,
      vbcProgram: null,
      tenantId: 'demo',
    },
    practitioner: { id: 5, firstName: 'Ann', lastName: 'Lee', statusCode: 'ACTIVE', orgId: 1 },
    review: { reviewCode: 'OPEN', queryStatusCode: null },
    lock: null,
    conditions: [],
    ...overrides,
  };
}

export function activeLock(createdById: number, createdByUsername: string, creationDate = '2026-03-03T14:05:00'): Lock {
  return { statusCode: 'ACTIVE', createdById, createdByUsername, creationDate };
}

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
    { id: 12, firstName: 'Ann', lastName: 'Lee', statusCode: 'ACTIVE', orgId: 1 },
    { id: 13, firstName: 'Bo', lastName: 'Chan', statusCode: 'ACTIVE', orgId: 2 },
  ],
  'GET /api/appointment/types': ['Annual Wellness', 'Follow-up'],
};

/** A mock API answering the reference lists and the encounter search with `encounters` (a handler or rows). */
export function worklistClient(encounters: ((request: MockRequest) => unknown) | EncounterListRow[], extra: MockRoutes = {}): MockHttpClient {
  return createMockHttpClient({ ...REFERENCE_ROUTES, 'GET /api/encounter': encounters, 'GET /api/restricted/encounter': encounters, ...extra });
}

/** The encounter searches the client answered, newest last. */
export const encounterSearches = (client: MockHttpClient) => client.calls.filter((call) => /\/encounter$/.test(call.path));
