import { Layout } from 'antd';
import { fillMessage, SHELL_MESSAGES } from '../shell.messages';

/** Copyright line with the current year (spec 1 §2.4). */
export function Footer({ now = new Date() }: { now?: Date }) {
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>{fillMessage(SHELL_MESSAGES.footer, { year: now.getFullYear() })}</Layout.Footer>
  );
}
