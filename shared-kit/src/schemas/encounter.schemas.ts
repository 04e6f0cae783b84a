import { ENCOUNTER_STATUSES, ENCOUNTER_TYPE_CODES } from '../domain/encounter.constants';
import { MAX_PAGE_COUNT, PAGE_SIZE } from '../domain/limits.constants';
import { LOCK_STATUSES } from '../domain/lock.constants';
import { OFFSHORE_VALUES } from '../domain/patient-search.rules';
import { REVIEW_CODES, REVIEW_QUERY_STATUSES } from '../domain/review.constants';
import { POTENTIAL_OPPORTUNITY_OPTIONS } from '../domain/worklist.constants';
import { ConditionSchema } from './condition.schemas';
import { NoteSchema } from './note.schemas';
import { EncounterLinkSchema, PatientSchema } from './patient.schemas';
import { PractitionerSchema } from './reference.schemas';
import { DateText, Enum, Id, Nullable, Offset, OneOrMany, Text, Type } from './schema.helpers';

export const ReviewCodeSchema = Enum(REVIEW_CODES);
export const ReviewQueryStatusSchema = Enum(REVIEW_QUERY_STATUSES);
export const EncounterStatusSchema = Enum(ENCOUNTER_STATUSES);
export const LockStatusSchema = Enum(LOCK_STATUSES);

/** Review as list rows carry it (spec 1 §3). */
export const ReviewSummarySchema = Type.Object({ reviewCode: ReviewCodeSchema, queryStatusCode: Nullable(ReviewQueryStatusSchema) }, { title: 'ReviewSummary' });

/** The reviewer of a review (spec 2 §3); null shows 'CDI Review Bypassed'. */
export const ReviewerSchema = Type.Object({ userId: Type.Integer(), firstName: Type.String(), lastName: Type.String() }, { title: 'Reviewer' });

/** Review with its reviewer (spec 2 §3). */
export const ReviewSchema = Type.Object(
  { id: Type.Integer(), reviewCode: ReviewCodeSchema, queryStatusCode: Nullable(ReviewQueryStatusSchema), reviewer: Nullable(ReviewerSchema) },
  { title: 'Review' },
);

/** Lock (spec 1 §3, spec 2 §3); patientLockCount is the count of the patient's other locked encounters (detail only). */
export const LockSchema = Type.Object(
  {
    id: Type.Integer(),
    encounterId: Type.Integer(),
    statusCode: LockStatusSchema,
    createdByUsername: Type.String(),
    createdById: Type.Integer(),
    creationDate: Type.String(),
    patientLockCount: Type.Optional(Type.Integer()),
  },
  { title: 'Lock' },
);

/** Largest page of the encounter search (PAGE_SIZE x MAX_PAGE_COUNT). */
export const MAX_SEARCH_LIMIT = PAGE_SIZE * MAX_PAGE_COUNT;

export const ENCOUNTER_SORT_FIELDS = ['start', 'openHccCount', 'lastName', 'firstName', 'birthDate', 'appointmentType', 'ingestDate', 'lastReviewDate', 'id'] as const;
const SORT_PATTERN = `^(${ENCOUNTER_SORT_FIELDS.join('|')})( (asc|desc))?$`;
const PotentialConditionCount = Enum(POTENTIAL_OPPORTUNITY_OPTIONS.map((o) => o.value));
const NlpConditionCount = Type.Integer({ minimum: 1, maximum: 100, description: 'At least this many NLP conditions' });
const View = Type.String({ maxLength: 40, pattern: '^[A-Z_]+$', description: 'A CDI or coder worklist view of the caller' });
const Limit = Type.Integer({ minimum: 1, maximum: MAX_SEARCH_LIMIT });

