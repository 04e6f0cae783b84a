import { Alert, Button, Flex, Radio } from 'antd';
import { useState } from 'react';
import { type HttpClient, type RemoteProps } from 'shared-kit';
import { canChangeRole, MESSAGES, roleDisplayName, ROUTES, switchableRoles, type Role, type SessionUser } from 'shared-kit/domain';
import { ACCOUNT_TEXTS } from '../account.messages';
import { switchRole } from './user-role.resource';

/**
 * User Role (spec 1 §2.11): the active role; when the user holds another role they may switch to (CDI, CLINICAL_ADMIN,
 * CODER, PHYSICIAN; never for a CDI_RESTRICTED holder) the 'Available Roles' radio list of the active role and those,
 * and 'Change Role' only when the choice differs from the active role. Changing switches the server session's role,
 * refreshes the session and goes home in it.
 */
export function UserRole({ session, client, navigate, refreshSession }: { session: SessionUser; client: HttpClient } & Pick<RemoteProps, 'navigate' | 'refreshSession'>) {
  const roles = session.roles.map((r) => r.name);
  // The list offers the active role and the switchable roles held, when there is another role to switch to.
  const switchable = roles.includes('CDI_RESTRICTED') ? [] : switchableRoles(roles);
  const choices = switchable.some((role) => role !== session.type) ? [...new Set([session.type, ...switchable])] : [];
  const [chosen, setChosen] = useState<Role>(session.type);
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');

  const change = async () => {
    setState('busy');
    try {
      await switchRole(session.userId, chosen, client);
      await refreshSession();
      navigate(ROUTES.home);
    } catch {
      setState('error');
    }
  };

  return (
    <Flex vertical gap="middle" align="start">
      {/* Plain text, not antd Descriptions: its label colour misses AA contrast (axe). */}
      <p style={{ margin: 0 }}>
        <strong>{ACCOUNT_TEXTS.activeRole}:</strong> {roleDisplayName(session.type)}
      </p>
      {choices.length > 0 && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 'inherit', marginBottom: 8, fontWeight: 600 }}>{MESSAGES.availableRoles}</legend>
          <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as Role)} options={choices.map((role) => ({ value: role, label: roleDisplayName(role) }))} />
        </fieldset>
      )}
      {canChangeRole(roles, session.type, chosen) && (
        <Button type="primary" loading={state === 'busy'} onClick={() => void change()}>
          {MESSAGES.changeRole}
        </Button>
      )}
      {state === 'error' && <Alert type="error" showIcon role="alert" title={ACCOUNT_TEXTS.roleChangeFailed} />}
    </Flex>
  );
}
