import { Button, Result } from 'antd';
import { MESSAGES } from '../domain/messages';

export interface RemoteErrorPanelProps {
  /** The remote's human name, e.g. `mfe-reports`. */
  remoteTitle: string;
  /** What went wrong, for operators; shown small under the title. */
  detail?: string;
  onRetry: () => void;
}

/** The panel shown in a remote's area when it fails to load or throws (platform design §3). */
export function RemoteErrorPanel({ remoteTitle, detail, onRetry }: RemoteErrorPanelProps) {
  return (
    <div role="alert" data-testid="remote-error-panel" data-remote={remoteTitle}>
      <Result
        status="error"
        title={MESSAGES.remoteUnavailableTitle.replace('{remote}', remoteTitle)}
        subTitle={detail ?? MESSAGES.remoteUnavailableDetail}
        extra={
          <Button type="primary" onClick={onRetry}>
            {MESSAGES.retry}
          </Button>
        }
      />
    </div>
  );
}
