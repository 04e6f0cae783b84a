import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { REPORTS_TEXTS } from '../reports.messages';
import type { Load } from './use-load.hook';

/** A region named `label`: the loading spinner, the content once its data is there, or the failed-load alert with Retry. */
export function LoadStates<T>({ load, retry, label, children }: { load: Load<T>; retry: () => void; label: string; children: (data: T) => ReactNode }) {
  if (load.state === 'error') {
    return (
      <Alert
        role="alert"
        type="error"
        showIcon
        title={REPORTS_TEXTS.loadFailed}
        action={
          <Button size="small" onClick={retry}>
            {REPORTS_TEXTS.retry}
          </Button>
        }
      />
    );
  }
  return (
    <section aria-label={label} aria-busy={load.state === 'loading'}>
      {load.data === null ? <Spin /> : children(load.data)}
    </section>
  );
}
