import { Card, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { type HttpClient, type RemoteProps } from 'shared-kit';
import { browserPluginUrl, isDemoHost, MESSAGES, WORKING_ROLES } from 'shared-kit/domain';
import { ACCOUNT_TEXTS } from './account.messages';
import { BrowserPlugin } from './browser-plugin/browser-plugin.component';
import { fetchDemoResetAvailability } from './demo-reset/demo-reset.resource';
import { DemoReset } from './demo-reset/demo-reset.component';
import { PasswordReset } from './password-reset/password-reset.component';
import { UserProperties } from './user-properties/user-properties.component';
import { UserRole } from './user-role/user-role.component';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card size="small" title={<h2 id={id} style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
        {children}
      </Card>
    </section>
  );
}

/**
 * Whether the demo data reset is offered: a demo host (spec 1 §2.11, §6) and the server says it may run now; null while
 * a demo host waits for that answer.
 */
function useDemoResetOffered(tenantId: string, hostname: string, client: HttpClient): boolean | null {
  const demoHost = isDemoHost(hostname);
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    if (!demoHost) return undefined;
    let current = true;
    fetchDemoResetAvailability(tenantId, client).then(
      (answer) => current && setAvailable(answer.available),
      () => current && setAvailable(false),
    );
    return () => {
      current = false;
    };
  }, [demoHost, tenantId, client]);
  return demoHost ? available : false;
}

export interface AccountScreenProps extends Pick<RemoteProps, 'navigate' | 'refreshSession' | 'setUnsavedChanges'> {
  session: NonNullable<RemoteProps['session']>;
  client: HttpClient;
  /** The page's host name (tests set it); the browser's by default. */
  hostname?: string;
}

/**
 * `/auth/account` (spec 1 §2.11): User Role, Demo Data Reset (demo hosts with the server in demo mode), User
 * Properties (working roles: the worklist filters), Password Reset, and the browser plugin for its tenant.
 */
export function AccountScreen({ session, client, navigate, refreshSession, setUnsavedChanges, hostname = window.location.hostname }: AccountScreenProps) {
  const demoReset = useDemoResetOffered(session.tenantId, hostname, client);
  const plugin = browserPluginUrl(session.tenantProperties);
  const withProperties = WORKING_ROLES.includes(session.type);
  const [propertiesShown, setPropertiesShown] = useState(false);
  const showProperties = useCallback(() => setPropertiesShown(true), []);
  // The cards under User Role wait, hidden, for what decides their height (the demo reset's availability, the user
  // properties' lists): arriving one by one, each moved the cards below it down (issue 15).
  const settled = demoReset !== null && (!withProperties || propertiesShown);
  return (
    <section aria-labelledby="account-title">
      <Typography.Title id="account-title" level={1}>
        {ACCOUNT_TEXTS.accountTitle}
      </Typography.Title>
      <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
        <Section id="account-role" title={MESSAGES.userRole}>
          <UserRole session={session} client={client} navigate={navigate} refreshSession={refreshSession} />
        </Section>
        {!settled && <Spin />}
        <div hidden={!settled}>
          <Flex vertical gap="middle">
            {demoReset && (
              <Section id="account-demo-reset" title={MESSAGES.demoDataReset}>
                <DemoReset tenantId={session.tenantId} client={client} />
              </Section>
            )}
            {withProperties && (
              <Section id="account-properties" title={MESSAGES.userProperties}>
                <UserProperties session={session} client={client} refreshSession={refreshSession} setUnsavedChanges={setUnsavedChanges} onShown={showProperties} />
              </Section>
            )}
            <Section id="account-password" title={MESSAGES.passwordReset}>
              <PasswordReset client={client} />
            </Section>
            {plugin && (
              <Section id="account-plugin" title={ACCOUNT_TEXTS.browserPlugin}>
                <BrowserPlugin installUrl={plugin} />
              </Section>
            )}
          </Flex>
        </div>
      </Flex>
    </section>
  );
}
