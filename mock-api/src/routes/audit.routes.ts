import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WORKING_ROLES } from 'shared-kit/domain';
import { plainScopeOf } from '../clinical/access.service';
import { auditConditionRead } from '../clinical/condition.service';
import { contractSchema } from '../http/contract-route';
import { auditTrailRoutes } from './audit-trail.routes';

/**
 * POST /api/audit/read/encounter-condition/:id (spec 2 §2.4, §7): opening a condition row records a READ audit event.
 * One path for every working role (CDI_RESTRICTED included, within their regions), like the review calls.
 * The audit trail's reads (GET /api/audit, /api/audit/csv) are registered here too (audit-trail.routes.ts).
 */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(auditTrailRoutes);
  app.post(
    '/api/audit/read/encounter-condition/:id',
    {
      preHandler: app.requireSession,
      schema: contractSchema('POST /api/audit/read/encounter-condition/:id', { tags: ['audit'], summary: 'Record that the caller read a condition (empty body; 204)' }, [401, 403, 404]),
    },
    async (request, reply) => {
      await auditConditionRead(app.db, plainScopeOf(request, WORKING_ROLES), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
