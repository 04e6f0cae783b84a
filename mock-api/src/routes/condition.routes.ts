import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, CODER_TYPE_ROLES } from 'shared-kit/domain';
import { scopeOf } from '../clinical/access.service';
import { saveRules } from '../clinical/condition-rule.service';
import { createCondition, updateCondition } from '../clinical/condition.service';
import { setConditionQuery } from '../clinical/tag.service';
import { ErrorBody } from '../http/api-error';
import { ConditionSchema, IdParams } from './clinical.schemas';
import { ConditionCreateBody, ConditionQueryBody, ConditionUpdateBody, RuleSaveBody } from './condition.schemas';

const CONDITION_ROLES = [...CDI_TYPE_ROLES, ...CODER_TYPE_ROLES, 'PHYSICIAN', 'CLINICAL_ADMIN'] as const;
/** Reasons are edited in the CDI and coder condition forms (spec 2 §5, §6). */
const RULE_ROLES = [...CDI_TYPE_ROLES, ...CODER_TYPE_ROLES];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['condition'];

/**
 * Condition create, update (optimistic concurrency) and reasons (spec 2 §7), on the plain and restricted encounter
 * paths; the coder's query status on the plain path only (coder roles never act restricted).
 */
export const conditionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const restricted of [false, true]) {
    const base = restricted ? '/api/restricted/encounter/condition' : '/api/encounter/condition';

    app.put(
      base,
      {
        preHandler: app.requireSession,
        schema: {
          tags,
          summary: 'Update a condition; send the version you read (409 when it is stale, nothing written)',
          body: ConditionUpdateBody,
          response: { 200: ConditionSchema, ...errors },
        },
      },
      async (request) => updateCondition(app.db, scopeOf(request, restricted, CONDITION_ROLES), request.body, app.now()),
    );

    app.post(
      base,
      {
        preHandler: app.requireSession,
        schema: {
          tags,
          summary: "Add a condition to an encounter (CDI-type roles holding the encounter's lock); answers it with version 1",
          body: ConditionCreateBody,
          response: { 201: ConditionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const condition = await createCondition(app.db, scopeOf(request, restricted, CDI_TYPE_ROLES), request.body, app.now());
        return reply.status(201).send(condition);
      },
    );

    app.put(
      `${base}/rule`,
      {
        preHandler: app.requireSession,
        schema: {
          tags,
          summary: "Save reasons of one encounter's conditions: blank new ones dropped, blanked existing ones removed; answers the conditions",
          body: RuleSaveBody,
          response: { 200: Type.Array(ConditionSchema), ...errors },
        },
      },
      async (request) => saveRules(app.db, scopeOf(request, restricted, RULE_ROLES), request.body),
    );
  }

  app.put(
    '/api/encounter/condition/:id/query',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: "Move the condition's coder query status (coder roles holding the lock); only coderTags.queryStatusCode is read",
        params: IdParams,
        body: ConditionQueryBody,
        response: { 200: ConditionSchema, ...errors },
      },
    },
    async (request) => setConditionQuery(app.db, scopeOf(request, false, CODER_TYPE_ROLES), request.params.id, request.body.coderTags.queryStatusCode, app.now()),
  );
};
