import { Type } from '@fastify/type-provider-typebox';
import { CONDITION_CODES, CONDITION_STATUS_CODES, CONDITION_STATUSES, HCC_VERSIONS, MESSAGES } from 'shared-kit/domain';
import { Enum, Id } from './clinical.schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Icd10Code = Type.String({ minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9.]+$' });

/**
 * Body of PUT /api/encounter/condition: the condition as the screens hold it (spec 2 §7 "whole condition"). id, version
 * and title are required; the editable fields below are applied when present; anything else the client sends (notes,
 * rules, tags, derived values) is ignored here; those have their own calls.
 */
export const ConditionUpdateBody = Type.Object({
  id: Id,
  version: Type.Integer({ minimum: 1 }),
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
});
