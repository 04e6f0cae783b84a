import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WORKING_ROLES } from 'shared-kit/domain';
import { plainScopeOf } from '../clinical/access.service';
import { nlpPredictions } from '../clinical/nlp.service';
import { contractSchema } from '../http/contract-route';

/** GET /api/nlp/prediction/:id (spec 2 §7): the NLP documents of a condition, for the NLP document viewer. */
export const nlpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/nlp/prediction/:id',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/nlp/prediction/:id', { tags: ['nlp'], summary: 'NLP documents behind a condition (id = the condition id, the viewer route\'s targetId); newest first' }, [401, 403, 404]),
    },
    async (request) => nlpPredictions(app.db, plainScopeOf(request, WORKING_ROLES), request.params.id),
  );
};
