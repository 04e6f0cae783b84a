import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROPERTY_KEYS, type PropertyKey } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { ApiError, ErrorBody, badRequest } from '../http/api-error';
import { listOutbox } from '../mail/outbox.service';

const OutboxMailSchema = Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), sentAt: Type.String() });
const PropertyEntrySchema = Type.Object({ propertyKey: Type.String(), propertyValue: Type.String() });

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
 * Body of PUT /api/dev/tenant/{id}/properties: key → value (text, ≤ 4,000 characters) sets it, key → null removes it
 * (the feature falls back to its default). Keys not named stay as they are.
 */
const TenantPropertiesBody = Type.Record(Type.String({ maxLength: 100 }), Type.Union([Type.String({ maxLength: 4000 }), Type.Null()]), {
  minProperties: 1,
  maxProperties: 50,
});

/** Demo and QA helpers (platform design §5). Registered only when DEMO_MODE is on. */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails the API has "sent", newest first (demo mode only)',
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
        response: { 200: Type.Array(OutboxMailSchema) },
      },
    },
    async (request) => listOutbox(app.db, request.query.limit ?? 100),
  );

  // No session, like the outbox: QA and e2e set flags before anyone signs in. Demo mode is the guard.
  app.put(
    '/api/dev/tenant/:id/properties',
    {
      schema: {
        tags: ['dev'],
        summary: "Set or remove tenant properties (demo mode only); answers the tenant's properties",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        body: TenantPropertiesBody,
        response: { 200: Type.Array(PropertyEntrySchema), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const tenantId = request.params.id;
      const unknown = Object.keys(request.body).filter((key) => !isTenantPropertyKey(key));
      if (unknown.length > 0) throw badRequest(`body: unknown tenant property ${unknown.join(', ')}`);
      const tenant = await app.db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
      if (!tenant) throw new ApiError(404, 'NOT_FOUND', `Tenant ${tenantId} not found`);
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
        await writeAudit(trx, { tenantId, userId: null, action: 'UPDATE', entityType: 'TENANT_PROPERTIES', entityId: tenantId, before, after });
        return after;
      });
    },
  );
};
