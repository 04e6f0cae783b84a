import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isTimeZone, PROPERTY_KEYS, type PropertyKey } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { authOf } from '../auth/session-support';
import { ApiError, badRequest } from '../http/api-error';
import { listOutbox } from '../mail/outbox.service';
import { contractSchema } from '../http/contract-route';

/** Keys a tenant may carry: shared-kit's property list without the user-only ones (those belong to users). */
const USER_ONLY_KEYS: readonly string[] = [
  PROPERTY_KEYS.userPatientOrgFilter,
  PROPERTY_KEYS.userRegionFilter,
  PROPERTY_KEYS.userOffshoreFilter,
  PROPERTY_KEYS.userCoderQueryHours,
];
const TENANT_PROPERTY_KEYS: readonly string[] = Object.values(PROPERTY_KEYS).filter((key) => !USER_ONLY_KEYS.includes(key));
const isTenantPropertyKey = (key: string): key is PropertyKey => TENANT_PROPERTY_KEYS.includes(key);

/**
 * Demo and QA helpers (platform design §5). Registered only in demo mode (never in production); each needs a
 * signed-in user and touches only that user's tenant (QA reads another user's MFA mail while signed in as any user
 * of the tenant); every call is audited.
 */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireSession);

  app.get(
    '/api/dev/outbox',
    {
      schema: contractSchema('GET /api/dev/outbox', { tags: ['dev'], summary: "Mails the API has \"sent\" for the caller's tenant, newest first (demo mode only)" }, [401]),
    },
    async (request) => {
      const { session } = authOf(request);
      const mails = await listOutbox(app.db, session.tenant_id, request.query.limit ?? 100);
      await writeAudit(app.db, {
        tenantId: session.tenant_id,
        userId: session.user_id,
        action: 'READ',
        entityType: 'OUTBOX',
        entityId: session.tenant_id,
        after: { mails: mails.length },
      });
      return mails;
    },
  );

  app.put(
    '/api/dev/tenant/:id/properties',
    {
      schema: contractSchema('PUT /api/dev/tenant/:id/properties', { tags: ['dev'], summary: "Set or remove the caller's tenant's properties (demo mode only); answers the tenant's properties" }, [400, 401, 404]),
    },
    async (request) => {
      const { session } = authOf(request);
      const tenantId = request.params.id;
      const unknown = Object.keys(request.body).filter((key) => !isTenantPropertyKey(key));
      if (unknown.length > 0) throw badRequest(`body: unknown tenant property ${unknown.join(', ')}`);
      // A zone the runtime does not know would silently fall back to the server's: refuse it where it is typed.
      const zone = request.body[PROPERTY_KEYS.timezone];
      if (typeof zone === 'string' && !isTimeZone(zone)) throw badRequest(`body.${PROPERTY_KEYS.timezone}: '${zone}' is not an IANA time zone`);
      // Another tenant is not the caller's to know about: the same answer as a tenant that does not exist.
      if (tenantId !== session.tenant_id) throw new ApiError(404, 'NOT_FOUND', `Tenant ${tenantId} not found`);
      return app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('tenant_properties')
          .select(['property_key as propertyKey', 'property_value as propertyValue'])
          .where('tenant_id', '=', tenantId)
          .orderBy('property_key')
          .execute();
        for (const [key, value] of Object.entries(request.body)) {
          if (value === null) {
            await trx.deleteFrom('tenant_properties').where('tenant_id', '=', tenantId).where('property_key', '=', key).execute();
          } else {
            await trx
              .insertInto('tenant_properties')
              .values({ tenant_id: tenantId, property_key: key, property_value: value })
              .onConflict((oc) => oc.columns(['tenant_id', 'property_key']).doUpdateSet({ property_value: value }))
              .execute();
          }
        }
        const after = await trx
          .selectFrom('tenant_properties')
          .select(['property_key as propertyKey', 'property_value as propertyValue'])
          .where('tenant_id', '=', tenantId)
          .orderBy('property_key')
          .execute();
        await writeAudit(trx, { tenantId, userId: session.user_id, action: 'UPDATE', entityType: 'TENANT_PROPERTIES', entityId: tenantId, before, after });
        return after;
      });
    },
  );

  // QA of the browser's automatic logoff: makes the caller's own session look idle, so the warning and the logoff
  // can be seen without waiting half an hour. It can only shorten the caller's own session.
  app.post(
    '/api/dev/session/idle',
    {
      schema: contractSchema('POST /api/dev/session/idle', { tags: ['dev'], summary: "Make the caller's own session expire for idleness in `secondsLeft` seconds (demo mode only)" }, [400, 401]),
    },
    async (request) => {
      const { session } = authOf(request);
      const idleMs = app.config.sessionIdleMinutes * 60_000;
      const secondsLeft = Math.min(request.body.secondsLeft, Math.floor(idleMs / 1000));
      const lastSeen = new Date(app.now().getTime() - idleMs + secondsLeft * 1000);
      await app.db.updateTable('sessions').set({ last_seen_at: lastSeen }).where('id', '=', session.id).execute();
      await writeAudit(app.db, {
        tenantId: session.tenant_id,
        userId: session.user_id,
        action: 'UPDATE',
        entityType: 'SESSION',
        entityId: session.user_id,
        after: { idleRemainingSeconds: secondsLeft },
      });
      return { idleRemainingSeconds: secondsLeft };
    },
  );
};
