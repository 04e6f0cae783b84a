import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
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

/** The user's name as the trigger of the Account / Version / Logout menu. */
export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const menu: MenuProps = {
    items: ITEMS.map(({ key, label }) => ({ key, label })),
    onClick: ({ key }) => {
      const item = ITEMS.find((i) => i.key === key);
      if (item) void navigate(item.path);
    },
  };
  const label = userMenuLabel(user);
  return (
    <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={label} style={{ color: '#fff' }}>
        {label} <DownOutlined aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
