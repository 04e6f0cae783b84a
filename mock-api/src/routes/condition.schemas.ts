import { Type } from '@fastify/type-provider-typebox';
import {
  CLAIM_TYPES,
  CODER_QUERY_STATUSES,
  CONDITION_CODES,
  CONDITION_STATUS_CODES,
  CONDITION_STATUSES,
  HCC_VERSIONS,
  MESSAGES,
  RULE_STATUS_CODES,
  TARGET_SOURCES,
} from 'shared-kit/domain';
import { Enum, Id } from './clinical.schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Icd10Code = Type.String({ minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9.]+$' });

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
 * and title are required; the editable fields below are applied when present; anything else the client sends (notes,
 * rules, tags, derived values) is ignored here; those have their own calls.
 */
export const ConditionUpdateBody = Type.Object({ id: Id, version: Type.Integer({ minimum: 1 }), ...editableFields });

/**
 * Body of POST /api/encounter/condition (spec 2 §7): the condition fields and `encounter: { id }`. Absent fields take
 * the spec's new-condition defaults (§9); rules follow in their own call; other fields are ignored.
 */
export const ConditionCreateBody = Type.Object({ ...editableFields, encounter: Type.Object({ id: Id }) }, { title: 'NewCondition' });

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
export const RuleSaveBody = Type.Array(RuleWriteSchema, { minItems: 1, maxItems: 100 });

/** Body of PUT /api/encounter/condition/{id}/query: the condition, of which only coderTags.queryStatusCode is read. */
export const ConditionQueryBody = Type.Object({ coderTags: Type.Object({ queryStatusCode: Enum(CODER_QUERY_STATUSES) }) });
