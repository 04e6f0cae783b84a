// Builders of API answers for unit tests: each gives a complete, schema-valid value (the contract test walks
// API_FIXTURE_ROUTES below), and `overrides` change what a test cares about.
import type { CoderTags, Condition, Note } from '../domain/condition.types';
import { EMPTY_CODER_DECISION } from '../domain/coder-form.rules';
import type { EncounterDetailResponse, EncounterListRow, Encounter, Lock, Review } from '../domain/encounter.types';
import type { Patient } from '../domain/patient.types';
import type { Practitioner } from '../domain/reference.types';
import type { UserUpdate } from '../domain/account.types';
import type { SessionUser } from '../domain/session';
import type { MockHandler, MockRoutes } from './http-client.mock';
import { createMockSession } from './session.mock';

export function mockPatient(overrides: Partial<Patient> = {}): Patient {
  return {
    id: 1001,
    firstName: 'Ada',
    lastName: 'King',
    birthDate: '1948-05-06',
    mrn: 'MRN1001',
    vbcProgram: null,
    tenantId: 'demo',
    patientRegion: 'NORTH_EAST',
    patientOrgId: 1,
    rulesFilterSpecialtyPrefix: null,
    personalEmail: null,
    homePhone: null,
    insurance: 'Medicare',
    status: 'ACTIVE',
    ...overrides,
  };
}

export function mockPractitioner(overrides: Partial<Practitioner> = {}): Practitioner {
  return { id: 5, firstName: 'Ann', lastName: 'Lee', statusCode: 'ACTIVE', orgId: 1, specialty: 'Cardiology', ...overrides };
}

/** An active lock on `encounterId` held by `createdByUsername`. */
export function mockLock(encounterId: number, createdById: number, createdByUsername: string, overrides: Partial<Lock> = {}): Lock {
  return { id: encounterId * 10, encounterId, statusCode: 'ACTIVE', createdById, createdByUsername, creationDate: '2026-03-03T14:05:00.000Z', ...overrides };
}

export function mockReview(overrides: Partial<Review> = {}): Review {
  return { id: 700, reviewCode: 'OPEN', queryStatusCode: null, reviewer: { userId: 1, firstName: 'Casey', lastName: 'Carter' }, ...overrides };
}

/** Coder tags with every decision and query field empty but `overrides`. */
export function mockCoderTags(overrides: Partial<CoderTags> = {}): CoderTags {
  return {
    queryStatusCode: null,
    queryCreationDate: null,
    queryCreationUsername: null,
    queryResponseDate: null,
    queryResponseUsername: null,
    ...EMPTY_CODER_DECISION,
    ...overrides,
  };
}

/** A worklist, daily-list or appointment row. */
export function mockEncounterRow(id: number, overrides: Partial<EncounterListRow> = {}): EncounterListRow {
  return {
    id,
    start: '2026-03-04T09:30:00.000Z',
    ingestDate: '2026-02-01T08:00:00.000Z',
    status: 'PLANNED',
    appointmentType: 'Annual Wellness',
    openHccCount: 2,
    lastReviewDate: null,
    coderQueryOutstandingDate: null,
    patient: mockPatient({ id: 1000 + id, firstName: `First${id}`, lastName: `Last${id}`, birthDate: '1950-01-02', mrn: `MRN${id}` }),
    practitioner: mockPractitioner(),
    review: { reviewCode: 'OPEN', queryStatusCode: null },
    lock: null,
    ...overrides,
  };
}

export function mockNote(id: number, overrides: Partial<Note> = {}): Note {
  return {
    id,
    encounterId: 42,
    encounterConditionId: null,
    noteBody: 'Reviewed the problem list.',
    noteReasonCode: 'OPEN',
    createdByUserName: 'cdi',
    creationDate: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

export function mockCondition(id: number, overrides: Partial<Condition> = {}): Condition {
  return {
    id,
    encounterId: 42,
    title: 'Type 2 diabetes mellitus with diabetic chronic kidney disease',
    content: null,
    conditionStatus: 'POTENTIAL',
    conditionCode: 'OPEN',
    statusCode: 'ACTIVE',
    icd10CodeJson: ['E1122'],
    hccCode: '37',
    hccDescription: 'Diabetes with Chronic Complications',
    hccVersion: 'CMS_V28',
    confidence: 0.8,
    clinicalEvidence: null,
    addressedDate: null,
    priority: 0,
    notes: [],
    comments: null,
    rules: [],
    cdiTags: null,
    coderTags: null,
    practitionerTags: null,
    checkMark: null,
    source: 'BILLED_DIAGNOSIS',
    ruleFilterId: null,
    reasonCode: null,
    version: 1,
    modificationDate: null,
    creationDate: '2026-03-01T08:00:00.000Z',
    createdById: 1,
    modifiedById: null,
    tenantId: 'demo',
    ...overrides,
  };
}

export function mockEncounter(id: number, overrides: Partial<Encounter> = {}): Encounter {
  return {
    id,
    start: '2026-03-04T09:30:00.000Z',
    startDate: '2026-03-04',
    ingestDate: '2026-02-01T08:00:00.000Z',
    status: 'PLANNED',
    type: null,
    encounterTypeCode: null,
    description: null,
    reasonDescription: 'Follow-up',
    appointmentType: 'Annual Wellness',
    sourceCodeType: null,
    openHccCount: 1,
    copiedFromId: null,
    tenantId: 'demo',
    patient: mockPatient(),
    practitioner: mockPractitioner(),
    review: mockReview(),
    lock: null,
    raf: null,
    copies: [],
    nextEncounter: null,
    proposedEncounter: null,
    ...overrides,
  };
}

/** The encounter detail answer (spec 2 §3): an encounter with `conditions`, no notes, no links, no previous. */
export function mockEncounterDetail(id: number, overrides: Partial<EncounterDetailResponse> = {}): EncounterDetailResponse {
  return { encounter: mockEncounter(id), conditions: [mockCondition(1, { encounterId: id })], notes: [], links: { prev: null, next: null }, previous: [], ...overrides };
}

/**
 * PUT /api/user/{id}/update as the API answers it: the session user with the sent filters replaced, the sent user
 * properties set (a null value removes one) and, with `userRole`, acting in that role.
 */
export function mockUserUpdate(session: SessionUser = createMockSession()): MockHandler {
  return (request) => {
    const { userProperties, userRole, ...filters } = request.body as UserUpdate;
    const properties = new Map(session.userProperties.map((p) => [p.propertyKey, p.propertyValue]));
    for (const p of userProperties ?? []) {
      if (p.propertyValue === null) properties.delete(p.propertyKey);
      else properties.set(p.propertyKey, p.propertyValue);
    }
    return {
      ...session,
      ...filters,
      ...(userRole ? { type: userRole, userRole } : {}),
      userProperties: [...properties].map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue })),
    };
  };
}

/** One sample answer per builder, keyed by the endpoint it stands in for (checked against the API contract). */
export const API_FIXTURE_ROUTES: MockRoutes = {
  'GET /api/encounter': [mockEncounterRow(1), mockEncounterRow(2, { lock: mockLock(2, 4, 'coder') })],
  'GET /api/encounter/detail/:id': mockEncounterDetail(42),
  'PUT /api/encounter/lock/:id': mockLock(42, 1, 'cdi'),
  'GET /api/encounter/note/:encounterId': [mockNote(1)],
  'GET /api/user/practitioner': [mockPractitioner()],
};
