import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRemoteProps, createMockSession, mountParcelForTest } from 'shared-kit/mock';
import * as parcel from './parcel';

describe('mfe-encounter-physician parcel', () => {
  it('mounts through the remote contract and shows its route title and the props received', async () => {
    const props = createMockRemoteProps({
      session: createMockSession('PHYSICIAN'),
      mode: 'embedded',
      route: { path: '/auth/embedded/condition/5/encounter/42', params: { conditionId: '5', encounterId: '42' }, query: { from: 'test' } },
    });
    const mounted = await mountParcelForTest(parcel, props);
    const area = within(mounted.host);
    expect(area.getByRole('heading', { name: 'Source Document' })).toBeInTheDocument();
    expect(area.getByText('embedded')).toBeInTheDocument();
    expect(area.getByText('/auth/embedded/condition/5/encounter/42')).toBeInTheDocument();
    expect(area.getByText('from=test')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch'));
    expect(props.calls).toContainEqual({ name: 'setUnsavedChanges', dirty: true });

    await mounted.update({ ...props, session: null });
    expect(area.getByText('(signed out)')).toBeInTheDocument();
    await mounted.unmount();
    expect(mounted.host).toBeEmptyDOMElement();
  });
});
