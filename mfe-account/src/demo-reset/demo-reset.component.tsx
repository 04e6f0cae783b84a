import { Alert, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { type HttpClient } from 'shared-kit';
import { MESSAGES } from 'shared-kit/domain';
import { ACCOUNT_TEXTS } from '../account.messages';
import { runDemoReset } from './demo-reset.resource';

/** Demo Data Reset (spec 1 §2.11): 'Reset Demo Data' after a confirmation, then the success or failure text (spec 1 §8). */
export function DemoReset({ tenantId, client }: { tenantId: string; client: HttpClient }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const reset = async () => {
    setState('busy');
    try {
      await runDemoReset(tenantId, client);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <Flex vertical gap="middle" align="start">
      <Popconfirm title={ACCOUNT_TEXTS.demoResetConfirm} okText={ACCOUNT_TEXTS.demoResetOk} cancelText={ACCOUNT_TEXTS.cancel} onConfirm={() => void reset()}>
        <Button danger loading={state === 'busy'}>
          {MESSAGES.resetDemoData}
        </Button>
      </Popconfirm>
      {state === 'done' && <Alert type="success" showIcon role="status" title={MESSAGES.demoResetSuccess} />}
      {state === 'failed' && <Alert type="error" showIcon role="alert" title={MESSAGES.demoResetFailure} />}
    </Flex>
  );
}
