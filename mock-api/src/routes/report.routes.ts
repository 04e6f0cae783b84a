import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { NAV_ITEMS, parseFilterDate, type Role } from 'shared-kit/domain';
import { plainScopeOf, type Scope } from '../clinical/access.service';
import { ErrorBody, badRequest } from '../http/api-error';
import { huddlePdf, type HuddleScope } from '../reports/huddle.service';
import { dailyCounts, reviewCounts, todayYesterdayCounts } from '../reports/review-counts.service';
import { worklistRows, type WorklistKind } from '../reports/worklist-rows';
import { WORKLIST_FILE_NAMES, worklistWorkbook } from '../reports/worklist-workbook';
import {
  DEFAULT_DAILY_DAYS,
  DailyQuery,
  DailyReviewRowSchema,
  HuddleIdParams,
  HuddleQuery,
  ReviewCountSchema,
  TodayYesterdaySchema,
  fileResponse,
} from './report.schemas';

/** Reports are for the roles whose navigation has Reports (spec 1 §6; shared-kit NAV_ITEMS is the one list). */
export const REPORT_ROLES: readonly Role[] = NAV_ITEMS.find((item) => item.key === 'reports')?.roles ?? [];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const reportScope = (request: FastifyRequest): Scope => plainScopeOf(request, REPORT_ROLES);

function huddleDay(startDt: string): string {
  const day = parseFilterDate(startDt);
  if (!day) throw badRequest('query.startDt: not a day (YYYY-MM-DD or M/D/YYYY)');
  return day;
}

/** Worklist counts, daily productivity, worklist Excel files and huddle PDFs (spec 1 §2.10, §7). */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['report'];

  app.get(
    '/api/review/counts',
    {
      preHandler: app.requireSession,
      schema: { tags, summary: "Reviews per review code now (the tenant's active patients)", response: { 200: Type.Array(ReviewCountSchema), ...errors } },
    },
    async (request) => reviewCounts(app.db, reportScope(request).tenantId),
  );

  app.get(
    '/api/dashboard/review/count',
    {
      preHandler: app.requireSession,
      schema: { tags, summary: 'Reviews worked today and yesterday, by current review code', response: { 200: TodayYesterdaySchema, ...errors } },
    },
    async (request) => todayYesterdayCounts(app.db, reportScope(request).tenantId, app.now()),
  );

  app.get(
    '/api/dashboard/review/daily',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'Reviews worked per day (today first), with pre-visit and post-visit sums',
        querystring: DailyQuery,
        response: { 200: Type.Array(DailyReviewRowSchema), ...errors },
      },
    },
    async (request) => dailyCounts(app.db, reportScope(request).tenantId, app.now(), request.query.days ?? DEFAULT_DAILY_DAYS),
  );

  for (const kind of ['cdi', 'coder'] as const satisfies readonly WorklistKind[]) {
    app.get(
      `/api/report/worklist/client/${kind}`,
      {
        preHandler: app.requireSession,
        schema: { tags, summary: `The ${kind === 'cdi' ? 'CDI' : 'coder'} worklist (its WORKLIST view) as ${WORKLIST_FILE_NAMES[kind]}`, response: { 200: fileResponse(XLSX), ...errors } },
      },
      async (request, reply) => {
        const rows = await worklistRows(app.db, reportScope(request), kind);
        const file = await worklistWorkbook(kind, rows, app.now());
        return reply
          .header('content-type', XLSX)
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
    { preHandler: app.requireSession, schema: { tags, summary: "A day's huddle PDF, all appointments", querystring: HuddleQuery, response: { 200: fileResponse('application/pdf'), ...errors } } },
    async (request, reply) => sendPdf(reply, await huddle(request, { kind: 'all' }, request.query.startDt), 'huddle.pdf'),
  );
  for (const kind of ['org', 'practitioner', 'region'] as const) {
    app.get(
      `/api/report/huddle/${kind}/:id`,
      {
        preHandler: app.requireSession,
        schema: { tags, summary: `A day's huddle PDF for one ${kind}`, params: HuddleIdParams, querystring: HuddleQuery, response: { 200: fileResponse('application/pdf'), ...errors } },
      },
      async (request, reply) =>
        sendPdf(reply, await huddle(request, { kind, id: request.params.id }, request.query.startDt), `huddle-${kind}-${request.params.id}.pdf`),
    );
  }
};
