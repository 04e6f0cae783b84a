import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-kit';
import { SHELL_MESSAGES } from '../shell.messages';

/** Logo linking home (spec 1 §2.4); the SVG is decorative, the product name is the link's name. */
export function Logo() {
  return (
    <Link to={ROUTES.home} className="shell-logo" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: '#fff', fontWeight: 600, fontSize: 18 }}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="6" fill="#1677ff" />
        <path d="M19 9.5a6.5 6.5 0 1 0 0 9" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="20" cy="14" r="2" fill="#52c41a" />
      </svg>
      <span className="shell-logo-name">{SHELL_MESSAGES.productName}</span>
    </Link>
  );
}
