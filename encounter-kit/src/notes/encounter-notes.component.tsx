import { Alert, Card, Flex, Spin } from 'antd';
import { formatMessage, MESSAGES } from 'shared-kit/domain';
import { errorMessage } from '../api/encounter-api';
import { KIT_TEXTS } from '../kit.messages';
import { NoteComposer } from './note-composer.component';
import { NoteList } from './note-list.component';
import { useGetEncounterNotesQuery } from './notes.resource';

/**
 * Encounter Notes (spec 2 §2.7): the encounter's notes and a box with the placeholder 'Encounter Notes: Only Viewable
 * by CDI and Coder Users.' and 'Add Note' (only with text). `canWrite` is the lock holder's right (spec 2 §4.4).
 */
export function EncounterNotes({ encounterId, canWrite }: { encounterId: number; canWrite: boolean }) {
  const notes = useGetEncounterNotesQuery(encounterId);
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{MESSAGES.encounterNotes}</h2>}>
      <Flex vertical gap="small">
        {notes.isLoading ? (
          <Spin />
        ) : notes.error ? (
          <Alert type="error" showIcon role="alert" title={formatMessage(KIT_TEXTS.notesLoadFailed, { message: errorMessage(notes.error) })} />
        ) : (
          <NoteList notes={notes.data ?? []} />
        )}
        {canWrite && (
          <NoteComposer
            encounterId={encounterId}
            placeholder={MESSAGES.encounterNotesPlaceholder}
            label={MESSAGES.encounterNotes}
            actions={[{ label: MESSAGES.addNote, reason: 'OPEN' }]}
          />
        )}
      </Flex>
    </Card>
  );
}
