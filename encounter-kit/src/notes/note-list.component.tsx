import { Empty, Typography } from 'antd';
import { formatMessage, type Note } from 'shared-kit/domain';
import { formatDateTime } from '../format/date-format';
import { useKitTimeZone } from '../api/kit-session.context';
import { KIT_TEXTS } from '../kit.messages';
import { SECONDARY_TEXT } from '../ui.styles';
import { NoteReasonIcon } from './note-reason-icon.component';

/** Notes oldest first, each with its author and time (and the query-note icon for a coder query, spec 2 §5). */
export function NoteList({ notes }: { notes: readonly Note[] }) {
  const timeZone = useKitTimeZone();
  if (notes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: SECONDARY_TEXT }}>{KIT_TEXTS.noNotes}</span>} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {notes.map((note) => (
        <li key={note.id} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
          <NoteReasonIcon reason={note.noteReasonCode} />
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{note.noteBody}</Typography.Text>
          <div style={{ color: SECONDARY_TEXT, fontSize: 12 }}>
            {formatMessage(KIT_TEXTS.noteBy, { user: note.createdByUserName, dateTime: formatDateTime(note.creationDate, timeZone) })}
          </div>
        </li>
      ))}
    </ul>
  );
}
