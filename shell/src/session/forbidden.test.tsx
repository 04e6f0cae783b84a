import { act, screen, waitFor } from '@testing-library/react';
import { httpClient } from 'shared-kit';
import { remoteLoader } from '../remotes/remote-loader';
import { renderShell } from '../test-support/render-shell';
import { ShellHarness } from '../test-support/shell-harness';
import { sessionUser } from '../test-support/session-fixtures';

jest.mock('../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn() } }));

const h = new ShellHarness(remoteLoader);
beforeEach(() => h.setUp());
afterEach(() => h.tearDown());

describe('session', () => {
  it('a 403 from any call clears the session and shows the logged-out message', async () => {
    h.signedInAs('CODER');
    h.api.on('GET', '/api/encounter/detail/42', () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'Not allowed' } } }));
    h.api.on('GET', '/api/sso/logout', () => ({ status: 200, body: { ok: true } }));
    h.shell = renderShell('/auth/encounter/detail/42');
    await screen.findByText('mfe_encounter_coder mounted at /auth/encounter/detail/42 (standalone)');
    expect(localStorage.getItem('cdi.session')).not.toBeNull();
    act(() => h.remotes.get('mfe_encounter_coder').latest().setUnsavedChanges(true));

    // The remote's own call, through the shared client.
    await act(() => httpClient.get('/api/encounter/detail/42').catch(() => undefined));

    await waitFor(() => expect(h.shell?.store.getState().session.status).toBe('signedOut'));
    expect(await screen.findByText('You have been logged out')).toBeInTheDocument();
    await waitFor(() => expect(h.shell?.router.state.location.pathname).toBe('/login'));
    expect(h.shell?.store.getState().session.user).toBeNull();
    expect(h.shell?.store.getState().unsavedChanges.dirty).toBe(false);
    expect(localStorage.getItem('cdi.session')).toBeNull();
    expect(h.api.calls('GET', '/api/sso/logout')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('stores only non-secret session fields', async () => {
    h.api.on('GET', '/api/user/current', () => ({
      status: 200,
      body: { ...sessionLike(), authStatus: 'LOGIN_SUCCESS', qrCodeUuid: null },
    }));
    h.shell = renderShell('/auth/report');
    await screen.findByText('mfe_reports mounted at /auth/report (standalone)');
    const stored = JSON.parse(localStorage.getItem('cdi.session') ?? '{}') as Record<string, unknown>;
    expect(stored.username).toBe('coder');
    expect(stored).not.toHaveProperty('qrCodeUuid');
    expect(stored).not.toHaveProperty('authStatus');
  });

  it('a signOut(message) from a remote shows that message above the login area', async () => {
    h.signedInAs('CODER');
    h.api.on('GET', '/api/sso/logout', () => ({ status: 500 }));
    h.shell = renderShell('/auth/report');
    await screen.findByText('mfe_reports mounted at /auth/report (standalone)');
    act(() => h.remotes.get('mfe_reports').latest().signOut('Your session has ended'));
    const notice = await screen.findByText('Your session has ended');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('mfe_auth mounted at /login (standalone)')).toBeInTheDocument();
  });
});

const sessionLike = () => sessionUser('CODER');
