import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../auth/session-support';
import { ApiError, ErrorBody } from '../http/api-error';
import { DEMO_RESET_JOB_ID, resetDemoData } from '../reports/demo-reset.service';

const Params = Type.Object({ jobId: Type.String({ minLength: 1, maxLength: 100 }), tenantId: Type.String({ minLength: 1, maxLength: 100 }) });
/** The client sends an empty array (spec 1 §7); job arguments are not supported. */
const Body = Type.Array(Type.Unknown(), { maxItems: 0 });
const ResultSchema = Type.Object(
  {
    status: Type.Literal('OK'),
    jobId: Type.String(),
    tenantId: Type.String(),
    message: Type.String(),
    encounters: Type.Integer(),
    durationMs: Type.Integer(),
  },
  { title: 'CronJobResult' },
);

/**
 * Cron jobs run on demand (spec 1 §7). The mock knows one job, `demo-data-reset`, available in demo mode only (spec 1
 * §2.11 and §6: demo and local environments) to any signed-in user of the tenant being reset.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/cron/job/:jobId/tenant/:tenantId/execute',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['admin'],
        summary: `Run a job for a tenant now (only '${DEMO_RESET_JOB_ID}': restore the demo clinical data)`,
        params: Params,
        body: Body,
        response: { 200: ResultSchema, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { session } = authOf(request);
      if (request.params.jobId !== DEMO_RESET_JOB_ID) throw new ApiError(404, 'NOT_FOUND', `Unknown job ${request.params.jobId}`);
      if (!app.config.demoMode) throw new ApiError(403, 'FORBIDDEN', 'The demo data reset is only available in demo mode');
      return resetDemoData(app.db, { tenantId: session.tenant_id, userId: session.user_id }, request.params.tenantId, app.now());
    },
  );
};
