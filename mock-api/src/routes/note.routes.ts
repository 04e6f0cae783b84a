import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, CODER_TYPE_ROLES } from 'shared-kit/domain';
import { scopeOf } from '../clinical/access.service';
import { createNote, listNotes } from '../clinical/note.service';
import { ErrorBody } from '../http/api-error';
import { NoteSchema } from './clinical.schemas';
import { ConditionNoteParams, EncounterNoteParams, NewNoteBody } from './note.schemas';

/** Notes are read and written only by CDI and coder users (spec 2 §6). */
const NOTE_ROLES = [...CDI_TYPE_ROLES, ...CODER_TYPE_ROLES];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Encounter and condition notes (spec 2 §7), on the plain path and its /api/restricted/ twin (spec 2 §6). */
export const noteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const restricted of [false, true]) {
    const base = restricted ? '/api/restricted/encounter/note' : '/api/encounter/note';
    const tags = ['note'];

    app.get(
      `${base}/:encounterId`,
      {
        preHandler: app.requireSession,
        schema: { tags, summary: 'Encounter-level notes, oldest first (CDI and coder roles)', params: EncounterNoteParams, response: { 200: Type.Array(NoteSchema), ...errors } },
      },
      async (request) => listNotes(app.db, scopeOf(request, restricted, NOTE_ROLES), request.params.encounterId, null),
    );

    app.get(
      `${base}/:encounterId/condition/:conditionId`,
      {
        preHandler: app.requireSession,
        schema: { tags, summary: "One condition's notes, oldest first (CDI and coder roles)", params: ConditionNoteParams, response: { 200: Type.Array(NoteSchema), ...errors } },
      },
      async (request) => listNotes(app.db, scopeOf(request, restricted, NOTE_ROLES), request.params.encounterId, request.params.conditionId),
    );

    app.post(
      base,
      {
        preHandler: app.requireSession,
        schema: {
          tags,
          summary: "Add a note to the encounter or one of its conditions; needs the encounter's lock",
          body: NewNoteBody,
          response: { 201: NoteSchema, ...errors },
        },
      },
      async (request, reply) => {
        const note = await createNote(app.db, scopeOf(request, restricted, NOTE_ROLES), request.body, app.now());
        return reply.status(201).send(note);
      },
    );
  }
};
