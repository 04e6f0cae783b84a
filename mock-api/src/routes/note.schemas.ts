import { Type } from '@fastify/type-provider-typebox';
import { NOTE_BODY_MAX_LENGTH, NOTE_REASON_CODES } from 'shared-kit/domain';
import { Enum, Id } from './clinical.schemas';

export const EncounterNoteParams = Type.Object({ encounterId: Id });
export const ConditionNoteParams = Type.Object({ encounterId: Id, conditionId: Id });

/** Body of POST /api/encounter/note (spec 2 §7); the body is stored trimmed and must contain text. */
export const NewNoteBody = Type.Object(
  {
    encounterId: Id,
    noteBody: Type.String({ minLength: 1, maxLength: NOTE_BODY_MAX_LENGTH, pattern: '\\S' }),
    noteReasonCode: Enum(NOTE_REASON_CODES),
    encounterConditionId: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { title: 'NewNote' },
);
