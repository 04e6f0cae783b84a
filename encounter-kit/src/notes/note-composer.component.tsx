import { Alert, Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { formatMessage, normaliseNoteBody, type NoteReasonCode } from 'shared-kit/domain';
import { errorMessage } from '../api/encounter-api';
import { KIT_TEXTS } from '../kit.messages';
import { useCreateNoteMutation } from './notes.resource';

export interface NoteAction {
  label: string;
  reason: NoteReasonCode;
}

/**
 * A note box (spec 2 §2.7, §5): the submit buttons show only when the text is not blank; each posts the note with its
 * reason and the list it belongs to is read again. A failed save keeps the text and says why.
 */
export function NoteComposer({
  encounterId,
  conditionId = null,
  placeholder,
  label,
  actions,
  disabled = false,
}: {
  encounterId: number;
  conditionId?: number | null;
  placeholder?: string;
  label: string;
  actions: readonly NoteAction[];
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const [create, state] = useCreateNoteMutation();
  const [failure, setFailure] = useState('');
  const submit = async (reason: NoteReasonCode) => {
    setFailure('');
    const result = await create({ encounterId, noteBody: normaliseNoteBody(text), noteReasonCode: reason, encounterConditionId: conditionId });
    if (result.error) setFailure(errorMessage(result.error));
    else setText('');
  };
  return (
    <Flex vertical gap="small">
      <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} aria-label={label} autoSize={{ minRows: 2, maxRows: 8 }} disabled={disabled} maxLength={4000} />
      {failure && <Alert type="error" showIcon role="alert" title={formatMessage(KIT_TEXTS.noteSaveFailed, { message: failure })} />}
      {text.trim() !== '' && (
        <Flex gap="small">
          {actions.map((action) => (
            <Button key={action.reason + action.label} type="primary" loading={state.isLoading} disabled={disabled} onClick={() => void submit(action.reason)}>
              {action.label}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
