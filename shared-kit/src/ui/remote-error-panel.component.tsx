import { MESSAGES } from '../domain/messages';
import { PLATFORM_TOKENS as T } from './platform-tokens';

export interface RemoteErrorPanelProps {
  /** The remote's human name, e.g. `mfe-reports`. */
  remoteTitle: string;
  /** What went wrong, for operators; shown small under the title. */
  detail?: string;
  onRetry: () => void;
}

/**
 * The panel shown in a remote's area when it fails to load or throws (platform design §3). Plain elements styled
 * from the token set, no antd: the shell shows it too, and the shell's chrome carries no antd (root README, Bytes).
 */
export function RemoteErrorPanel({ remoteTitle, detail, onRetry }: RemoteErrorPanelProps) {
  return (
    <div
      role="alert"
      data-testid="remote-error-panel"
      data-remote={remoteTitle}
      style={{ padding: '48px 32px', textAlign: 'center', fontFamily: T.fontFamily, color: T.colorText }}
    >
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false" style={{ marginBottom: 16 }}>
        <circle cx="28" cy="28" r="28" fill={T.colorError} />
        <path d="M20 20l16 16M36 20L20 36" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2 style={{ fontSize: 24, lineHeight: 1.33, fontWeight: 400, margin: '0 0 8px' }}>
        {MESSAGES.remoteUnavailableTitle.replace('{remote}', remoteTitle)}
      </h2>
      <p style={{ color: T.colorTextSecondary, fontSize: T.fontSize, margin: '0 0 24px' }}>{detail ?? MESSAGES.remoteUnavailableDetail}</p>
      <button
        type="button"
        onClick={onRetry}
        style={{
          background: T.colorPrimary,
          color: '#fff',
          border: 0,
          borderRadius: T.borderRadius,
          padding: '4px 15px',
          height: 32,
          fontSize: T.fontSize,
          fontFamily: T.fontFamily,
          cursor: 'pointer',
        }}
      >
        {MESSAGES.retry}
      </button>
    </div>
  );
}
