import { Type } from '@fastify/type-provider-typebox';
import {
  CONDITION_CODES,
  CONDITION_STATUS_CODES,
  CONDITION_STATUSES,
  ENCOUNTER_STATUSES,
  HCC_VERSIONS,
  LOCK_STATUSES,
  NOTE_REASON_CODES,
  REVIEW_CODES,
  REVIEW_QUERY_STATUSES,
} from 'shared-kit/domain';

/** A string enum from a shared-kit list (an unknown value is a 400 naming the field). */
export const Enum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Enum<[...T]>([...values] as [...T], options);

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id });

export const ReviewCodeSchema = Enum(REVIEW_CODES);
export const ReviewQueryStatusSchema = Enum(REVIEW_QUERY_STATUSES);
export const EncounterStatusSchema = Enum(ENCOUNTER_STATUSES);
export const LockStatusSchema = Enum(LOCK_STATUSES);

export const EncounterLinkSchema = Type.Object({ encounterStart: Type.String(), encounterId: Type.Integer() });

export const PatientSchema = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    birthDate: Type.String(),
    mrn: Type.String(),
    id_mrn: Type.Optional(Type.String()),
    vbcProgram: Nullable(Type.String()),
    tenantId: Type.String(),
    patientRegion: Nullable(Type.String()),
    regionName: Type.Optional(Nullable(Type.String())),
    patientOrgId: Nullable(Type.Integer()),
    rulesFilterSpecialtyPrefix: Nullable(Type.String()),
    rulesFilterTypes: Type.Optional(Nullable(Type.String())),
    rulesHccVersion: Type.Optional(Nullable(Type.String())),
    personalEmail: Nullable(Type.String()),
    homePhone: Nullable(Type.String()),
    insurance: Nullable(Type.String()),
    status: Type.String(),
  },
  { title: 'Patient' },
);

export const PractitionerSchema = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    statusCode: Type.String(),
    orgId: Nullable(Type.Integer()),
    specialty: Type.Optional(Nullable(Type.String())),
  },
  { title: 'Practitioner' },
);

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

export const ReviewSummarySchema = Type.Object({ reviewCode: ReviewCodeSchema, queryStatusCode: Nullable(ReviewQueryStatusSchema) });

export const ReviewerSchema = Type.Object({ userId: Type.Integer(), firstName: Type.String(), lastName: Type.String() });

export const ReviewSchema = Type.Object(
  { id: Type.Integer(), reviewCode: ReviewCodeSchema, queryStatusCode: Nullable(ReviewQueryStatusSchema), reviewer: Nullable(ReviewerSchema) },
  { title: 'Review' },
);

export const NoteSchema = Type.Object(
  {
    id: Type.Integer(),
    encounterId: Type.Integer(),
    encounterConditionId: Nullable(Type.Integer()),
    noteBody: Type.String(),
    noteReasonCode: Enum(NOTE_REASON_CODES),
    createdByUserName: Type.String(),
    creationDate: Type.String(),
  },
  { title: 'Note' },
);

const Str = Nullable(Type.String());
export const RuleSchema = Type.Object({
  id: Nullable(Type.Integer()),
  reason: Type.String(),
  title: Str,
  statusCode: Type.String(),
  encounterConditionId: Nullable(Type.Integer()),
  targetId: Nullable(Type.Integer()),
  targetSourceCode: Str,
  targetType: Str,
  targetSubtypeCode: Str,
  ruleInputJson: Type.Unknown(),
});

export const CdiTagsSchema = Type.Object({
  netNewStatusCode: Str,
  knownPotentialStatusCode: Str,
  expectedDiagnosis: Nullable(Type.Boolean()),
  encounterConditionId: Type.Integer(),
});

export const CoderTagsSchema = Type.Object({
  queryStatusCode: Str,
  queryCreationDate: Str,
  queryCreationUsername: Str,
  queryResponseDate: Str,
  queryResponseUsername: Str,
  onClaimStatusCode: Str,
  reportableStatusCode: Str,
  reportableHeaderCode: Str,
  reportableReason: Str,
  reportableText: Str,
  conditionDiagnosisCode: Str,
  activityMetStatusCode: Str,
});

export const PractitionerTagsSchema = Type.Object({ encounterConditionId: Type.Integer(), practitionerResponseCode: Str });

export const ConditionSchema = Type.Object(
  {
    id: Type.Integer(),
    encounterId: Type.Integer(),
    title: Type.String(),
    content: Str,
    conditionStatus: Enum(CONDITION_STATUSES),
    conditionCode: Enum(CONDITION_CODES),
    statusCode: Enum(CONDITION_STATUS_CODES),
    icd10CodeJson: Type.Unknown(),
    hccCode: Str,
    hccDescription: Str,
    hccVersion: Nullable(Enum(HCC_VERSIONS)),
    confidence: Nullable(Type.Number()),
    clinicalEvidence: Str,
    addressedDate: Str,
    priority: Type.Integer(),
    notes: Type.Array(NoteSchema),
    comments: Str,
    rules: Type.Array(RuleSchema),
    cdiTags: Nullable(CdiTagsSchema),
    coderTags: Nullable(CoderTagsSchema),
    practitionerTags: Nullable(PractitionerTagsSchema),
    checkMark: Str,
    source: Str,
    ruleFilterId: Nullable(Type.Integer()),
    reasonCode: Str,
    version: Type.Integer(),
    modificationDate: Str,
    creationDate: Type.String(),
    createdById: Nullable(Type.Integer()),
    modifiedById: Nullable(Type.Integer()),
    tenantId: Type.String(),
  },
  { title: 'Condition' },
);
