import { render, screen } from '@testing-library/react';
import { RemoteProviders } from 'shared-kit/ui';
import type { SessionUser } from 'shared-kit/domain';
import { createMockRemoteProps, type MockHttpClient } from 'shared-kit/mock';
import { accountClient } from './account.fixtures';
import { AccountScreen } from './account-screen.component';

/** Renders the account page for `session` over a mock API, on `hostname` (a demo host unless said). */
export function renderAccount(session: SessionUser, { client = accountClient(), hostname = 'localhost' }: { client?: MockHttpClient; hostname?: string } = {}) {
  const props = createMockRemoteProps({ session });
  const view = render(
    <RemoteProviders>
      <AccountScreen session={session} client={client} navigate={props.navigate} refreshSession={props.refreshSession} setUnsavedChanges={props.setUnsavedChanges} hostname={hostname} />
    </RemoteProviders>,
  );
  return { client, props, view };
}

/**
 * Resolves once the cards under User Role are shown: they wait, hidden, for the demo reset's answer and the user
 * properties' lists (account-screen.component.tsx). Password Reset is there for every user.
 */
export function accountShown(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Password Reset' });
}