/** The filter fields of the encounter search shared by its query and body forms (spec 1 §7). */
const searchFields = {
  start: Type.Optional(DateText),
  end: Type.Optional(DateText),
  patientStatus: Type.Optional(Type.Literal('ACTIVE', { description: 'Always ACTIVE; enforced whatever is sent' })),
  lockStatus: Type.Optional(LockStatusSchema),
  reviewQueryStatus: Type.Optional(ReviewQueryStatusSchema),
  onOffShore: Type.Optional(Enum(OFFSHORE_VALUES)),
  mrn: Type.Optional(Text(64, 'One MRN; matches patients holding it among their MRNs')),
  firstName: Type.Optional(Text(100, 'Prefix; % wildcards are ignored')),
  lastName: Type.Optional(Text(100, 'Prefix; % wildcards are ignored')),
  birthDate: Type.Optional(DateText),
  appointmentType: Type.Optional(Text(100, 'Exact; may be wrapped in parentheses')),
  vbcProgram: Type.Optional(Text(100)),
  potentialConditionCount: Type.Optional(PotentialConditionCount),
  nlpConditionCount: Type.Optional(NlpConditionCount),
  specialty: Type.Optional(Text(100, 'Practitioner specialty; may be wrapped in parentheses')),
  view: Type.Optional(View),
  limit: Type.Optional(Limit),
  offset: Type.Optional(Offset),
};

/** Query of GET /api/encounter (spec 1 §7). Lists may repeat the key or use `key[]`. */
export const EncounterSearchQuerySchema = Type.Object({
  ...searchFields,
  reviewCode: Type.Optional(OneOrMany(ReviewCodeSchema)),
  'reviewCode[]': Type.Optional(OneOrMany(ReviewCodeSchema)),
  encounterStatus: Type.Optional(OneOrMany(EncounterStatusSchema)),
  'encounterStatus[]': Type.Optional(OneOrMany(EncounterStatusSchema)),
  practitionerId: Type.Optional(Id),
  patientRegion: Type.Optional(Text(500, 'Region name, or a comma list')),
  patientOrgId: Type.Optional(Type.String({ maxLength: 500, pattern: '^\\d+(,\\d+)*$', description: 'Organization id, or a comma list' })),
  sort: Type.Optional(Type.String({ pattern: SORT_PATTERN, description: `field [asc|desc]; fields: ${ENCOUNTER_SORT_FIELDS.join(', ')}` })),
});

/** Query of GET /api/encounter/search: the keys of GET /api/encounter plus patientId (default sort start desc). */
export const EncounterSearchByPatientQuerySchema = Type.Object({ ...EncounterSearchQuerySchema.properties, patientId: Type.Optional(Id) });

/** Body of POST /api/encounter/search: the same filters as JSON, lists as arrays; unknown keys are refused. */
export const EncounterSearchBodySchema = Type.Object(
  {
    ...searchFields,
    reviewCode: Type.Optional(Type.Array(ReviewCodeSchema, { maxItems: 20 })),
    encounterStatus: Type.Optional(Type.Array(EncounterStatusSchema, { maxItems: 20 })),
    practitionerId: Type.Optional(Id),
    patientId: Type.Optional(Id),
    patientRegion: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100, pattern: '^[^,]+$' }), { maxItems: 50, description: 'Region names' })),
    patientOrgId: Type.Optional(Type.Array(Id, { maxItems: 100, description: 'Organization ids' })),
    sort: Type.Optional(Type.String({ pattern: SORT_PATTERN, description: `field [asc|desc], default start desc; fields: ${ENCOUNTER_SORT_FIELDS.join(', ')}` })),
  },
  { title: 'EncounterSearch', additionalProperties: false },
);

/** An encounter row of the worklists, daily lists and appointments (spec 1 §3). */
export const EncounterListRowSchema = Type.Object(
  {
    id: Type.Integer(),
    start: Type.String(),
    ingestDate: Nullable(Type.String()),
    status: EncounterStatusSchema,
    appointmentType: Nullable(Type.String()),
    openHccCount: Type.Integer(),
    lastReviewDate: Nullable(Type.String()),
    coderQueryOutstandingDate: Nullable(Type.String()),
    patient: PatientSchema,
    practitioner: Nullable(PractitionerSchema),
    review: Nullable(ReviewSummarySchema),
    lock: Nullable(LockSchema),
  },
  { title: 'EncounterListRow' },
);
export const EncounterListSchema = Type.Array(EncounterListRowSchema);

