import { Typography } from 'antd';
import { allowedNoteReasons, MESSAGES, type Condition, type NoteReasonCode, type Role } from 'shared-kit/domain';
import { useKitTimeZone } from '../api/kit-session.context';
import { KIT_TEXTS } from '../kit.messages';
import { NoteComposer, type NoteAction } from './note-composer.component';
import { NoteList } from './note-list.component';
import { useGetConditionNotesQuery } from './notes.resource';

const ACTION_LABELS: Readonly<Record<NoteReasonCode, string>> = { CODER_QUERY: MESSAGES.addQuery, OPEN: MESSAGES.addComment };

/**
 * A condition's notes (spec 2 §5): read when shown, listed with the query-note icon on coder queries, and the box with
 * the buttons the role gets (shared-kit allowedNoteReasons): 'Add Query' and 'Add Comment' for a coder on a known or
 * potential condition that is not addressed, only 'Add Comment' otherwise. `canWrite` is the lock holder's right.
 */
export function ConditionNotes({
  encounterId,
  encounterStart,
  condition,
  role,
  canWrite,
  title,
}: {
  encounterId: number;
  encounterStart: string;
  condition: Condition;
  role: Role | null;
  canWrite: boolean;
  title: string;
}) {
  useGetConditionNotesQuery({ encounterId, conditionId: condition.id });
  const actions: NoteAction[] = allowedNoteReasons(role, condition, encounterStart, useKitTimeZone()).map((reason) => ({ reason, label: ACTION_LABELS[reason] }));
  return (
    <div>
      <Typography.Text strong>{KIT_TEXTS.conditionNotes}</Typography.Text>
      <NoteList notes={condition.notes} />
      {canWrite && actions.length > 0 && <NoteComposer encounterId={encounterId} conditionId={condition.id} label={`${KIT_TEXTS.writeComment}: ${title}`} actions={actions} />}
    </div>
  );
}
