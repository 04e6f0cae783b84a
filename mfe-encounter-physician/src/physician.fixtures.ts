import type { AppMode, Condition, EncounterDetailResponse, NlpDocument, PractitionerResponseCode, PropertyEntry, Role } from 'shared-kit';
import {
  createMockHttpClient,
  createMockRemoteProps,
  createMockSession,
  mockCondition,
  mockEncounter,
  mockEncounterDetail,
  mockLock,
  mockReply,
  mockRoute,
  type MockRequest,
  type MockRoutes,
} from 'shared-kit/mock';

const tag = (id: number, code: PractitionerResponseCode | null) => (code === null ? null : { encounterConditionId: id, practitionerResponseCode: code });

/**
 * An encounter detail of the physician suites (start 3/4/2026): two known conditions in HCC 37 (one addressed this
 * year), a potential one in HCC 37 without a response, a standalone potential one, a dismissed potential one, an NLP
 * potential one, a removed one and an activity.
 */
export function physicianDetail(overrides: { conditions?: Condition[]; start?: string } = {}): EncounterDetailResponse {
  const base = mockEncounterDetail(42);
  const start = overrides.start ?? '2026-03-04T09:30:00.000Z';
  return {
    ...base,
    encounter: mockEncounter(42, {
      start,
      lock: mockLock(42, 2, 'cdiqa', { creationDate: '2026-03-03T14:05:00.000Z' }),
      review: { id: 700, reviewCode: 'READY_FOR_PHYSICIAN', queryStatusCode: null, reviewer: null },
      nextEncounter: { encounterId: 43, encounterStart: '2026-04-01T15:00:00.000Z' },
    }),
    links: { prev: { encounterId: 41, encounterStart: '2026-01-04T09:30:00.000Z' }, next: { encounterId: 43, encounterStart: '2026-04-01T15:00:00.000Z' } },
    conditions: overrides.conditions ?? [
      mockCondition(1, { title: 'Diabetes with CKD', conditionStatus: 'KNOWN', hccCode: '37', practitionerTags: tag(1, 'ACCEPT') }),
      mockCondition(2, { title: 'Diabetes with neuropathy', conditionStatus: 'KNOWN', hccCode: '37', addressedDate: '2026-02-01', practitionerTags: null }),
      mockCondition(3, { title: 'Suspect: Diabetes with ketoacidosis', conditionStatus: 'POTENTIAL', hccCode: '37', practitionerTags: null }),
      mockCondition(4, { title: 'Morbid obesity', conditionStatus: 'POTENTIAL', hccCode: null, hccDescription: null, icd10CodeJson: ['E6601'], practitionerTags: null }),
      mockCondition(5, { title: 'Old dismissed one', conditionStatus: 'POTENTIAL', conditionCode: 'DISMISSED', hccCode: '0', practitionerTags: null }),
      mockCondition(6, { title: 'Heart failure', conditionStatus: 'POTENTIAL', hccCode: '226', hccDescription: 'Heart Failure', source: 'NLP', practitionerTags: tag(6, 'NOT_CLICKED') }),
      mockCondition(7, { title: 'Removed one', conditionCode: 'REMOVED', hccCode: null }),
      mockCondition(8, { title: 'Annual wellness visit', conditionStatus: 'ACTIVITY', hccCode: null, hccDescription: null, icd10CodeJson: null, practitionerTags: null }),
    ],
  };
}

export const nlpDocument = (id = 900, conditionId = 6): NlpDocument => ({
  id,
  encounterConditionId: conditionId,
  encounterId: 42,
  pageText: 'Assessment and plan. Chronic heart failure, stable. Heart failure follow up in three months.',
  predictedText: 'heart failure',
  highlights: [
    { start: 29, end: 42 },
    { start: 52, end: 65 },
  ],
  hccCode: '226',
  hccDescription: 'Heart Failure',
  icd10Code: 'I5022',
  icd10Description: 'Chronic systolic heart failure',
  documentTypeCode: 'PROGRESS_NOTE',
  documentDateOfService: '2026-02-02',
});

/** A mock API serving `detail()`, taking practitioner responses, dismissals, READ audits and NLP documents. */
export function physicianClient(detail: () => EncounterDetailResponse, extra: MockRoutes = {}) {
  return createMockHttpClient({
    'GET /api/encounter/detail/:id': (req: MockRequest) => (req.params.id === '42' ? detail() : mockReply(404, { error: { code: 'NOT_FOUND', message: 'Encounter not found' } })),
    'PUT /api/encounter/condition/tags/practitioner': (req: MockRequest) => req.body as unknown,
    'PUT /api/encounter/condition': (req: MockRequest) => {
      const body = req.body as { id: number; conditionCode: Condition['conditionCode'] };
      const condition = detail().conditions.find((c) => c.id === body.id) ?? mockCondition(body.id);
      return { ...condition, conditionCode: body.conditionCode, version: condition.version + 1 };
    },
    'POST /api/audit/read/encounter-condition/:id': mockReply(204, null),
    'GET /api/nlp/prediction/:id': (req: MockRequest) => (req.params.id === '6' ? [nlpDocument()] : []),
    ...extra,
  });
}

const props = (entries: Record<string, string>): PropertyEntry[] => Object.entries(entries).map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue }));

/** The props the shell passes on the physician routes, with the tenant's properties. */
export function physicianProps(options: { role?: Role; mode?: AppMode; tenant?: Record<string, string>; path?: string } = {}) {
  const mode = options.mode ?? 'standalone';
  const path = options.path ?? `/auth/${mode === 'standalone' ? '' : `${mode}/`}encounter/detail/42`;
  return createMockRemoteProps({
    session: createMockSession(options.role ?? 'PHYSICIAN', { tenantProperties: props(options.tenant ?? {}) }),
    mode,
    route: mockRoute(path),
  });
}

/** Samples of this module's fixtures by the endpoint each stands in for (walked by scripts/fixture-modules.test.ts). */
export const PHYSICIAN_FIXTURE_ROUTES: MockRoutes = {
  'GET /api/encounter/detail/:id': physicianDetail(),
  'GET /api/nlp/prediction/:id': [nlpDocument()],
  'PUT /api/encounter/condition/tags/practitioner': [{ encounterConditionId: 3, practitionerResponseCode: 'ACCEPT' }],
};
