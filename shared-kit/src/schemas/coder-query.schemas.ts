import { ENCOUNTER_STATUSES } from '../domain/encounter.constants';
import { REVIEW_CODES } from '../domain/review.constants';
import { Enum, Nullable, Offset, Type } from './schema.helpers';

/** Largest page of the query aging view. */
export const CODER_QUERY_AGING_MAX_LIMIT = 500;
export const CODER_QUERY_AGING_DEFAULT_LIMIT = 200;

/** Where a coder query sits: on a condition (coderTags) or on the whole encounter's review (the query icon). */
export const CODER_QUERY_KINDS = ['CONDITION', 'ENCOUNTER'] as const;

/** Query of GET /api/coder/query/aging. */
export const CoderQueryAgingQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CODER_QUERY_AGING_MAX_LIMIT, description: `Rows per page, default ${CODER_QUERY_AGING_DEFAULT_LIMIT}` })),
  offset: Type.Optional(Offset),
  escalatedOnly: Type.Optional(Type.Boolean({ description: 'Only the queries past the escalation threshold' })),
});

const Person = Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() });

/** One outstanding coder query of the tenant, with its age at the answer's `generatedAt`. */
export const CoderQueryAgingRowSchema = Type.Object(
  {
    kind: Enum(CODER_QUERY_KINDS),
    encounterId: Type.Integer(),
    encounterStart: Type.String(),
    encounterStatus: Enum(ENCOUNTER_STATUSES),
    reviewCode: Nullable(Enum(REVIEW_CODES)),
    patient: Person,
    practitioner: Nullable(Person, 'The provider the query waits on (the encounter practitioner)'),
    conditionId: Nullable(Type.Integer()),
    conditionTitle: Nullable(Type.String()),
    icd10Code: Nullable(Type.String()),
    queryCreationDate: Nullable(Type.String({ description: 'When the query was raised (ISO); null when unknown' })),
    queryCreationUsername: Nullable(Type.String()),
    ageHours: Nullable(Type.Number({ description: 'Hours outstanding at generatedAt' })),
    escalated: Type.Boolean({ description: 'Outstanding longer than escalationHours' }),
  },
  { title: 'CoderQueryAgingRow' },
);

/** GET /api/coder/query/aging: every outstanding coder query of the tenant, oldest first. */
export const CoderQueryAgingSchema = Type.Object(
  {
    generatedAt: Type.String(),
    escalationHours: Type.Integer({ description: "The tenant's escalation threshold (CODER_QUERY_WINDOW_HOURS, default 24)" }),
    total: Type.Integer({ description: 'Outstanding queries in all (with escalatedOnly: the escalated ones)' }),
    escalatedCount: Type.Integer(),
    rows: Type.Array(CoderQueryAgingRowSchema),
  },
  { title: 'CoderQueryAging' },
);
