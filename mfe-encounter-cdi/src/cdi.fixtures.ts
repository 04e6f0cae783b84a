import type { Condition, EncounterDetailResponse, Lock, Note, ReviewCode, Role } from 'shared-kit';
import {
  createMockHttpClient,
  createMockRemoteProps,
  createMockSession,
  mockCondition,
  mockEncounter,
  mockEncounterDetail,
  mockLock,
  mockNote,
  mockRoute,
  type MockRequest,
  type MockRoutes,
} from 'shared-kit/mock';

/** The CDI user of the fixtures (shared-kit/mock's demo CDI user). */
export const CDI_USER_ID = createMockSession('CDI').userId;

/** An encounter detail of the CDI suites: three conditions (two in HCC 37, one potential without an HCC), a removed one. */
export function cdiDetail(overrides: { lock?: Lock | null; reviewCode?: ReviewCode; conditions?: Condition[]; notes?: Note[] } = {}): EncounterDetailResponse {
  const base = mockEncounterDetail(42);
  return {
    ...base,
    encounter: mockEncounter(42, {
      lock: overrides.lock === undefined ? null : overrides.lock,
      review: { id: 700, reviewCode: overrides.reviewCode ?? 'OPEN', queryStatusCode: null, reviewer: { userId: 2, firstName: 'Quinn', lastName: 'Adams' } },
      reasonDescription: null,
      appointmentType: 'Annual Wellness',
    }),
    conditions: overrides.conditions ?? [
      mockCondition(1, { title: 'Suspect: Diabetes with CKD', hccCode: '37', conditionStatus: 'KNOWN', content: '**Seen** in labs', addressedDate: null }),
      mockCondition(2, { title: 'Diabetes with neuropathy', hccCode: '37', conditionStatus: 'KNOWN', icd10CodeJson: ['E1140'] }),
      mockCondition(3, { title: 'Morbid obesity', hccCode: null, hccDescription: null, icd10CodeJson: ['E6601'] }),
      mockCondition(4, { title: 'Old removed one', conditionCode: 'REMOVED', hccCode: null }),
    ],
    notes: overrides.notes ?? [mockNote(1, { noteBody: 'Call the practice about labs.' })],
    previous: [
      { id: 30, start: '2026-01-10T15:00:00.000Z', status: 'FINISHED', appointmentType: 'Follow-up', reasonDescription: 'Check-up', review: { reviewCode: 'READY_FOR_PHYSICIAN', queryStatusCode: null } },
      { id: 29, start: '2025-11-02T15:00:00.000Z', status: 'CANCELLED', appointmentType: 'Annual Wellness', reasonDescription: null, review: { reviewCode: 'OPEN', queryStatusCode: null } },
    ],
  };
}

/** A lock on encounter 42 held by the CDI user (mine) or by another user. */
export const myLock = () => mockLock(42, CDI_USER_ID, 'cdi');
export const othersLock = () => mockLock(42, 99, 'cdiqa', { creationDate: '2026-03-03T14:05:00.000Z' });

/** A mock API serving the encounter detail of `detail()` (a function, so a test can change what it answers). */
export function cdiClient(detail: () => EncounterDetailResponse, extra: MockRoutes = {}) {
  return createMockHttpClient({
    'GET /api/encounter/detail/:id': () => detail(),
    'GET /api/restricted/encounter/detail/:id': () => detail(),
    'GET /api/encounter/note/:encounterId': () => detail().notes,
    'GET /api/encounter/note/:encounterId/condition/:conditionId': (req: MockRequest) => detail().conditions.find((c) => String(c.id) === req.params.conditionId)?.notes ?? [],
    ...extra,
  });
}

/** The props the shell passes on the CDI detail route. */
export const cdiProps = (role: Role = 'CDI', mode: 'standalone' | 'smart' | 'embedded' = 'standalone', conditions?: string) =>
  createMockRemoteProps({
    session: createMockSession(role, { tenantProperties: [{ propertyKey: 'CDI_COPY_PASTE', propertyValue: 'true' }] }),
    mode,
    route: mockRoute(`/auth/${mode === 'standalone' ? '' : `${mode}/`}encounter/detail/42${conditions ? `/conditions/${conditions}` : ''}`),
  });

/** Samples of this module's fixtures by the endpoint each stands in for (walked by scripts/fixture-modules.test.ts). */
export const CDI_FIXTURE_ROUTES: MockRoutes = {
  'GET /api/encounter/detail/:id': cdiDetail({ lock: myLock() }),
  'PUT /api/encounter/lock/:id': myLock(),
};
