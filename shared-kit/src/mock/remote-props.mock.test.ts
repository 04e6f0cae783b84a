import { createMockRemoteProps } from './remote-props.mock';
import { createMockSession } from './session.mock';

describe('createMockRemoteProps', () => {
  it('gives standalone props at home with a CDI session', () => {
    const props = createMockRemoteProps();
    expect(props.mode).toBe('standalone');
    expect(props.route).toEqual({ id: 'home', path: '/auth/home', params: {}, query: {} });
    expect(props.session?.type).toBe('CDI');
  });

  it('records every call in order', async () => {
    const props = createMockRemoteProps();
    props.navigate('/auth/encounter/detail/4', { newTab: true });
    props.setUnsavedChanges(true);
    const refreshed = await props.refreshSession();
    props.signOut('You have been logged out');
    expect(refreshed?.username).toBe('cdi');
    expect(props.calls).toEqual([
      { name: 'navigate', to: '/auth/encounter/detail/4', options: { newTab: true } },
      { name: 'setUnsavedChanges', dirty: true },
      { name: 'refreshSession' },
      { name: 'signOut', message: 'You have been logged out' },
    ]);
  });

  it('keeps an explicit null session and runs overridden callbacks after recording', async () => {
    const seen: string[] = [];
    const props = createMockRemoteProps({
      session: null,
      mode: 'embedded',
      navigate: (to) => seen.push(to),
      refreshSession: () => Promise.resolve(createMockSession('PHYSICIAN')),
    });
    props.navigate('/auth/home');
    expect(props.session).toBeNull();
    expect(props.mode).toBe('embedded');
    expect(seen).toEqual(['/auth/home']);
    expect(props.calls).toEqual([{ name: 'navigate', to: '/auth/home', options: undefined }]);
    expect((await props.refreshSession())?.type).toBe('PHYSICIAN');
  });
});
