import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRemoteProps, createMockSession, mountParcelForTest, mockRoute } from 'shared-kit/mock';
import { startTransition } from 'react';
import * as parcel from './parcel';

// startTransition as React's own, watched: this remote's first screen is one (below).
jest.mock('react', () => {
  const actual: typeof import('react') = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

describe('mfe-worklist parcel', () => {
  // A screen this remote does not own falls back to the scaffold, which echoes the contract's props: the parcel's
  // mount, update and unmount are proven without an API (each screen has its own suite over a mock client).
  it('mounts through the remote contract, passes props on update and unmounts cleanly', async () => {
    const props = createMockRemoteProps({
      session: createMockSession('CDI'),
      mode: 'standalone',
      route: mockRoute('/auth/report', { from: 'test' }),
    });
    const mounted = await mountParcelForTest(parcel, props);
    const area = within(mounted.host);
    expect(area.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
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

  // The home's first render (antd's Table, Tabs and eleven filter controls) in slices that yield to the browser
  // (shared-kit createParcel, firstScreen 'transition'; issue 15).
  it('renders its first screen as a transition', async () => {
    jest.mocked(startTransition).mockClear();
    const props = createMockRemoteProps({ session: createMockSession('CDI'), route: mockRoute('/auth/report') });
    const mounted = await mountParcelForTest(parcel, props);
    expect(within(mounted.host).getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(startTransition).toHaveBeenCalledTimes(1);
    await mounted.unmount();
  });
});
