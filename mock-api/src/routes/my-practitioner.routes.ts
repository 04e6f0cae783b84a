import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../auth/session-support';
import { contractSchema } from '../http/contract-route';

/**
 * GET /api/user/practitioner: the practitioner(s) the signed-in user is (table `user_practitioners`), A–Z. The
 * physician's daily list (spec 1 §2.5) filters the encounter search by this id; the session user does not carry it
 * (its shape is spec 1 §3's). Any signed-in user may ask about themselves; an unlinked user gets `[]`. Rows of
 * another tenant are never answered, even if a link pointed there.
 */
export const myPractitionerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/user/practitioner',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/user/practitioner', { tags: ['user'], summary: 'The practitioner(s) linked to the signed-in user (the physician daily list)' }, [401]),
    },
    async (request) => {
      const { session } = authOf(request);
      const rows = await app.db
        .selectFrom('user_practitioners as up')
        .innerJoin('practitioners as pr', 'pr.id', 'up.practitioner_id')
        .select(['pr.id', 'pr.first_name', 'pr.last_name', 'pr.status_code', 'pr.org_id', 'pr.specialty'])
        .where('up.user_id', '=', session.user_id)
        .where('pr.tenant_id', '=', session.tenant_id)
        .orderBy('pr.last_name')
        .orderBy('pr.first_name')
        .orderBy('pr.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        statusCode: row.status_code,
        orgId: row.org_id,
        specialty: row.specialty,
      }));
    },
  );
};
