import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { writeAudit } from '../audit/audit.service';
import { authOf } from '../auth/session-support';
import { ApiError, ERROR_CODES } from '../http/api-error';
import { contractSchema } from '../http/contract-route';

export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/feedback',
    {
      preHandler: app.requireSession,
      schema: contractSchema('POST /api/feedback', { tags: ['feedback'], summary: 'Send feedback from any screen (no PHI)' }, [400, 401, 404]),
    },
    async (request, reply) => {
      const { session } = authOf(request);
      const body = request.body;
      const id = await app.db.transaction().execute(async (trx) => {
        // The encounter the feedback names must be one of the caller's tenant (another tenant's id is not theirs to know).
        if (body.encounterId !== null) {
          const encounter = await trx
            .selectFrom('encounters')
            .select('id')
            .where('id', '=', body.encounterId)
            .where('tenant_id', '=', session.tenant_id)
            .executeTakeFirst();
          if (!encounter) throw new ApiError(404, ERROR_CODES[404], `Encounter ${body.encounterId} not found`);
        }
        const row = await trx
          .insertInto('feedback')
          .values({
            tenant_id: session.tenant_id,
            user_id: session.user_id,
            feedback_type_code: body.feedbackTypeCode,
            encounter_id: body.encounterId,
            application_type_code: body.applicationTypeCode,
            application_state: body.applicationState,
            description: body.description.trim(),
            created_at: app.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(trx, {
          tenantId: session.tenant_id,
          userId: session.user_id,
          action: 'CREATE',
          entityType: 'FEEDBACK',
          entityId: row.id,
          after: { ...row, created_at: row.created_at.toISOString() },
        });
        return row.id;
      });
      return reply.status(201).send({ id });
    },
  );
};
