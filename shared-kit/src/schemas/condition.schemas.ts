import {
  ACTIVITY_MET_STATUSES,
  CLAIM_TYPES,
  CODER_QUERY_STATUSES,
  CONDITION_CODES,
  CONDITION_STATUS_CODES,
  CONDITION_STATUSES,
  HCC_VERSIONS,
  KNOWN_POTENTIAL_STATUS_CODE,
  NET_NEW_STATUS_CODE,
  ON_CLAIM_STATUSES,
  PRACTITIONER_RESPONSE_CODES,
  REPORTABLE_HEADER_CODES,
  REPORTABLE_STATUSES,
  RULE_STATUS_CODES,
  TARGET_SOURCES,
} from '../domain/condition.constants';
import { MESSAGES } from '../domain/messages';
import { NoteSchema } from './note.schemas';
import { Enum, Id, Nullable, Type } from './schema.helpers';

const Str = Nullable(Type.String());
const Icd10Code = Type.String({ minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9.]+$' });

/** One ICD10 code or a list; the first is used (spec 2 §3). */
export const Icd10CodeJsonSchema = Nullable(Type.Union([Type.String(), Type.Array(Type.String())]));

/** ruleInputJson of a rule (spec 2 §3); type 'new rule' marks an unsaved reason. */
export const RuleInputJsonSchema = Type.Object(
  {
    type: Type.String(),
    ruleInternalId: Str,
    conditionStatus: Nullable(Enum(CONDITION_STATUSES)),
    claimUseEnum: Nullable(Enum(CLAIM_TYPES)),
  },
  { title: 'RuleInputJson' },
);

/** A rule, shown as a reason of a condition (spec 2 §3). */
export const RuleSchema = Type.Object(
  {
    id: Nullable(Type.Integer()),
    reason: Type.String(),
    title: Str,
    statusCode: Enum(RULE_STATUS_CODES),
    encounterConditionId: Nullable(Type.Integer()),
    targetId: Nullable(Type.Integer()),
    targetSourceCode: Nullable(Enum(TARGET_SOURCES)),
    targetType: Str,
    targetSubtypeCode: Str,
    ruleInputJson: Nullable(RuleInputJsonSchema),
  },
  { title: 'Rule' },
);

/** CDI tags (spec 2 §3): Net New, Known Potential or neither (both null). */
export const CdiTagsSchema = Type.Object(
  {
    netNewStatusCode: Nullable(Type.Literal(NET_NEW_STATUS_CODE)),
    knownPotentialStatusCode: Nullable(Type.Literal(KNOWN_POTENTIAL_STATUS_CODE)),
    expectedDiagnosis: Nullable(Type.Boolean()),
    encounterConditionId: Type.Integer(),
  },
  { title: 'CdiTags' },
);

/** Coder tags (spec 2 §3). Reportable reasons are codes of REPORTABLE_REASONS, kept as text (the list may grow). */
export const CoderTagsSchema = Type.Object(
  {
    queryStatusCode: Nullable(Enum(CODER_QUERY_STATUSES)),
    queryCreationDate: Str,
    queryCreationUsername: Str,
    queryResponseDate: Str,
    queryResponseUsername: Str,
    onClaimStatusCode: Nullable(Enum(ON_CLAIM_STATUSES)),
    reportableStatusCode: Nullable(Enum(REPORTABLE_STATUSES)),
    reportableHeaderCode: Nullable(Enum(REPORTABLE_HEADER_CODES)),
    reportableReason: Str,
    reportableText: Str,
    conditionDiagnosisCode: Str,
    activityMetStatusCode: Nullable(Enum(ACTIVITY_MET_STATUSES)),
  },
  { title: 'CoderTags' },
);

/** Practitioner tags (spec 2 §3); the list form is the body of PUT .../tags/practitioner. */
export const PractitionerTagsSchema = Type.Object(
  { encounterConditionId: Type.Integer(), practitionerResponseCode: Nullable(Enum(PRACTITIONER_RESPONSE_CODES)) },
  { title: 'PractitionerTags' },
);

/** A condition as the API sends it (spec 2 §3). content is markdown; `source` is the spec's "source marker". */
export const ConditionSchema = Type.Object(
  {
    id: Type.Integer(),
    encounterId: Type.Integer(),
    title: Type.String(),
    content: Str,
    conditionStatus: Enum(CONDITION_STATUSES),
    conditionCode: Enum(CONDITION_CODES),
    statusCode: Enum(CONDITION_STATUS_CODES),
    icd10CodeJson: Icd10CodeJsonSchema,
    hccCode: Str,
    hccDescription: Str,
    hccVersion: Nullable(Enum(HCC_VERSIONS)),
    confidence: Nullable(Type.Number({ description: 'The HCC confidence (spec 2 §3 "confidence (hccConfidence)")' })),
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
export const ConditionListSchema = Type.Array(ConditionSchema);

/** The editable fields of a condition, shared by create and update. */
const editableFields = {
  title: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: MESSAGES.conditionTitleRequired }),
  content: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  conditionStatus: Type.Optional(Enum(CONDITION_STATUSES)),
  conditionCode: Type.Optional(Enum(CONDITION_CODES)),
  statusCode: Type.Optional(Enum(CONDITION_STATUS_CODES)),
  icd10CodeJson: Type.Optional(Nullable(Type.Union([Icd10Code, Type.Array(Icd10Code, { maxItems: 20 })]))),
  hccCode: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  hccDescription: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  hccVersion: Type.Optional(Nullable(Enum(HCC_VERSIONS))),
  confidence: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1 }))),
  clinicalEvidence: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  addressedDate: Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}' }))),
  priority: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  checkMark: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  comments: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
};

