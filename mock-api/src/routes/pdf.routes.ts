import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, WORKING_ROLES } from 'shared-kit/domain';
import { plainScopeOf } from '../clinical/access.service';
import { encounterPdf, type EncounterPdfVariant } from '../reports/encounter-pdf.service';
import { contractSchema, READ_ERRORS } from '../http/contract-route';

/**
 * Encounter PDFs: the standard one for every working role that may open the encounter, the CDI one (hidden
 * conditions, rules, notes) for CDI-type roles. CDI_RESTRICTED stays within its regions (other encounters 404).
 */
export const pdfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = [
    ['GET /api/pdf/encounter/:id', 'standard', WORKING_ROLES],
    ['GET /api/pdf/cdi/encounter/:id', 'cdi', CDI_TYPE_ROLES],
  ] as const satisfies ReadonlyArray<readonly [string, EncounterPdfVariant, readonly string[]]>;
  for (const [key, variant, roles] of routes) {
    app.get(
      key.slice('GET '.length),
      {
        preHandler: app.requireSession,
        schema: contractSchema(key, { tags: ['pdf'], summary: `The encounter as a PDF (${variant})` }, READ_ERRORS),
      },
      async (request, reply) => {
        const pdf = await encounterPdf(app.db, plainScopeOf(request, roles), request.params.id, variant, app.now());
        const name = `${variant === 'cdi' ? 'cdi-' : ''}encounter-${request.params.id}.pdf`;
        return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${name}"`).header('cache-control', 'no-store').send(pdf);
      },
    );
  }
};
