import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../auth/session-support';
import { ApiError } from '../http/api-error';
import { DEMO_RESET_JOB_ID, demoResetAvailable, resetDemoData } from '../reports/demo-reset.service';
import { contractSchema } from '../http/contract-route';

/**
 * Cron jobs run on demand (spec 1 §7). The mock knows one job, `demo-data-reset`, available in demo mode only (spec 1
 * §2.11 and §6: demo and local environments) to any signed-in user of the tenant being reset.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/cron/job/:jobId/tenant/:tenantId',
    {
      preHandler: app.requireSession,
      schema: contractSchema(
        'GET /api/admin/cron/job/:jobId/tenant/:tenantId',
        { tags: ['admin'], summary: 'Whether the caller may run the job for the tenant now (the account page offers the demo data reset only then)' },
        [400, 401, 404],
      ),
    },
    async (request) => {
      const { session } = authOf(request);
      const { jobId, tenantId } = request.params;
      if (jobId !== DEMO_RESET_JOB_ID) throw new ApiError(404, 'NOT_FOUND', `Unknown job ${jobId}`);
      // Another tenant's job is not the caller's to know about: 404, as the run itself answers.
      if (tenantId !== session.tenant_id) throw new ApiError(404, 'NOT_FOUND', `Tenant ${tenantId} not found`);
      return { jobId, tenantId, available: app.config.demoMode && demoResetAvailable(tenantId) };
    },
  );

  app.post(
    '/api/admin/cron/job/:jobId/tenant/:tenantId/execute',
    {
      preHandler: app.requireSession,
      schema: contractSchema('POST /api/admin/cron/job/:jobId/tenant/:tenantId/execute', { tags: ['admin'], summary: `Run a job for a tenant now (only '${DEMO_RESET_JOB_ID}': restore the demo clinical data)` }),
    },
    async (request) => {
      const { session } = authOf(request);
      if (request.params.jobId !== DEMO_RESET_JOB_ID) throw new ApiError(404, 'NOT_FOUND', `Unknown job ${request.params.jobId}`);
      if (!app.config.demoMode) throw new ApiError(403, 'FORBIDDEN', 'The demo data reset is only available in demo mode');
      return resetDemoData(app.db, { tenantId: session.tenant_id, userId: session.user_id }, request.params.tenantId, app.now());
    },
  );
};
