import { NOTE_REASON_CODES } from '../domain/condition.constants';
import { NOTE_BODY_MAX_LENGTH } from '../domain/note.rules';
import { Enum, Id, Nullable, Type } from './schema.helpers';

/** A note on an encounter or one of its conditions (spec 2 §3); encounterConditionId is null for encounter notes. */
export const NoteSchema = Type.Object(
  {
    id: Type.Integer(),
    encounterId: Type.Integer(),
    encounterConditionId: Nullable(Type.Integer()),
    noteBody: Type.String(),
    noteReasonCode: Enum(NOTE_REASON_CODES),
    createdByUserName: Type.String(),
    creationDate: Type.String(),
  },
  { title: 'Note' },
);
export const NoteListSchema = Type.Array(NoteSchema);

export const EncounterNoteParamsSchema = Type.Object({ encounterId: Id });
export const ConditionNoteParamsSchema = Type.Object({ encounterId: Id, conditionId: Id });

/** Body of POST /api/encounter/note (spec 2 §7); the body is stored trimmed and must contain text. */
export const NewNoteSchema = Type.Object(
  {
    encounterId: Id,
    noteBody: Type.String({ minLength: 1, maxLength: NOTE_BODY_MAX_LENGTH, pattern: '\\S' }),
    noteReasonCode: Enum(NOTE_REASON_CODES),
    encounterConditionId: Type.Optional(Nullable(Id)),
  },
  { title: 'NewNote' },
);
