import { within } from '@testing-library/react';
import { createParcel, type RemoteProps } from 'shared-kit';
import { createMockRemoteProps, createMockSession, mockRoute, mountParcelForTest } from 'shared-kit/mock';
import { accountClient } from './account.fixtures';
import * as parcel from './parcel';
import { AccountRoot } from './root.component';

jest.setTimeout(60_000);
describe('mfe-account parcel', () => {
  it('exposes the parcel lifecycles', () => {
    for (const name of ['bootstrap', 'mount', 'update', 'unmount'] as const) expect(typeof parcel[name]).toBe('function');
  });

  it('mounts the account page through the remote contract and follows a new session', async () => {
    const client = accountClient();
    const remote = createParcel((props: RemoteProps) => <AccountRoot {...props} client={client} hostname="cdi.example" />, 'mfe-account');
    const props = createMockRemoteProps({ session: createMockSession('CLINICAL_ADMIN'), route: mockRoute('/auth/account') });
    const mounted = await mountParcelForTest(remote, props);
    const area = within(mounted.host);
    expect(area.getByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    for (const name of ['User Role', 'User Properties', 'Password Reset']) expect(area.getByRole('region', { name })).toBeInTheDocument();
    expect(area.getByText('Clinical Admin')).toBeInTheDocument();

    await mounted.update({ ...props, session: createMockSession('CODER') });
    expect(area.getByText('Coder')).toBeInTheDocument();
    await mounted.update({ ...props, session: null });
    expect(area.queryByRole('heading', { name: 'Account' })).not.toBeInTheDocument();
    await mounted.unmount();
    expect(mounted.host).toBeEmptyDOMElement();
  });
});
