import { Alert, App, Button, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { sendFeedback } from 'shared-kit';
import { modeFromPath } from '../routing/app-mode';
import { SHELL_MESSAGES } from '../shell.messages';
import { ShellAntd } from '../shell-antd.component';
import { useShellSelector } from '../store';
import { feedbackRequest } from './feedback-request';

/** The feedback form (spec 1 §2.12): a free-text comment, with the no-PHI reminder. */
export function FeedbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const location = useLocation();
  const role = useShellSelector((s) => s.session.user?.type ?? null);
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const fieldId = useId();
  const reminderId = useId();

  const submit = async () => {
    setSending(true);
    setFailed(false);
    try {
      await sendFeedback(
        feedbackRequest({ path: location.pathname, mode: modeFromPath(location.pathname), role, description: description.trim() }),
      );
      void message.success(SHELL_MESSAGES.feedbackThanks);
      setDescription('');
      onClose();
    } catch {
      // The text stays so the user can send it again.
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={SHELL_MESSAGES.feedback}
      onCancel={onClose}
      destroyOnHidden={false}
      footer={[
        <Button key="submit" type="primary" loading={sending} disabled={description.trim().length === 0 || sending} onClick={() => void submit()}>
          {SHELL_MESSAGES.feedbackSubmit}
        </Button>,
      ]}
    >
      <Typography.Paragraph id={reminderId}>{SHELL_MESSAGES.feedbackPhiReminder}</Typography.Paragraph>
      <div style={{ marginBottom: 4 }}>
        <span aria-hidden="true" style={{ color: '#ff4d4f', marginInlineEnd: 4 }}>
          *
        </span>
        <label htmlFor={fieldId}>{SHELL_MESSAGES.feedbackComment}</label>
      </div>
      <Input.TextArea
        id={fieldId}
        required
        aria-required="true"
        aria-describedby={reminderId}
        rows={5}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {failed && <Alert style={{ marginTop: 12 }} type="error" showIcon title={SHELL_MESSAGES.feedbackFailed} />}
    </Modal>
  );
}

/** The form with the antd providers it needs (the shell's chrome has none); FeedbackButton loads this lazily. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ShellAntd>
      <FeedbackModal open={open} onClose={onClose} />
    </ShellAntd>
  );
}
