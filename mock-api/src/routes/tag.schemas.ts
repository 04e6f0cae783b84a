import { Type } from '@fastify/type-provider-typebox';
import {
  ACTIVITY_MET_STATUSES,
  KNOWN_POTENTIAL_STATUS_CODE,
  NET_NEW_STATUS_CODE,
  ON_CLAIM_STATUSES,
  PRACTITIONER_RESPONSE_CODES,
  REPORTABLE_HEADER_CODES,
  REPORTABLE_STATUSES,
} from 'shared-kit/domain';
import { Enum, Id, PractitionerTagsSchema } from './clinical.schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** Body of PUT /api/encounter/condition/{id}/tags/cdi (spec 2 §4.5): Net New, Known Potential or neither (both null). */
export const CdiTagsBody = Type.Object({
  cdiTags: Type.Object({
    netNewStatusCode: Nullable(Type.Literal(NET_NEW_STATUS_CODE)),
    knownPotentialStatusCode: Nullable(Type.Literal(KNOWN_POTENTIAL_STATUS_CODE)),
    expectedDiagnosis: Type.Optional(Nullable(Type.Boolean())),
  }),
});

/** Body of PUT /api/encounter/condition/{id}/tags/coder (spec 2 §4.5, §5): the claim and reportability decision. */
export const CoderTagsBody = Type.Object({
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
export const PractitionerTagsBody = Type.Array(
  Type.Object({ encounterConditionId: Id, practitionerResponseCode: Nullable(Enum(PRACTITIONER_RESPONSE_CODES)) }),
  { minItems: 1, maxItems: 100 },
);
export const PractitionerTagsAnswer = Type.Array(PractitionerTagsSchema);
