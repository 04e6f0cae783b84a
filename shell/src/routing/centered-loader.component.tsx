import { Spin } from 'antd';
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
      <Spin size="large" />
      {children}
    </div>
  );
}