/** A row of the previous-encounters table (spec 2 §2.7: Date, Type, Review Code, Copy Encounter). */
export const PreviousEncounterSchema = Type.Object(
  {
    id: Type.Integer(),
    start: Type.String(),
    status: EncounterStatusSchema,
    appointmentType: Nullable(Type.String()),
    reasonDescription: Nullable(Type.String()),
    review: Nullable(ReviewSummarySchema),
  },
  { title: 'PreviousEncounter' },
);

/** A copy of CDI curation from one encounter to another (spec 2 §4.6); not shaped by the spec. */
export const EncounterCopySchema = Type.Object(
  {
    id: Type.Integer(),
    encounterId: Type.Integer({ description: 'The encounter the curation was copied to' }),
    sourceEncounterId: Type.Integer({ description: 'The encounter the curation was copied from' }),
    createdByUsername: Type.String(),
    creationDate: Type.String(),
  },
  { title: 'EncounterCopy' },
);

/** The full encounter of the detail (spec 2 §3); conditions travel beside it in the detail answer. */
export const EncounterSchema = Type.Object(
  {
    id: Type.Integer(),
    start: Type.String(),
    startDate: Type.String({ description: 'The calendar date of start (YYYY-MM-DD)' }),
    ingestDate: Nullable(Type.String()),
    status: EncounterStatusSchema,
    type: Nullable(Type.String()),
    encounterTypeCode: Nullable(Enum(ENCOUNTER_TYPE_CODES)),
    description: Nullable(Type.String()),
    reasonDescription: Nullable(Type.String()),
    appointmentType: Nullable(Type.String()),
    sourceCodeType: Nullable(Type.String()),
    openHccCount: Type.Integer(),
    copiedFromId: Nullable(Type.Integer()),
    tenantId: Type.String(),
    patient: PatientSchema,
    practitioner: Nullable(PractitionerSchema),
    review: Nullable(ReviewSchema),
    lock: Nullable(LockSchema),
    raf: Nullable(Type.Number()),
    copies: Type.Array(EncounterCopySchema),
    nextEncounter: Nullable(EncounterLinkSchema),
    proposedEncounter: Nullable(EncounterLinkSchema),
  },
  { title: 'Encounter' },
);

/** GET /api/encounter/detail/{id} (spec 2 §3, §7): encounter, conditions, notes, links prev and next, previous. */
export const EncounterDetailSchema = Type.Object(
  {
    encounter: EncounterSchema,
    conditions: Type.Array(ConditionSchema),
    notes: Type.Array(NoteSchema),
    links: Type.Object({ prev: Nullable(EncounterLinkSchema), next: Nullable(EncounterLinkSchema) }),
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
export const EncounterUpdateBodySchema = Type.Object(
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

export const EncounterIdParamsSchema = Type.Object({ encounterId: Id });
export const EncounterStatusParamsSchema = Type.Object({ encounterId: Id, status: EncounterStatusSchema });
export const EncounterTypeParamsSchema = Type.Object({ encounterId: Id, typeCode: Enum(ENCOUNTER_TYPE_CODES) });
export const EncounterCopyParamsSchema = Type.Object({ currentId: Id, previousId: Id });
export const PreviousEncountersParamsSchema = Type.Object({ subjectId: Id, encounterId: Id });

/** Review moves and query toggles (spec 2 §4.1, §4.2, §7). */
export const ReviewCodeParamsSchema = Type.Object({ reviewId: Id, code: ReviewCodeSchema });
export const ReviewQueryParamsSchema = Type.Object({ reviewId: Id, status: ReviewQueryStatusSchema });
/** Body of PUT /api/review: the review the client holds with its changed reviewCode (only id and reviewCode are read). */
export const ReviewUpdateBodySchema = Type.Object({ id: Id, reviewCode: ReviewCodeSchema }, { additionalProperties: true, title: 'ReviewUpdate' });
/** Body and answer of PUT /api/review/unlock. */
export const ReviewUnlockBodySchema = Type.Object({ encounterId: Id });
export const ReviewUnlockAnswerSchema = Type.Object({ released: Type.Boolean() });
