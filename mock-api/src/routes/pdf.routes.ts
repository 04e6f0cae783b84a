import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, WORKING_ROLES } from 'shared-kit/domain';
import { plainScopeOf } from '../clinical/access.service';
import { ErrorBody } from '../http/api-error';
import { encounterPdf, type EncounterPdfVariant } from '../reports/encounter-pdf.service';
import { IdParams } from './clinical.schemas';
import { fileResponse } from './report.schemas';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Encounter PDFs: the standard one for every working role that may open the encounter, the CDI one (hidden
 * conditions, rules, notes) for CDI-type roles. CDI_RESTRICTED stays within its regions (other encounters 404).
 */
export const pdfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes: ReadonlyArray<[string, EncounterPdfVariant, typeof WORKING_ROLES]> = [
    ['/api/pdf/encounter/:id', 'standard', WORKING_ROLES],
    ['/api/pdf/cdi/encounter/:id', 'cdi', CDI_TYPE_ROLES],
  ];
  for (const [path, variant, roles] of routes) {
    app.get(
      path,
      {
        preHandler: app.requireSession,
        schema: { tags: ['pdf'], summary: `The encounter as a PDF (${variant})`, params: IdParams, response: { 200: fileResponse('application/pdf'), ...errors } },
      },
      async (request, reply) => {
        const pdf = await encounterPdf(app.db, plainScopeOf(request, roles), request.params.id, variant, app.now());
        const name = `${variant === 'cdi' ? 'cdi-' : ''}encounter-${request.params.id}.pdf`;
        return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${name}"`).header('cache-control', 'no-store').send(pdf);
      },
    );
  }
};
