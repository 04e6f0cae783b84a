import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, CODER_TYPE_ROLES, WORKING_ROLES } from 'shared-kit/domain';
import { scopeOf } from '../clinical/access.service';
import { encounterDetail } from '../clinical/encounter-detail.service';
import { searchEncounters } from '../clinical/encounter-search.service';
import { conflict } from '../clinical/access.service';
import { activeLock, releaseOwnLock, takeLock } from '../clinical/lock.service';
import { findEncounterInScope } from '../clinical/encounter-scope.repository';
import type { EncounterSearchBody } from 'shared-kit/domain';
import { updateEncounter } from '../clinical/encounter-update.service';
import { changeEncounterStatus, changeEncounterType } from '../clinical/encounter-status.service';
import { copyEncounter, encounterCopies, previousEncounters, resetCopiedEncounter } from '../clinical/encounter-copy.service';
import type { EncounterSearchParams } from '../clinical/encounter-search.service';
import { contractSchema } from '../http/contract-route';

/** Roles that lock encounters: the editing CDI and coder roles (spec 2 §4.4, §6). */
const LOCKING_ROLES = [...CDI_TYPE_ROLES, ...CODER_TYPE_ROLES];
/** The encounter search of spec 2 §7 lists the patient's encounters newest first unless told otherwise. */
const PATIENT_SEARCH_SORT = 'start desc';

/** POST /api/encounter/search's JSON lists become the comma lists the search reads on the query string. */
function searchParamsOfBody(body: EncounterSearchBody): EncounterSearchParams {
  const { patientRegion, patientOrgId, sort, ...rest } = body;
  return {
    ...rest,
    ...(patientRegion && patientRegion.length > 0 ? { patientRegion: patientRegion.join(',') } : {}),
    ...(patientOrgId && patientOrgId.length > 0 ? { patientOrgId: patientOrgId.join(',') } : {}),
    sort: sort ?? PATIENT_SEARCH_SORT,
  };
}

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
        schema: contractSchema('GET /api/encounter', { tags, summary: 'Encounter search behind the worklists, daily lists and appointments (patient status ACTIVE always)' }),
      },
      async (request) => searchEncounters(app.db, scopeOf(request, restricted, WORKING_ROLES), request.query, app.now()),
    );

    app.get(
      `${base}/detail/:id`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('GET /api/encounter/detail/:id', { tags, summary: 'Encounter detail: encounter, conditions, notes, links, previous' }),
      },
      async (request) => encounterDetail(app.db, scopeOf(request, restricted, WORKING_ROLES), request.params.id),
    );

    app.put(
      `${base}/lock/:id`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('PUT /api/encounter/lock/:id', { tags, summary: "Take the encounter's lock (409 when another user holds it)" }),
      },
      async (request) => takeLock(app.db, scopeOf(request, restricted, LOCKING_ROLES), request.params.id, app.now()),
    );

    app.put(
      `${base}/unlock/:id`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('PUT /api/encounter/unlock/:id', { tags, summary: 'Release your lock on the encounter (409 when it is not yours or not locked)' }),
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

    // Issue 3: encounter edits, status and type, copy and reset, search (spec 2 §4.3, §4.6, §7).
    app.put(
      base,
      {
        preHandler: app.requireSession,
        schema: contractSchema('PUT /api/encounter', { tags, summary: "Edit the encounter's description, reason, appointment type or type (lock holder only)" }),
      },
      async (request) => updateEncounter(app.db, scopeOf(request, restricted, LOCKING_ROLES), request.body),
    );

    app.put(
      `${base}/status/:encounterId/:status`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('PUT /api/encounter/status/:encounterId/:status', {
          tags,
          summary: 'Cancel or ignore toggles: PLANNED ⇄ CANCELLED, PLANNED ⇄ IGNORED (lock holder; ignore for QA managers)',
        }),
      },
      async (request) => changeEncounterStatus(app.db, scopeOf(request, restricted, LOCKING_ROLES), request.params.encounterId, request.params.status),
    );

    app.put(
      `${base}/type/:encounterId/:typeCode`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('PUT /api/encounter/type/:encounterId/:typeCode', { tags, summary: 'Set the encounter type; UNKNOWN (Reset) clears it (lock holder only)' }),
      },
      async (request) => changeEncounterType(app.db, scopeOf(request, restricted, LOCKING_ROLES), request.params.encounterId, request.params.typeCode),
    );

    app.put(
      `${base}/:currentId/copy/:previousId`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('PUT /api/encounter/:currentId/copy/:previousId', {
          tags,
          summary: "Copy CDI curation from one of the patient's earlier encounters (CDI lock holder; copy-paste flag)",
        }),
      },
      async (request) =>
        copyEncounter(app.db, scopeOf(request, restricted, CDI_TYPE_ROLES), request.params.currentId, request.params.previousId, app.now()),
    );

    app.put(
      `${base}/reset/:id`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('PUT /api/encounter/reset/:id', { tags, summary: 'Undo the copy of a copied encounter (CDI lock holder, review not past CDI)' }),
      },
      async (request) => resetCopiedEncounter(app.db, scopeOf(request, restricted, CDI_TYPE_ROLES), request.params.id),
    );

    app.get(
      `${base}/:id/copies`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('GET /api/encounter/:id/copies', { tags, summary: 'The copies applied to the encounter' }),
      },
      async (request) => encounterCopies(app.db, scopeOf(request, restricted, WORKING_ROLES), request.params.id),
    );

    app.get(
      `${base}/previous/:subjectId/:encounterId`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('GET /api/encounter/previous/:subjectId/:encounterId', { tags, summary: "The patient's (subjectId) encounters before this one, newest first" }),
      },
      async (request) => previousEncounters(app.db, scopeOf(request, restricted, WORKING_ROLES), request.params.subjectId, request.params.encounterId),
    );

    app.get(
      `${base}/search`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('GET /api/encounter/search', { tags, summary: 'Encounter search: the filters of GET /api/encounter plus patientId; default sort start desc' }),
      },
      async (request) =>
        searchEncounters(app.db, scopeOf(request, restricted, WORKING_ROLES), { ...request.query, sort: request.query.sort ?? PATIENT_SEARCH_SORT }, app.now()),
    );

    app.post(
      `${base}/search`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('POST /api/encounter/search', { tags, summary: 'Encounter search with the filters as a JSON body (lists as arrays); same answer as GET' }),
      },
      async (request) => searchEncounters(app.db, scopeOf(request, restricted, WORKING_ROLES), searchParamsOfBody(request.body), app.now()),
    );
  }
};
