import { NavLink } from 'react-router-dom';
import { navItemsForRole, type SessionUser } from 'shared-kit';
import { FeedbackButton } from '../feedback/feedback-button.component';
import { SHELL_MESSAGES } from '../shell.messages';
import { Logo } from './logo.component';
import { UserMenu } from './user-menu.component';

/**
 * Logo, navigation filtered by the active role, feedback and the user menu (spec 1 §2.4).
 * The extra CDI and coder header controls are left out: the spec does not show their content.
 */
export function Header({ user }: { user: SessionUser }) {
  const items = navItemsForRole(user.type);
  return (
    <header className="shell-header">
      <Logo />
      <nav aria-label={SHELL_MESSAGES.mainNavigation} style={{ flex: 1 }}>
        <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.key}>
              <NavLink
                to={item.path}
                style={({ isActive }) => ({
                  display: 'inline-block',
                  padding: '0 12px',
                  color: '#fff',
                  opacity: isActive ? 1 : 0.75,
                  borderBottom: isActive ? '2px solid #1677ff' : '2px solid transparent',
                  lineHeight: '40px',
                })}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <FeedbackButton />
      <UserMenu user={user} />
    </header>
  );
}
