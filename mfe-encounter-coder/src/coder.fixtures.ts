import type { CoderQueryAging, CoderTags, Condition, EncounterDetailResponse, Lock, ReviewCode, ReviewQueryStatus, Role } from 'shared-kit';
import {
  createMockHttpClient,
  createMockRemoteProps,
  createMockSession,
  mockCoderTags,
  mockCondition,
  mockEncounter,
  mockEncounterDetail,
  mockLock,
  mockNote,
  mockRoute,
  type MockRequest,
  type MockRoutes,
} from 'shared-kit/mock';

/** The coder user of the fixtures (shared-kit/mock's demo coder). */
export const CODER_USER_ID = createMockSession('CODER').userId;

/** Coder tags with every field empty but `overrides` (shared-kit/mock). */
export const coderTags = mockCoderTags;

/**
 * The coder suites' conditions: a known one with a query outstanding since January (overdue), a known addressed one,
 * a potential one without an HCC, an activity, a removed and a dismissed one.
 */
export function coderConditions(): Condition[] {
  return [
    mockCondition(1, {
      title: 'Diabetes with CKD',
      conditionStatus: 'KNOWN',
      coderTags: coderTags({ queryStatusCode: 'QUERY_OUTSTANDING', queryCreationDate: '2026-01-05T10:00:00.000Z', queryCreationUsername: 'coder' }),
    }),
    mockCondition(2, { title: 'Diabetes with neuropathy', conditionStatus: 'KNOWN', conditionCode: 'ADDRESSED', addressedDate: '2026-02-01T10:00:00.000Z', icd10CodeJson: ['E1140'] }),
    mockCondition(3, { title: 'Morbid obesity', conditionStatus: 'POTENTIAL', hccCode: null, hccDescription: null, icd10CodeJson: ['E6601'] }),
    mockCondition(5, { title: 'Annual wellness visit', conditionStatus: 'ACTIVITY', hccCode: null, hccDescription: null, icd10CodeJson: ['Z0000'] }),
    mockCondition(4, { title: 'Old removed one', conditionCode: 'REMOVED', hccCode: null }),
    mockCondition(6, { title: 'Dismissed one', conditionCode: 'DISMISSED', hccCode: null }),
  ];
}

/** An encounter detail of the coder suites (encounter 42, READY_FOR_CODER unless asked otherwise). */
export function coderDetail(overrides: { lock?: Lock | null; reviewCode?: ReviewCode; queryStatusCode?: ReviewQueryStatus | null; conditions?: Condition[] } = {}): EncounterDetailResponse {
  const base = mockEncounterDetail(42);
  return {
    ...base,
    encounter: mockEncounter(42, {
      lock: overrides.lock === undefined ? null : overrides.lock,
      review: { id: 700, reviewCode: overrides.reviewCode ?? 'READY_FOR_CODER', queryStatusCode: overrides.queryStatusCode ?? null, reviewer: { userId: 2, firstName: 'Quinn', lastName: 'Adams' } },
      reasonDescription: 'Follow-up',
      appointmentType: 'Annual Wellness',
    }),
    conditions: overrides.conditions ?? coderConditions(),
    notes: [mockNote(1, { noteBody: 'Claim sent on Monday.' })],
    previous: [
      { id: 30, start: '2026-01-10T15:00:00.000Z', status: 'FINISHED', appointmentType: 'Follow-up', reasonDescription: 'Check-up', review: { reviewCode: 'COMPLETED', queryStatusCode: null } },
    ],
  };
}

export const myLock = () => mockLock(42, CODER_USER_ID, 'coder');
export const othersLock = () => mockLock(42, 99, 'coderqa', { creationDate: '2026-03-03T14:05:00.000Z' });

