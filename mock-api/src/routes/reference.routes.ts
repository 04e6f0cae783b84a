import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ICD10_PAGE_SIZE, WORKING_ROLES } from 'shared-kit/domain';
import { notFound, plainScopeOf } from '../clinical/access.service';
import { appointmentTypesOf } from '../clinical/appointment-types.repository';
import { badRequest } from '../http/api-error';
import { contractSchema, READ_ERRORS } from '../http/contract-route';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A `{text}%` pattern of the ICD10 query: text with a trailing % is a prefix, without it an exact match. */
function likePattern(text: string): string {
  const prefix = text.endsWith('%');
  const core = escapeLike((prefix ? text.slice(0, -1) : text).trim());
  return prefix ? `${core}%` : core;
}

/** Parses 'id:{text}%' and ',OR desc:{text}%' (spec 2 §7) into their patterns. */
export function parseIcd10Query(q: string): { id: string | null; desc: string | null } {
  const result: { id: string | null; desc: string | null } = { id: null, desc: null };
  for (const part of q.split(/,\s*OR\s+/i)) {
    const match = /^\s*(id|desc):(.*)$/i.exec(part);
    if (!match) throw badRequest(`query.q: expected 'id:{text}%' or 'desc:{text}%', got '${part}'`);
    const [, key = '', text = ''] = match;
    // Codes are stored without the dot and upper case; people type E11.9.
    if (key.toLowerCase() === 'id') result.id = likePattern(text.replace(/\./g, '').toUpperCase());
    else result.desc = likePattern(text.toLowerCase());
  }
  if (!result.id?.replace('%', '') && !result.desc?.replace('%', '')) throw badRequest('query.q: give some text to search for');
  return result;
}

/** Reference lists (spec 1 §7): organizations, regions, practitioners, appointment types, ICD-10 search. */
export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/organization',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/organization', { tags: ['reference'], summary: "The tenant's organizations (active flag included)" }, READ_ERRORS),
    },
    async (request) => {
      const scope = plainScopeOf(request, WORKING_ROLES);
      const dir = request.query.sort?.endsWith('desc') ? 'desc' : 'asc';
      return app.db
        .selectFrom('organizations')
        .select(['id', 'name', 'active'])
        .where('tenant_id', '=', scope.tenantId)
        .orderBy('name', dir)
        .orderBy('id')
        .limit(request.query.limit ?? 999)
        .offset(request.query.offset ?? 0)
        .execute();
    },
  );

  app.get(
    '/api/organization/:id',
    { preHandler: app.requireSession, schema: contractSchema('GET /api/organization/:id', { tags: ['reference'], summary: 'One organization' }, READ_ERRORS) },
    async (request) => {
      const scope = plainScopeOf(request, WORKING_ROLES);
      const row = await app.db
        .selectFrom('organizations')
        .select(['id', 'name', 'active'])
        .where('id', '=', request.params.id)
        .where('tenant_id', '=', scope.tenantId)
        .executeTakeFirst();
      if (!row) throw notFound(`Organization ${request.params.id} not found`);
      return row;
    },
  );

  app.get(
    '/api/region',
    { preHandler: app.requireSession, schema: contractSchema('GET /api/region', { tags: ['reference'], summary: "The tenant's regions" }, READ_ERRORS) },
    async (request) => {
      const scope = plainScopeOf(request, WORKING_ROLES);
      return app.db.selectFrom('regions').select(['id', 'alias', 'name']).where('tenant_id', '=', scope.tenantId).orderBy('name').execute();
    },
  );

  app.get(
    '/api/practitioner/search',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/practitioner/search', { tags: ['reference'], summary: 'Practitioners by status, organization and name prefix' }, READ_ERRORS),
    },
    async (request) => {
      const scope = plainScopeOf(request, WORKING_ROLES);
      const { statusCode, orgId, limit, offset, q, withOrg } = request.query;
      let query = app.db
        .selectFrom('practitioners as pr')
        .leftJoin('organizations as o', 'o.id', 'pr.org_id')
        .select(['pr.id', 'pr.first_name', 'pr.last_name', 'pr.status_code', 'pr.org_id', 'pr.specialty', 'o.name as org_name', 'o.active as org_active'])
        .where('pr.tenant_id', '=', scope.tenantId);
      if (statusCode) query = query.where('pr.status_code', '=', statusCode);
      if (orgId !== undefined) query = query.where('pr.org_id', '=', orgId);
      if (q) {
        const [field, text = ''] = q.split(':') as ['lastName' | 'firstName', string];
        const prefix = text.replace(/%/g, '').trim().toLowerCase();
        if (prefix) query = query.where(sql<boolean>`lower(${sql.ref(field === 'lastName' ? 'pr.last_name' : 'pr.first_name')}) like ${`${escapeLike(prefix)}%`}`);
      }
      const rows = await query.orderBy('pr.last_name').orderBy('pr.first_name').orderBy('pr.id').limit(limit ?? 999).offset(offset ?? 0).execute();
      return rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        statusCode: r.status_code,
        orgId: r.org_id,
        specialty: r.specialty,
        ...(withOrg
          ? { organization: r.org_id !== null && r.org_name !== null && r.org_active !== null ? { id: r.org_id, name: r.org_name, active: r.org_active } : null }
          : {}),
      }));
    },
  );

  app.get(
    '/api/appointment/types',
    { preHandler: app.requireSession, schema: contractSchema('GET /api/appointment/types', { tags: ['reference'], summary: "Appointment types in use in the tenant, A to Z" }, READ_ERRORS) },
    async (request) => {
      const scope = plainScopeOf(request, WORKING_ROLES);
      return appointmentTypesOf(app.db, scope.tenantId);
    },
  );

  app.get(
    '/api/icd10/search',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/icd10/search', { tags: ['reference'], summary: 'ICD-10-CM codes by code prefix or description prefix (default 5)' }, READ_ERRORS),
    },
    async (request) => {
      plainScopeOf(request, WORKING_ROLES);
      const { id, desc } = parseIcd10Query(request.query.q);
      const [field = 'id', dir = 'asc'] = (request.query.sort ?? 'id asc').split(' ') as ['id' | 'description', 'asc' | 'desc'];
      const rows = await app.db
        .selectFrom('icd10_codes')
        .selectAll()
        .where((eb) =>
          eb.or([
            ...(id ? [eb('code', 'like', id)] : []),
            ...(desc ? [sql<boolean>`lower(description) like ${desc}`] : []),
          ]),
        )
        .orderBy(field === 'id' ? 'code' : 'description', dir)
        .orderBy('code')
        .limit(request.query.limit ?? ICD10_PAGE_SIZE)
        .offset(request.query.offset ?? 0)
        .execute();
      return rows.map((r) => ({ id: r.code, description: r.description, hccV24: r.cms_hcc_v24, hccV28: r.cms_hcc_v28 }));
    },
  );
};
