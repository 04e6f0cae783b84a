import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { ENCOUNTER_TYPE_CODES, MAX_PAGE_COUNT, PAGE_SIZE, POTENTIAL_OPPORTUNITY_OPTIONS } from 'shared-kit/domain';
import {
  ConditionSchema,
  EncounterLinkSchema,
  EncounterStatusSchema,
  Enum,
  Id,
  LockSchema,
  LockStatusSchema,
  NoteSchema,
  PatientSchema,
  PractitionerSchema,
  ReviewCodeSchema,
  ReviewQueryStatusSchema,
  ReviewSchema,
  ReviewSummarySchema,
} from './clinical.schemas';

/** Largest page of the encounter search (PAGE_SIZE x MAX_PAGE_COUNT). */
export const MAX_SEARCH_LIMIT = PAGE_SIZE * MAX_PAGE_COUNT;

export const ENCOUNTER_SORT_FIELDS = ['start', 'openHccCount', 'lastName', 'firstName', 'birthDate', 'appointmentType', 'ingestDate', 'lastReviewDate', 'id'] as const;
const SORT_PATTERN = `^(${ENCOUNTER_SORT_FIELDS.join('|')})( (asc|desc))?$`;

const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });
/** A repeated query key arrives as a list, a single one as a value. */
const OneOrMany = <T extends TSchema>(item: T) => Type.Union([item, Type.Array(item, { maxItems: 20 })]);
const DateText = Type.String({ maxLength: 40, description: 'YYYY-MM-DD, M/D/YYYY or an ISO date-time' });

/** Query of GET /api/encounter (spec 1 §7). Lists may repeat the key or use `key[]`. */
export const EncounterSearchQuerySchema = Type.Object({
  start: Type.Optional(DateText),
  end: Type.Optional(DateText),
  patientStatus: Type.Optional(Type.Literal('ACTIVE', { description: 'Always ACTIVE; enforced whatever is sent' })),
  reviewCode: Type.Optional(OneOrMany(ReviewCodeSchema)),
  'reviewCode[]': Type.Optional(OneOrMany(ReviewCodeSchema)),
  encounterStatus: Type.Optional(OneOrMany(EncounterStatusSchema)),
  'encounterStatus[]': Type.Optional(OneOrMany(EncounterStatusSchema)),
  lockStatus: Type.Optional(LockStatusSchema),
  reviewQueryStatus: Type.Optional(ReviewQueryStatusSchema),
  practitionerId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  patientRegion: Type.Optional(Text(500, 'Region name, or a comma list')),
  patientOrgId: Type.Optional(Type.String({ maxLength: 500, pattern: '^\\d+(,\\d+)*$', description: 'Organization id, or a comma list' })),
  onOffShore: Type.Optional(Enum(['ONSHORE', 'OFFSHORE'] as const)),
  mrn: Type.Optional(Text(64, 'One MRN; matches patients holding it among their MRNs')),
  firstName: Type.Optional(Text(100, 'Prefix; % wildcards are ignored')),
  lastName: Type.Optional(Text(100, 'Prefix; % wildcards are ignored')),
  birthDate: Type.Optional(DateText),
  appointmentType: Type.Optional(Text(100, 'Exact; may be wrapped in parentheses')),
  vbcProgram: Type.Optional(Text(100)),
  potentialConditionCount: Type.Optional(Enum(POTENTIAL_OPPORTUNITY_OPTIONS.map((o) => o.value))),
  nlpConditionCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'At least this many NLP conditions' })),
  specialty: Type.Optional(Text(100, 'Practitioner specialty; may be wrapped in parentheses')),
  view: Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Z_]+$', description: 'A CDI or coder worklist view of the caller' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SEARCH_LIMIT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  sort: Type.Optional(Type.String({ pattern: SORT_PATTERN, description: `field [asc|desc]; fields: ${ENCOUNTER_SORT_FIELDS.join(', ')}` })),
});

export const EncounterListRowSchema = Type.Object(
  {
    id: Type.Integer(),
    start: Type.String(),
    ingestDate: Type.Union([Type.String(), Type.Null()]),
    status: EncounterStatusSchema,
    appointmentType: Type.Union([Type.String(), Type.Null()]),
    openHccCount: Type.Integer(),
    lastReviewDate: Type.Union([Type.String(), Type.Null()]),
    coderQueryOutstandingDate: Type.Union([Type.String(), Type.Null()]),
    patient: PatientSchema,
    practitioner: Type.Union([PractitionerSchema, Type.Null()]),
    review: Type.Union([ReviewSummarySchema, Type.Null()]),
    lock: Type.Union([LockSchema, Type.Null()]),
  },
  { title: 'EncounterListRow' },
);

export const PreviousEncounterSchema = Type.Object({
  id: Type.Integer(),
  start: Type.String(),
  status: EncounterStatusSchema,
  appointmentType: Type.Union([Type.String(), Type.Null()]),
  reasonDescription: Type.Union([Type.String(), Type.Null()]),
  review: Type.Union([ReviewSummarySchema, Type.Null()]),
});

export const EncounterCopySchema = Type.Object({
  id: Type.Integer(),
  encounterId: Type.Integer(),
  sourceEncounterId: Type.Integer(),
  createdByUsername: Type.String(),
  creationDate: Type.String(),
});

