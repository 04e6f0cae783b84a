import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, CODER_TYPE_ROLES, WORKING_ROLES } from 'shared-kit/domain';
import { scopeOf } from '../clinical/access.service';
import { encounterDetail } from '../clinical/encounter-detail.service';
import { searchEncounters } from '../clinical/encounter-search.service';
import { conflict } from '../clinical/access.service';
import { activeLock, releaseOwnLock, takeLock } from '../clinical/lock.service';
import { findEncounterInScope } from '../clinical/encounter-scope.repository';
import { ErrorBody } from '../http/api-error';
import { IdParams, LockSchema } from './clinical.schemas';
import { EncounterDetailSchema, EncounterListRowSchema, EncounterSearchQuerySchema } from './encounter.schemas';
import { Type } from '@fastify/type-provider-typebox';

/** Roles that lock encounters: the editing CDI and coder roles (spec 2 §4.4, §6). */
const LOCKING_ROLES = [...CDI_TYPE_ROLES, ...CODER_TYPE_ROLES];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Encounter search, detail and locks (spec 1 §7, spec 2 §7), each on its plain path and its /api/restricted/ twin
 * (platform design §5: CDI_RESTRICTED only on the twin, everyone else only on the plain path).
 */
export const encounterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const restricted of [false, true]) {
    const base = restricted ? '/api/restricted/encounter' : '/api/encounter';
    const tags = ['encounter'];

    app.get(
      base,
      {
        preHandler: app.requireSession,
        schema: {
          tags,
          summary: 'Encounter search behind the worklists, daily lists and appointments (patient status ACTIVE always)',
          querystring: EncounterSearchQuerySchema,
          response: { 200: Type.Array(EncounterListRowSchema), ...errors },
        },
      },
      async (request) => searchEncounters(app.db, scopeOf(request, restricted, WORKING_ROLES), request.query),
    );

    app.get(
      `${base}/detail/:id`,
      {
        preHandler: app.requireSession,
        schema: { tags, summary: 'Encounter detail: encounter, conditions, notes, links, previous', params: IdParams, response: { 200: EncounterDetailSchema, ...errors } },
      },
      async (request) => encounterDetail(app.db, scopeOf(request, restricted, WORKING_ROLES), request.params.id),
    );

    app.put(
      `${base}/lock/:id`,
      {
        preHandler: app.requireSession,
        schema: { tags, summary: "Take the encounter's lock (409 when another user holds it)", params: IdParams, response: { 200: LockSchema, ...errors } },
      },
      async (request) => takeLock(app.db, scopeOf(request, restricted, LOCKING_ROLES), request.params.id, app.now()),
    );

    app.put(
      `${base}/unlock/:id`,
      {
        preHandler: app.requireSession,
        schema: { tags, summary: 'Release your lock on the encounter (409 when it is not yours or not locked)', params: IdParams, response: { 200: LockSchema, ...errors } },
      },
      async (request) => {
        const scope = scopeOf(request, restricted, LOCKING_ROLES);
        const id = request.params.id;
        await findEncounterInScope(app.db, scope, id);
        const released = await app.db.transaction().execute((trx) => releaseOwnLock(trx, scope, id, app.now()));
        if (released) return released;
        const lock = await activeLock(app.db, id);
        throw conflict(lock ? `The encounter is locked by ${lock.username}; only they can unlock it` : 'The encounter is not locked');
      },
    );
  }
};
