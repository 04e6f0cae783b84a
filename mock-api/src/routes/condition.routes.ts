import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, CODER_TYPE_ROLES } from 'shared-kit/domain';
import { scopeOf } from '../clinical/access.service';
import { saveRules } from '../clinical/condition-rule.service';
import { createCondition, updateCondition } from '../clinical/condition.service';
import { setConditionQuery } from '../clinical/tag.service';
import { contractSchema } from '../http/contract-route';

const CONDITION_ROLES = [...CDI_TYPE_ROLES, ...CODER_TYPE_ROLES, 'PHYSICIAN', 'CLINICAL_ADMIN'] as const;
/** Reasons are edited in the CDI and coder condition forms (spec 2 §5, §6). */
const RULE_ROLES = [...CDI_TYPE_ROLES, ...CODER_TYPE_ROLES];
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
        schema: contractSchema('PUT /api/encounter/condition', { tags, summary: 'Update a condition; send the version you read (409 when it is stale, nothing written)' }),
      },
      async (request) => updateCondition(app.db, scopeOf(request, restricted, CONDITION_ROLES), request.body, app.now()),
    );

    app.post(
      base,
      {
        preHandler: app.requireSession,
        schema: contractSchema('POST /api/encounter/condition', { tags, summary: "Add a condition to an encounter (CDI-type roles holding the encounter's lock); answers it with version 1" }),
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
        schema: contractSchema('PUT /api/encounter/condition/rule', { tags, summary: "Save reasons of one encounter's conditions: blank new ones dropped, blanked existing ones removed; answers the conditions" }),
      },
      async (request) => saveRules(app.db, scopeOf(request, restricted, RULE_ROLES), request.body),
    );
  }

  app.put(
    '/api/encounter/condition/:id/query',
    {
      preHandler: app.requireSession,
      schema: contractSchema('PUT /api/encounter/condition/:id/query', { tags, summary: "Move the condition's coder query status (coder roles holding the lock); only coderTags.queryStatusCode is read" }),
    },
    async (request) => setConditionQuery(app.db, scopeOf(request, false, CODER_TYPE_ROLES), request.params.id, request.body.coderTags.queryStatusCode, app.now()),
  );
};
