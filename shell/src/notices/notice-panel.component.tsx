import { Result } from 'antd';
import type { ReactNode } from 'react';

/** A simple accessible notice occupying the content area (admin notice, empty scope, no view). */
export function NoticePanel({ title, body, status = 'info' }: { title: string; body?: ReactNode; status?: 'info' | 'warning' }) {
  return (
    <section role="region" aria-label={title} className="shell-notice">
      <Result status={status} title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>} subTitle={body} />
    </section>
  );
}
