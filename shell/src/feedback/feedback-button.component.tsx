import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { SHELL_MESSAGES } from '../shell.messages';
import { FeedbackModal } from './feedback-modal.component';

/** On every non-embedded signed-in screen (it lives in the header, hidden in embedded mode). */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<MessageOutlined aria-hidden="true" />} onClick={() => setOpen(true)}>
        {SHELL_MESSAGES.feedback}
      </Button>
      <FeedbackModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
