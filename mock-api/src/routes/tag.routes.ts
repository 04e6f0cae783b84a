import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, CODER_TYPE_ROLES } from 'shared-kit/domain';
import { scopeOf } from '../clinical/access.service';
import { saveCdiTags, saveCoderTags, savePractitionerTags } from '../clinical/tag.service';
import { contractSchema } from '../http/contract-route';

const tags = ['condition'];

/**
 * Condition tags (spec 2 §4.5, §7). CDI tags on the plain path and its /api/restricted/ twin (CDI_RESTRICTED sets
 * them); coder and practitioner tags only on the plain path, since their roles never act restricted.
 */
export const tagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const restricted of [false, true]) {
    app.put(
      `${restricted ? '/api/restricted' : '/api'}/encounter/condition/:id/tags/cdi`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('PUT /api/encounter/condition/:id/tags/cdi', { tags, summary: "Set CDI tags (CDI-type roles holding the encounter's lock)" }),
      },
      async (request) => saveCdiTags(app.db, scopeOf(request, restricted, CDI_TYPE_ROLES), request.params.id, request.body.cdiTags),
    );
  }

  app.put(
    '/api/encounter/condition/:id/tags/coder',
    {
      preHandler: app.requireSession,
      schema: contractSchema('PUT /api/encounter/condition/:id/tags/coder', { tags, summary: "Record the coder's claim and reportability decision (coder roles holding the lock)" }),
    },
    async (request) => saveCoderTags(app.db, scopeOf(request, false, CODER_TYPE_ROLES), request.params.id, request.body.coderTags),
  );

  app.put(
    '/api/encounter/condition/tags/practitioner',
    {
      preHandler: app.requireSession,
      schema: contractSchema('PUT /api/encounter/condition/tags/practitioner', { tags, summary: 'Record practitioner responses (physicians and clinical admins; no lock)' }),
    },
    async (request) => savePractitionerTags(app.db, scopeOf(request, false, ['PHYSICIAN', 'CLINICAL_ADMIN']), request.body),
  );
};
