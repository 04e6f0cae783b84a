import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { WORKING_ROLES } from 'shared-kit/domain';
import { plainScopeOf } from '../clinical/access.service';
import { auditConditionRead } from '../clinical/condition.service';
import { ErrorBody } from '../http/api-error';
import { IdParams } from './clinical.schemas';

/**
 * POST /api/audit/read/encounter-condition/:id (spec 2 §2.4, §7): opening a condition row records a READ audit event.
 * One path for every working role (CDI_RESTRICTED included, within their regions), like the review calls.
 */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/audit/read/encounter-condition/:id',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['audit'],
        summary: 'Record that the caller read a condition (empty body; 204)',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Recorded' }), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await auditConditionRead(app.db, plainScopeOf(request, WORKING_ROLES), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