/** A query aging answer: one escalated condition query and one fresh encounter query. */
export function agingAnswer(): CoderQueryAging {
  return {
    generatedAt: '2026-03-05T12:00:00.000Z',
    escalationHours: 24,
    total: 2,
    escalatedCount: 1,
    rows: [
      {
        kind: 'CONDITION',
        encounterId: 42,
        encounterStart: '2026-03-01T09:30:00.000Z',
        encounterStatus: 'FINISHED',
        reviewCode: 'READY_FOR_CODER',
        patient: { id: 7, firstName: 'Ada', lastName: 'King' },
        practitioner: { id: 3, firstName: 'Sam', lastName: 'Lee' },
        conditionId: 1,
        conditionTitle: 'Diabetes with CKD',
        icd10Code: 'E1122',
        queryCreationDate: '2026-03-02T10:00:00.000Z',
        queryCreationUsername: 'coder',
        ageHours: 74,
        escalated: true,
      },
      {
        kind: 'ENCOUNTER',
        encounterId: 43,
        encounterStart: '2026-03-04T09:30:00.000Z',
        encounterStatus: 'FINISHED',
        reviewCode: 'COMPLETED',
        patient: { id: 8, firstName: 'Ben', lastName: 'Ode' },
        practitioner: null,
        conditionId: null,
        conditionTitle: null,
        icd10Code: null,
        queryCreationDate: '2026-03-05T09:00:00.000Z',
        queryCreationUsername: null,
        ageHours: 3,
        escalated: false,
      },
    ],
  };
}

/**
 * A mock API for the coder detail over a mutable detail: coder tags and query writes change the condition as the API
 * would (the decision replaced, the query status set).
 */
export function coderClient(initial: EncounterDetailResponse, extra: MockRoutes = {}) {
  let detail = initial;
  const replace = (id: number, change: (c: Condition) => Condition) => {
    const changed = detail.conditions.map((c) => (c.id === id ? change(c) : c));
    detail = { ...detail, conditions: changed };
    return changed.find((c) => c.id === id);
  };
  const client = createMockHttpClient({
    'GET /api/encounter/detail/:id': () => detail,
    'GET /api/encounter/note/:encounterId': () => detail.notes,
    'GET /api/encounter/note/:encounterId/condition/:conditionId': (req: MockRequest) => detail.conditions.find((c) => String(c.id) === req.params.conditionId)?.notes ?? [],
    'PUT /api/encounter/condition/:id/tags/coder': (req: MockRequest) => {
      const body = req.body as { coderTags: Partial<CoderTags> };
      return replace(Number(req.params.id), (c) => ({ ...c, coderTags: coderTags({ ...c.coderTags, ...body.coderTags }) }));
    },
    'PUT /api/encounter/condition/:id/query': (req: MockRequest) => {
      const body = req.body as { coderTags: Pick<CoderTags, 'queryStatusCode'> };
      return replace(Number(req.params.id), (c) => ({ ...c, coderTags: coderTags({ ...c.coderTags, queryStatusCode: body.coderTags.queryStatusCode }) }));
    },
    'GET /api/icd10/search': () => [
      { id: 'E6601', description: 'Morbid (severe) obesity due to excess calories', hccV24: '22', hccV28: '48' },
      { id: 'E669', description: 'Obesity, unspecified', hccV24: null, hccV28: null },
    ],
    ...extra,
  });
  return { client, current: () => detail };
}

/** The props the shell passes on the coder detail route (or the query aging route). */
export const coderProps = (role: Role = 'CODER', mode: 'standalone' | 'smart' | 'embedded' = 'standalone', path?: string) =>
  createMockRemoteProps({
    session: createMockSession(role),
    mode,
    route: mockRoute(path ?? `/auth/${mode === 'standalone' ? '' : `${mode}/`}encounter/detail/42`),
  });

/** Samples of this module's fixtures by the endpoint each stands in for (walked by scripts/fixture-modules.test.ts). */
export const CODER_FIXTURE_ROUTES: MockRoutes = {
  'GET /api/encounter/detail/:id': coderDetail({ lock: myLock() }),
  'PUT /api/encounter/lock/:id': myLock(),
  'GET /api/coder/query/aging': agingAnswer(),
};
