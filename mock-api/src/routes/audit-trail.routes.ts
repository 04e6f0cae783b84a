import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_TRAIL_ROLES } from 'shared-kit/domain';
import { AUDIT_CSV_FILE_NAME, auditCsv } from '../audit/audit-csv';
import { auditTrailExport, auditTrailPage } from '../audit/audit-trail.service';
import { plainScopeOf, scopeTimeZone } from '../clinical/access.service';
import { contractSchema } from '../http/contract-route';

/**
 * The audit trail (issue 14; HIPAA §164.312(b) audit controls): QA managers and clinical admins (shared-kit
 * AUDIT_TRAIL_ROLES) read their tenant's audit events by encounter, user and day range, newest first, and export them
 * as CSV. Every read and export is itself audited. Other roles 403.
 */
export const auditTrailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['audit'];
  app.get(
    '/api/audit',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/audit', { tags, summary: "A page of the tenant's audit trail, newest first (the read is audited)" }, [400, 401, 403, 404]),
    },
    async (request) => auditTrailPage(app.db, plainScopeOf(request, AUDIT_TRAIL_ROLES), request.query),
  );

  app.get(
    '/api/audit/csv',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/audit/csv', { tags, summary: `The matching audit events as ${AUDIT_CSV_FILE_NAME} (the export is audited)` }, [400, 401, 403, 404]),
    },
    async (request, reply) => {
      const scope = plainScopeOf(request, AUDIT_TRAIL_ROLES);
      const entries = await auditTrailExport(app.db, scope, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${AUDIT_CSV_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(auditCsv(entries, scopeTimeZone(scope)), 'utf8'));
    },
  );
};
