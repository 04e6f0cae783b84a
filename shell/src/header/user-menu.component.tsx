import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { headerRoleLabel, ROUTES, type SessionUser } from 'shared-kit';
import { SHELL_MESSAGES } from '../shell.messages';

/** `{alias} ({role label})`; a clinical admin shows the name only (spec 1 §2.4). */
export function userMenuLabel(user: Pick<SessionUser, 'alias' | 'username' | 'type'>): string {
  const name = user.alias || user.username;
  const label = headerRoleLabel(user.type);
  return label ? `${name} (${label})` : name;
}

const ITEMS: Array<{ key: string; label: string; path: string }> = [
  { key: 'account', label: SHELL_MESSAGES.account, path: ROUTES.account },
  { key: 'version', label: SHELL_MESSAGES.version, path: ROUTES.version },
  { key: 'logout', label: SHELL_MESSAGES.logout, path: ROUTES.logout },
];

/**
 * The user's name as the trigger of the Account / Version / Logout menu: the WAI-ARIA menu button pattern on plain
 * elements (the chrome carries no antd, root README). Enter, Space or the arrows open it on an item; arrows, Home and
 * End move; Enter or Space chooses; Escape closes back to the button; Tab or a click elsewhere closes it.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);
  const menuId = useId();
  const label = userMenuLabel(user);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);
  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const item = ITEMS[index];
    close(true);
    if (item) void navigate(item.path);
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(ITEMS.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const last = ITEMS.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="shell-menu-anchor" ref={anchorRef}>
      <button
        ref={buttonRef}
        type="button"
        className="shell-button shell-button-text"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <span className="shell-user-name">{label}</span>
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
          <path d="M1.5 3.5L5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className="shell-menu" onKeyDown={onMenuKey}>
          {ITEMS.map((item, index) => (
            <li
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              onClick={() => choose(index)}
              onPointerMove={() => setActive(index)}
            >
              {item.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
