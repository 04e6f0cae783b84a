import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { NAV_ITEMS, parseFilterDate, type Role } from 'shared-kit/domain';
import { plainScopeOf, scopeTimeZone, type Scope } from '../clinical/access.service';
import { badRequest } from '../http/api-error';
import { huddlePdf, type HuddleScope } from '../reports/huddle.service';
import { dailyCounts, reviewCounts, reviewerCounts, todayYesterdayCounts } from '../reports/review-counts.service';
import { worklistRows, type WorklistKind } from '../reports/worklist-rows';
import { WORKLIST_FILE_NAMES, worklistWorkbook } from '../reports/worklist-workbook';
import { contractSchema, READ_ERRORS } from '../http/contract-route';
import { DEFAULT_DAILY_DAYS, XLSX_CONTENT_TYPE } from 'shared-kit/schemas';

/** Reports are for the roles whose navigation has Reports (spec 1 §6; shared-kit NAV_ITEMS is the one list). */
export const REPORT_ROLES: readonly Role[] = NAV_ITEMS.find((item) => item.key === 'reports')?.roles ?? [];
const WORKBOOK_ENDPOINTS = { cdi: 'GET /api/report/worklist/client/cdi', coder: 'GET /api/report/worklist/client/coder' } as const;
const HUDDLE_ENDPOINTS = {
  org: 'GET /api/report/huddle/org/:id',
  practitioner: 'GET /api/report/huddle/practitioner/:id',
  region: 'GET /api/report/huddle/region/:id',
} as const;

const reportScope = (request: FastifyRequest): Scope => plainScopeOf(request, REPORT_ROLES);

function huddleDay(startDt: string): string {
  const day = parseFilterDate(startDt);
  if (!day) throw badRequest('query.startDt: not a day (YYYY-MM-DD, M/D/YYYY or M/D/YYYY HH:mm:ss)');
  return day;
}

/** Worklist counts, daily productivity, worklist Excel files and huddle PDFs (spec 1 §2.10, §7). */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['report'];

  app.get(
    '/api/review/counts',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/review/counts', { tags, summary: "Reviews per review code now (the tenant's active patients)" }, READ_ERRORS),
    },
    async (request) => reviewCounts(app.db, reportScope(request).tenantId),
  );

  app.get(
    '/api/dashboard/review/count',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/dashboard/review/count', { tags, summary: 'Reviews worked today and yesterday, by current review code' }, READ_ERRORS),
    },
    async (request) => {
      const scope = reportScope(request);
      return todayYesterdayCounts(app.db, scope.tenantId, app.now(), scopeTimeZone(scope));
    },
  );

  app.get(
    '/api/dashboard/review/daily',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/dashboard/review/daily', { tags, summary: 'Reviews worked per day (today first), with pre-visit and post-visit sums' }, READ_ERRORS),
    },
    async (request) => {
      const scope = reportScope(request);
      return dailyCounts(app.db, scope.tenantId, app.now(), request.query.days ?? DEFAULT_DAILY_DAYS, scopeTimeZone(scope));
    },
  );

  app.get(
    '/api/dashboard/review/reviewer',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/dashboard/review/reviewer', { tags, summary: 'Reviews worked per day and reviewer, by current review code (today first)' }, READ_ERRORS),
    },
    async (request) => {
      const scope = reportScope(request);
      return reviewerCounts(app.db, scope.tenantId, app.now(), request.query.days ?? DEFAULT_DAILY_DAYS, scopeTimeZone(scope));
    },
  );

  for (const kind of ['cdi', 'coder'] as const satisfies readonly WorklistKind[]) {
    app.get(
      `/api/report/worklist/client/${kind}`,
      {
        preHandler: app.requireSession,
        schema: contractSchema(WORKBOOK_ENDPOINTS[kind], { tags, summary: `The ${kind === 'cdi' ? 'CDI' : 'coder'} worklist (its WORKLIST view) as ${WORKLIST_FILE_NAMES[kind]}` }, READ_ERRORS),
      },
      async (request, reply) => {
        const now = app.now();
        const scope = reportScope(request);
        const rows = await worklistRows(app.db, scope, kind, now);
        const file = await worklistWorkbook(kind, rows, now, scopeTimeZone(scope));
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${WORKLIST_FILE_NAMES[kind]}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  }

  const huddle = async (request: FastifyRequest, scope: HuddleScope, startDt: string): Promise<Buffer> => {
    const callerScope = reportScope(request);
    return huddlePdf(app.db, callerScope, scope, huddleDay(startDt), app.now());
  };
  const sendPdf = (reply: import('fastify').FastifyReply, pdf: Buffer, name: string) =>
    reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${name}"`).header('cache-control', 'no-store').send(pdf);

  app.get(
    '/api/report/huddle',
    { preHandler: app.requireSession, schema: contractSchema('GET /api/report/huddle', { tags, summary: "A day's huddle PDF, all appointments" }, READ_ERRORS) },
    async (request, reply) => sendPdf(reply, await huddle(request, { kind: 'all' }, request.query.startDt), 'huddle.pdf'),
  );
  for (const kind of ['org', 'practitioner', 'region'] as const) {
    app.get(
      `/api/report/huddle/${kind}/:id`,
      {
        preHandler: app.requireSession,
        schema: contractSchema(HUDDLE_ENDPOINTS[kind], { tags, summary: `A day's huddle PDF for one ${kind}` }, READ_ERRORS),
      },
      async (request, reply) =>
        sendPdf(reply, await huddle(request, { kind, id: request.params.id }, request.query.startDt), `huddle-${kind}-${request.params.id}.pdf`),
    );
  }
};
