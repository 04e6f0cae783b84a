import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, CODER_TYPE_ROLES } from 'shared-kit/domain';
import { scopeOf } from '../clinical/access.service';
import { createNote, listNotes } from '../clinical/note.service';
import { contractSchema } from '../http/contract-route';

/** Notes are read and written only by CDI and coder users (spec 2 §6). */
const NOTE_ROLES = [...CDI_TYPE_ROLES, ...CODER_TYPE_ROLES];

/** Encounter and condition notes (spec 2 §7), on the plain path and its /api/restricted/ twin (spec 2 §6). */
export const noteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const restricted of [false, true]) {
    const base = restricted ? '/api/restricted/encounter/note' : '/api/encounter/note';
    const tags = ['note'];

    app.get(
      `${base}/:encounterId`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('GET /api/encounter/note/:encounterId', { tags, summary: 'Encounter-level notes, oldest first (CDI and coder roles)' }),
      },
      async (request) => listNotes(app.db, scopeOf(request, restricted, NOTE_ROLES), request.params.encounterId, null),
    );

    app.get(
      `${base}/:encounterId/condition/:conditionId`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('GET /api/encounter/note/:encounterId/condition/:conditionId', { tags, summary: "One condition's notes, oldest first (CDI and coder roles)" }),
      },
      async (request) => listNotes(app.db, scopeOf(request, restricted, NOTE_ROLES), request.params.encounterId, request.params.conditionId),
    );

    app.post(
      base,
      {
        preHandler: app.requireSession,
        schema: contractSchema('POST /api/encounter/note', { tags, summary: "Add a note to the encounter or one of its conditions; needs the encounter's lock" }),
      },
      async (request, reply) => {
        const note = await createNote(app.db, scopeOf(request, restricted, NOTE_ROLES), request.body, app.now());
        return reply.status(201).send(note);
      },
    );
  }
};
