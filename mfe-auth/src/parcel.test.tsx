import { within } from '@testing-library/react';
import { createMockRemoteProps, createMockSession, mountParcelForTest, mockRoute } from 'shared-kit/mock';
import { startTransition } from 'react';
import * as parcel from './parcel';

// startTransition as React's own, watched: this remote's first screen must not be one (below).
jest.mock('react', () => {
  const actual: typeof import('react') = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

describe('mfe-auth parcel', () => {
  it('shows the sign-in form on /login when signed out', async () => {
    const mounted = await mountParcelForTest(parcel, createMockRemoteProps({ session: null, route: mockRoute('/login') }));
    expect(within(mounted.host).getByRole('heading', { name: 'Sign in to Curate CDI' })).toBeInTheDocument();
    await mounted.unmount();
  });

  // The form takes over the server-painted sign-in form and reads what was typed into it as its render starts: rendered
  // as a transition, a key typed between two slices would be lost (shared-kit createParcel, firstScreen).
  it('renders its first screen in one task, not as a transition', async () => {
    jest.mocked(startTransition).mockClear();
    const mounted = await mountParcelForTest(parcel, createMockRemoteProps({ session: null, route: mockRoute('/login') }));
    expect(within(mounted.host).getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(startTransition).not.toHaveBeenCalled();
    await mounted.unmount();
  });

  it('skips the form when a session already exists', async () => {
    const props = createMockRemoteProps({ session: createMockSession('CDI'), route: mockRoute('/login') });
    const mounted = await mountParcelForTest(parcel, props);
    expect(within(mounted.host).queryByRole('heading', { name: 'Sign in to Curate CDI' })).not.toBeInTheDocument();
    expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/home', options: { replace: true } });
    await mounted.unmount();
  });
});
