import { within } from '@testing-library/react';
import { createMockRemoteProps, createMockSession, mountParcelForTest, mockRoute } from 'shared-kit/mock';
import * as parcel from './parcel';

describe('mfe-auth parcel', () => {
  it('shows the sign-in form on /login when signed out', async () => {
    const mounted = await mountParcelForTest(parcel, createMockRemoteProps({ session: null, route: mockRoute('/login') }));
    expect(within(mounted.host).getByRole('heading', { name: 'Sign in to Curate CDI' })).toBeInTheDocument();
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
