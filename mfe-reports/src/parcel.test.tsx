import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRemoteProps, createMockSession, mountParcelForTest } from 'shared-kit/mock';
import * as parcel from './parcel';

describe('mfe-reports parcel', () => {
  it('mounts through the remote contract and shows its route title and the props received', async () => {
    const props = createMockRemoteProps({
      session: createMockSession('CODER_QA_MANAGER'),
      mode: 'standalone',
      route: { path: '/auth/report', params: {}, query: { from: 'test' } },
    });
    const mounted = await mountParcelForTest(parcel, props);
    const area = within(mounted.host);
    expect(area.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(area.getByText('standalone')).toBeInTheDocument();
    expect(area.getByText('/auth/report')).toBeInTheDocument();
    expect(area.getByText('from=test')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch'));
    expect(props.calls).toContainEqual({ name: 'setUnsavedChanges', dirty: true });

    await mounted.update({ ...props, session: null });
    expect(area.getByText('(signed out)')).toBeInTheDocument();
    await mounted.unmount();
    expect(mounted.host).toBeEmptyDOMElement();
  });
});
