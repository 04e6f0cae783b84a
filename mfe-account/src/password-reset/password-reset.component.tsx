import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { type HttpClient } from 'shared-kit';
import { MESSAGES } from 'shared-kit/domain';
import { ACCOUNT_TEXTS } from '../account.messages';
import { sendPasswordResetMail } from './password-reset.resource';

/** Password Reset (spec 1 §2.11): 'Reset Password' mails a reset link and says so (spec 1 §8). */
export function PasswordReset({ client }: { client: HttpClient }) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const send = async () => {
    setState('busy');
    try {
      await sendPasswordResetMail(client);
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <Flex vertical gap="middle" align="start">
      <Button loading={state === 'busy'} onClick={() => void send()}>
        {MESSAGES.resetPassword}
      </Button>
      {state === 'sent' && <Alert type="success" showIcon role="status" title={MESSAGES.passwordResetEmailSent} />}
      {state === 'failed' && <Alert type="error" showIcon role="alert" title={ACCOUNT_TEXTS.passwordResetFailed} />}
    </Flex>
  );
}
