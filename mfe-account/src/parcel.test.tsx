import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRemoteProps, createMockSession, mountParcelForTest } from 'shared-kit/mock';
import * as parcel from './parcel';

describe('mfe-account parcel', () => {
  it('mounts through the remote contract and shows its route title and the props received', async () => {
    const props = createMockRemoteProps({
      session: createMockSession('CLINICAL_ADMIN'),
      mode: 'standalone',
      route: { path: '/auth/account', params: {}, query: { from: 'test' } },
    });
    const mounted = await mountParcelForTest(parcel, props);
    const area = within(mounted.host);
    expect(area.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(area.getByText('standalone')).toBeInTheDocument();
    expect(area.getByText('/auth/account')).toBeInTheDocument();
    expect(area.getByText('from=test')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch'));
    expect(props.calls).toContainEqual({ name: 'setUnsavedChanges', dirty: true });

    await mounted.update({ ...props, session: null });
    expect(area.getByText('(signed out)')).toBeInTheDocument();
    await mounted.unmount();
    expect(mounted.host).toBeEmptyDOMElement();
  });
});
