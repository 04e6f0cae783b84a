// The query aging view's shapes, derived from the API schemas (shared-kit/schemas).
import type { Static } from 'typebox';
import type { CODER_QUERY_KINDS, CoderQueryAgingQuerySchema, CoderQueryAgingRowSchema, CoderQueryAgingSchema } from '../schemas/coder-query.schemas';

/** GET /api/coder/query/aging: the tenant's outstanding coder queries, oldest first. */
export type CoderQueryAging = Static<typeof CoderQueryAgingSchema>;
export type CoderQueryAgingRow = Static<typeof CoderQueryAgingRowSchema>;
export type CoderQueryAgingQuery = Static<typeof CoderQueryAgingQuerySchema>;
export type CoderQueryKind = (typeof CODER_QUERY_KINDS)[number];
