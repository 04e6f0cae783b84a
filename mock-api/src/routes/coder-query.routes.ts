import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CODER_TYPE_ROLES } from 'shared-kit/domain';
import { scopeOf } from '../clinical/access.service';
import { coderQueryAging } from '../clinical/coder-query-aging.service';
import { contractSchema, READ_ERRORS } from '../http/contract-route';

/** The coder query aging view (issue 12, beyond the spec), for coders and coder QA managers. */
export const coderQueryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/coder/query/aging',
    {
      preHandler: app.requireSession,
      schema: contractSchema(
        'GET /api/coder/query/aging',
        { tags: ['coder'], summary: "Every outstanding coder query of the tenant with its age, oldest first; the ones past the tenant's escalation threshold marked" },
        READ_ERRORS,
      ),
    },
    async (request) => coderQueryAging(app.db, scopeOf(request, false, CODER_TYPE_ROLES), request.query, app.now()),
  );
};
