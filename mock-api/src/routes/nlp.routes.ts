import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { WORKING_ROLES } from 'shared-kit/domain';
import { plainScopeOf } from '../clinical/access.service';
import { nlpPredictions } from '../clinical/nlp.service';
import { ErrorBody } from '../http/api-error';
import { IdParams } from './clinical.schemas';

const Str = Type.Union([Type.String(), Type.Null()]);

/** An NLP document item (spec 2 §3) with its id, condition, and the evidence spans to highlight. */
export const NlpDocumentSchema = Type.Object(
  {
    id: Type.Integer(),
    encounterConditionId: Type.Integer(),
    encounterId: Type.Integer(),
    pageText: Type.String(),
    predictedText: Type.String(),
    highlights: Type.Array(Type.Object({ start: Type.Integer(), end: Type.Integer() }), { description: 'Where predictedText occurs in pageText: [start, end) offsets' }),
    hccCode: Str,
    hccDescription: Str,
    icd10Code: Str,
    icd10Description: Str,
    documentTypeCode: Type.String(),
    documentDateOfService: Type.String({ description: 'YYYY-MM-DD' }),
  },
  { title: 'NlpDocument' },
);

/** GET /api/nlp/prediction/:id (spec 2 §7): the NLP documents of a condition, for the NLP document viewer. */
export const nlpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/nlp/prediction/:id',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['nlp'],
        summary: 'NLP documents behind a condition (id = the condition id, the viewer route\'s targetId); newest first',
        params: IdParams,
        response: { 200: Type.Array(NlpDocumentSchema), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => nlpPredictions(app.db, plainScopeOf(request, WORKING_ROLES), request.params.id),
  );
};