export const EncounterSchema = Type.Object(
  {
    id: Type.Integer(),
    start: Type.String(),
    startDate: Type.String(),
    ingestDate: Type.Union([Type.String(), Type.Null()]),
    status: EncounterStatusSchema,
    type: Type.Union([Type.String(), Type.Null()]),
    encounterTypeCode: Type.Union([Type.String(), Type.Null()]),
    description: Type.Union([Type.String(), Type.Null()]),
    reasonDescription: Type.Union([Type.String(), Type.Null()]),
    appointmentType: Type.Union([Type.String(), Type.Null()]),
    sourceCodeType: Type.Union([Type.String(), Type.Null()]),
    openHccCount: Type.Integer(),
    copiedFromId: Type.Union([Type.Integer(), Type.Null()]),
    tenantId: Type.String(),
    patient: PatientSchema,
    practitioner: Type.Union([PractitionerSchema, Type.Null()]),
    review: Type.Union([ReviewSchema, Type.Null()]),
    lock: Type.Union([LockSchema, Type.Null()]),
    raf: Type.Union([Type.Number(), Type.Null()]),
    copies: Type.Array(EncounterCopySchema),
    nextEncounter: Type.Union([EncounterLinkSchema, Type.Null()]),
    proposedEncounter: Type.Union([EncounterLinkSchema, Type.Null()]),
  },
  { title: 'Encounter' },
);

export const EncounterDetailSchema = Type.Object(
  {
    encounter: EncounterSchema,
    conditions: Type.Array(ConditionSchema),
    notes: Type.Array(NoteSchema),
    links: Type.Object({ prev: Type.Union([EncounterLinkSchema, Type.Null()]), next: Type.Union([EncounterLinkSchema, Type.Null()]) }),
    previous: Type.Array(PreviousEncounterSchema),
  },
  { title: 'EncounterDetail' },
);

const NullableText = (maxLength: number, description: string) => Type.Union([Type.String({ maxLength }), Type.Null()], { description });
const TypeCode = Type.Union([Enum(ENCOUNTER_TYPE_CODES), Type.Null()], { description: 'TELEHEALTH, TELEPHONIC, or UNKNOWN / null to clear' });

/**
 * Body of PUT /api/encounter: the encounter as the detail gave it. Only these fields are applied; the rest of the
 * Encounter (status, review, lock, patient, ...) may be sent back and is ignored.
 */
export const EncounterUpdateBody = Type.Object(
  {
    id: Id,
    description: Type.Optional(NullableText(2000, 'Trimmed; blank clears it')),
    reasonDescription: Type.Optional(NullableText(500, 'Reason for visit; trimmed, blank clears it')),
    appointmentType: Type.Optional(NullableText(100, "One of the tenant's appointment types (GET /api/appointment/types), or null")),
    type: Type.Optional(TypeCode),
    encounterTypeCode: Type.Optional(TypeCode),
  },
  { title: 'EncounterUpdate' },
);

export const EncounterStatusParams = Type.Object({ encounterId: Id, status: EncounterStatusSchema });
export const EncounterTypeParams = Type.Object({ encounterId: Id, typeCode: Enum(ENCOUNTER_TYPE_CODES) });
export const EncounterCopyParams = Type.Object({ currentId: Id, previousId: Id });
export const PreviousEncountersParams = Type.Object({ subjectId: Id, encounterId: Id });

/** Query of GET /api/encounter/search: the keys of GET /api/encounter plus patientId (default sort start desc). */
export const EncounterSearchByPatientQuerySchema = Type.Object({
  ...EncounterSearchQuerySchema.properties,
  patientId: Type.Optional(Id),
});

/** Body of POST /api/encounter/search: the same filters as JSON, lists as arrays; unknown keys are refused. */
export const EncounterSearchBodySchema = Type.Object(
  {
    start: Type.Optional(DateText),
    end: Type.Optional(DateText),
    patientStatus: Type.Optional(Type.Literal('ACTIVE', { description: 'Always ACTIVE; enforced whatever is sent' })),
    reviewCode: Type.Optional(Type.Array(ReviewCodeSchema, { maxItems: 20 })),
    encounterStatus: Type.Optional(Type.Array(EncounterStatusSchema, { maxItems: 20 })),
    lockStatus: Type.Optional(LockStatusSchema),
    reviewQueryStatus: Type.Optional(ReviewQueryStatusSchema),
    practitionerId: Type.Optional(Id),
    patientId: Type.Optional(Id),
    patientRegion: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100, pattern: '^[^,]+$' }), { maxItems: 50, description: 'Region names' })),
    patientOrgId: Type.Optional(Type.Array(Id, { maxItems: 100, description: 'Organization ids' })),
    onOffShore: Type.Optional(Enum(['ONSHORE', 'OFFSHORE'] as const)),
    mrn: Type.Optional(Text(64, 'One MRN; matches patients holding it among their MRNs')),
    firstName: Type.Optional(Text(100, 'Prefix; % wildcards are ignored')),
    lastName: Type.Optional(Text(100, 'Prefix; % wildcards are ignored')),
    birthDate: Type.Optional(DateText),
    appointmentType: Type.Optional(Text(100, 'Exact; may be wrapped in parentheses')),
    vbcProgram: Type.Optional(Text(100)),
    potentialConditionCount: Type.Optional(Enum(POTENTIAL_OPPORTUNITY_OPTIONS.map((o) => o.value))),
    nlpConditionCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'At least this many NLP conditions' })),
    specialty: Type.Optional(Text(100, 'Practitioner specialty; may be wrapped in parentheses')),
    view: Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Z_]+$', description: 'A CDI or coder worklist view of the caller' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SEARCH_LIMIT })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    sort: Type.Optional(Type.String({ pattern: SORT_PATTERN, description: `field [asc|desc], default start desc; fields: ${ENCOUNTER_SORT_FIELDS.join(', ')}` })),
  },
  { title: 'EncounterSearch', additionalProperties: false },
);
