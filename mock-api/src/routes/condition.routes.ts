import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, CODER_TYPE_ROLES } from 'shared-kit/domain';
import { scopeOf } from '../clinical/access.service';
import { updateCondition } from '../clinical/condition.service';
import { ErrorBody } from '../http/api-error';
import { ConditionSchema } from './clinical.schemas';
import { ConditionUpdateBody } from './condition.schemas';

const CONDITION_ROLES = [...CDI_TYPE_ROLES, ...CODER_TYPE_ROLES, 'PHYSICIAN', 'CLINICAL_ADMIN'] as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Condition update with optimistic concurrency (spec 2 §7), on the plain and restricted encounter paths. */
export const conditionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const restricted of [false, true]) {
    app.put(
      restricted ? '/api/restricted/encounter/condition' : '/api/encounter/condition',
      {
        preHandler: app.requireSession,
        schema: {
          tags: ['condition'],
          summary: 'Update a condition; send the version you read (409 when it is stale, nothing written)',
          body: ConditionUpdateBody,
          response: { 200: ConditionSchema, ...errors },
        },
      },
      async (request) => updateCondition(app.db, scopeOf(request, restricted, CONDITION_ROLES), request.body, app.now()),
    );
  }
};
