import type { ReactNode } from 'react';
import { SHELL_MESSAGES } from '../shell.messages';

/** Full-area loader (session check, auto-login). */
export function CenteredLoader({ children }: { children?: ReactNode }) {
  return (
    <div
      role="status"
      aria-label={SHELL_MESSAGES.loading}
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 16, minHeight: '60vh' }}
    >
      <span className="shell-spinner shell-spinner-large" aria-hidden="true" />
      {children}
    </div>
  );
}
