import { fillMessage, SHELL_MESSAGES } from '../shell.messages';

/** Copyright line with the current year (spec 1 §2.4). */
export function Footer({ now = new Date() }: { now?: Date }) {
  return (
    <footer className="shell-footer">{fillMessage(SHELL_MESSAGES.footer, { year: now.getFullYear() })}</footer>
  );
}
