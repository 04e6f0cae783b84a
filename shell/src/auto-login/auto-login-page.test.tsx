import { screen, waitFor } from '@testing-library/react';
import { remoteLoader } from '../remotes/remote-loader';
import { renderShell } from '../test-support/render-shell';
import { ShellHarness } from '../test-support/shell-harness';

jest.mock('../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn() } }));

const h = new ShellHarness(remoteLoader);
beforeEach(() => h.setUp());
afterEach(() => h.tearDown());

describe('auto-login', () => {
  it('smart mode shows the loader with Hang Tight! while the user is fetched', async () => {
    api().on('GET', '/api/user/current', () => new Promise(() => undefined));
    h.shell = renderShell('/auto-login?encounter=12');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByText('Hang Tight!')).toBeInTheDocument();
    expect(screen.getByText('We are logging you in.')).toBeInTheDocument();
  });

  it('embedded mode shows the loader without the texts', () => {
    api().on('GET', '/api/user/current', () => new Promise(() => undefined));
    h.shell = renderShell('/auto-login?embedded=true&encounter=12');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Hang Tight!')).toBeNull();
  });

  it('encounter with conditions goes to the smart detail route with the conditions', async () => {
    h.signedInAs('PHYSICIAN');
    h.shell = renderShell('/auto-login?encounter=12&conditions=KNOWN');
    expect(await screen.findByText('mfe_encounter_physician mounted at /auth/smart/encounter/detail/12/conditions/KNOWN (smart)')).toBeInTheDocument();
  });

  it('embedded with nlpcondition goes to the embedded condition viewer, and the tab stays without chrome', async () => {
    h.signedInAs('CDI');
    h.shell = renderShell('/auto-login?embedded=true&encounter=12&nlpcondition=5');
    expect(await screen.findByText('mfe_encounter_physician mounted at /auth/embedded/condition/5/encounter/12 (embedded)')).toBeInTheDocument();
    await h.shell.router.navigate('/auth/home');
    expect(await screen.findByText('mfe_worklist mounted at /auth/home (standalone)')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('answers under /auth/auto-login as well', async () => {
    h.signedInAs('PHYSICIAN');
    h.shell = renderShell('/auth/auto-login?embedded=true&encounter=12');
    await waitFor(() => expect(h.shell?.router.state.location.pathname).toBe('/auth/embedded/encounter/detail/12'));
  });

  it('scope empty goes to the empty-scope notice', async () => {
    h.signedInAs('PHYSICIAN');
    h.shell = renderShell('/auto-login?scope=empty');
    expect(await screen.findByText('This patient is not currently in scope.')).toBeInTheDocument();
  });

  it('without a session goes to login, keeping the encounter', async () => {
    h.signedOut();
    h.shell = renderShell('/auto-login?encounter=12');
    await waitFor(() => expect(h.shell?.router.state.location.pathname).toBe('/login'));
    expect(h.shell.router.state.location.search).toBe('?encounter=12');
    expect(await screen.findByText('mfe_auth mounted at /login (standalone)')).toBeInTheDocument();
    expect(h.remotes.get('mfe_auth').latest().route.query).toEqual({ encounter: '12' });
  });

  it('embedded without a session: the sign-in page and every screen after it stay without chrome (an EHR frame)', async () => {
    h.signedOut();
    h.shell = renderShell('/auto-login?embedded=true&encounter=12');
    await waitFor(() => expect(h.shell?.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('mfe_auth mounted at /login (standalone)')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(sessionStorage.getItem('cdi.launchMode')).toBe('embedded');
  });

  it('without a session and without an encounter goes to plain login', async () => {
    h.signedOut();
    h.shell = renderShell('/auto-login');
    await waitFor(() => expect(h.shell?.router.state.location.pathname).toBe('/login'));
    expect(h.shell.router.state.location.search).toBe('');
  });
});

function api() {
  return h.api;
}
