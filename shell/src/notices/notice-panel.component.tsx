import type { ReactNode } from 'react';
import { PLATFORM_TOKENS } from 'shared-kit';

/** A simple accessible notice occupying the content area (admin notice, empty scope, no view). */
export function NoticePanel({ title, body, status = 'info' }: { title: string; body?: ReactNode; status?: 'info' | 'warning' }) {
  return (
    <section role="region" aria-label={title} className="shell-notice">
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false" style={{ marginBottom: 16 }}>
        <circle cx="28" cy="28" r="28" fill={status === 'warning' ? '#d48806' : PLATFORM_TOKENS.colorPrimary} />
        <path d={status === 'warning' ? 'M28 14v18M28 39v3' : 'M28 16v3M28 25v16'} stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h1 style={{ fontSize: 24, fontWeight: 400, margin: '0 0 8px' }}>{title}</h1>
      {body && <p style={{ color: PLATFORM_TOKENS.colorTextSecondary, margin: 0 }}>{body}</p>}
    </section>
  );
}