/**
 * Body of PUT /api/encounter/condition: the condition as the screens hold it (spec 2 §7 "whole condition"). id, version
 * and title are required; the editable fields are applied when present; anything else the client sends (notes,
 * rules, tags, derived values) is ignored here; those have their own calls.
 */
export const ConditionUpdateSchema = Type.Object({ id: Id, version: Type.Integer({ minimum: 1 }), ...editableFields }, { title: 'ConditionUpdate' });

/**
 * Body of POST /api/encounter/condition (spec 2 §7): the condition fields and `encounter: { id }`. Absent fields take
 * the spec's new-condition defaults (§9); rules follow in their own call; other fields are ignored.
 */
export const NewConditionSchema = Type.Object({ ...editableFields, encounter: Type.Object({ id: Id }) }, { title: 'NewCondition' });

/** One reason row of PUT /api/encounter/condition/rule (spec 2 §3 Rule; id null for a new one). */
export const RuleWriteSchema = Type.Object(
  {
    id: Type.Optional(Nullable(Id)),
    encounterConditionId: Id,
    reason: Nullable(Type.String({ maxLength: 4000 })),
    title: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    statusCode: Type.Optional(Nullable(Enum(RULE_STATUS_CODES))),
    targetId: Type.Optional(Nullable(Type.Integer())),
    targetSourceCode: Type.Optional(Nullable(Enum(TARGET_SOURCES))),
    targetType: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    targetSubtypeCode: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    ruleInputJson: Type.Optional(
      Nullable(
        Type.Object({
          type: Type.Optional(Type.String({ maxLength: 40 })),
          ruleInternalId: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
          conditionStatus: Type.Optional(Nullable(Enum(CONDITION_STATUSES))),
          claimUseEnum: Type.Optional(Nullable(Enum(CLAIM_TYPES))),
        }),
      ),
    ),
  },
  { title: 'RuleWrite' },
);
export const RuleSaveSchema = Type.Array(RuleWriteSchema, { minItems: 1, maxItems: 100 });

/** Body of PUT /api/encounter/condition/{id}/query: the condition, of which only coderTags.queryStatusCode is read. */
export const ConditionQuerySchema = Type.Object({ coderTags: Type.Object({ queryStatusCode: Enum(CODER_QUERY_STATUSES) }) });

/** Body of PUT /api/encounter/condition/{id}/tags/cdi (spec 2 §4.5): Net New, Known Potential or neither (both null). */
export const CdiTagsUpdateSchema = Type.Object({
  cdiTags: Type.Object({
    netNewStatusCode: Nullable(Type.Literal(NET_NEW_STATUS_CODE)),
    knownPotentialStatusCode: Nullable(Type.Literal(KNOWN_POTENTIAL_STATUS_CODE)),
    expectedDiagnosis: Type.Optional(Nullable(Type.Boolean())),
  }),
});

/** Body of PUT /api/encounter/condition/{id}/tags/coder (spec 2 §4.5, §5): the claim and reportability decision. */
export const CoderTagsUpdateSchema = Type.Object({
  coderTags: Type.Object({
    onClaimStatusCode: Type.Optional(Nullable(Enum(ON_CLAIM_STATUSES))),
    reportableStatusCode: Type.Optional(Nullable(Enum(REPORTABLE_STATUSES))),
    reportableHeaderCode: Type.Optional(Nullable(Enum(REPORTABLE_HEADER_CODES))),
    reportableReason: Type.Optional(Nullable(Type.String({ maxLength: 80 }))),
    reportableText: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    conditionDiagnosisCode: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9.]+$' }))),
    activityMetStatusCode: Type.Optional(Nullable(Enum(ACTIVITY_MET_STATUSES))),
  }),
});

/** Body of PUT /api/encounter/condition/tags/practitioner (spec 2 §7): one or more responses. */
export const PractitionerTagsUpdateSchema = Type.Array(
  Type.Object({ encounterConditionId: Id, practitionerResponseCode: Nullable(Enum(PRACTITIONER_RESPONSE_CODES)) }),
  { minItems: 1, maxItems: 100 },
);
export const PractitionerTagsListSchema = Type.Array(PractitionerTagsSchema);

/** GET /api/nlp/prediction/{id}: an NLP document item (spec 2 §3) with its id, condition and the spans to highlight. */
export const NlpDocumentSchema = Type.Object(
  {
    id: Type.Integer(),
    encounterConditionId: Type.Integer(),
    encounterId: Type.Integer(),
    pageText: Type.String(),
    predictedText: Type.String(),
    highlights: Type.Array(Type.Object({ start: Type.Integer(), end: Type.Integer() }), { description: 'Where predictedText occurs in pageText: [start, end) offsets' }),
    hccCode: Str,
    hccDescription: Str,
    icd10Code: Str,
    icd10Description: Str,
    documentTypeCode: Type.String(),
    documentDateOfService: Type.String({ description: 'YYYY-MM-DD' }),
  },
  { title: 'NlpDocument' },
);
export const NlpDocumentListSchema = Type.Array(NlpDocumentSchema);
