import { NavLink } from 'react-router-dom';
import { navItemsForRole, type SessionUser } from 'shared-kit';
import { FeedbackButton } from '../feedback/feedback-button.component';
import { SHELL_MESSAGES } from '../shell.messages';
import { Logo } from './logo.component';
import { UserMenu } from './user-menu.component';

/**
 * Logo, navigation filtered by the active role, feedback and the user menu (spec 1 §2.4).
 * The extra CDI and coder header controls are left out: the spec does not show their content.
 * Narrower than the links need (a tablet, a phone: spec 1 §9), the header keeps its one row and height: the links
 * scroll inside the navigation, the product name and the feedback label are read but not shown, the user's name is
 * cut short (index.html's rules; shell README, "Narrow windows").
 */
export function Header({ user }: { user: SessionUser }) {
  const items = navItemsForRole(user.type);
  return (
    <header className="shell-header">
      <Logo />
      <nav aria-label={SHELL_MESSAGES.mainNavigation} className="shell-nav">
        <ul>
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
