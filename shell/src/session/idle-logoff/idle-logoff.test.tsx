import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onSessionEnding } from 'shared-kit';
import { remoteLoader } from '../../remotes/remote-loader';
import { renderShell } from '../../test-support/render-shell';
import { ShellHarness } from '../../test-support/shell-harness';

jest.mock('../../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn() } }));

const h = new ShellHarness(remoteLoader);
let idleRemaining: number | null = 1800;

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  h.setUp();
  idleRemaining = 1800;
  h.signedInAs('CDI');
  h.api.on('GET', '/api/sso/session', () =>
    idleRemaining === null
      ? { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } } }
      : { status: 200, body: { idleRemainingSeconds: idleRemaining, absoluteRemainingSeconds: 40_000, idleTimeoutSeconds: 1800 } },
  );
  h.api.on('GET', '/api/sso/logout', () => ({ status: 200, body: { ok: true } }));
});
afterEach(() => {
  h.tearDown();
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

async function signedInOnEncounter() {
  h.shell = renderShell('/auth/encounter/detail/42', { idleLogoff: true });
  await screen.findByText('mfe_encounter_cdi mounted at /auth/encounter/detail/42 (standalone)');
  await waitFor(() => expect(h.api.calls('GET', '/api/sso/session')).toHaveLength(1));
}

describe('automatic logoff', () => {
  it('warns a minute before the idle timeout; Stay signed in uses the session and closes the warning', async () => {
    await signedInOnEncounter();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // The session was used elsewhere meanwhile: the check 29 minutes later finds more time and stays quiet.
    idleRemaining = 900;
    await act(() => jest.advanceTimersByTimeAsync(1740_000));
    expect(h.api.calls('GET', '/api/sso/session')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    idleRemaining = 60;
    await act(() => jest.advanceTimersByTimeAsync(840_000));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('For your security, you will be signed out in 60 seconds because you have been inactive.');
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(dialog).toHaveTextContent('signed out in 55 seconds');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    const touchesBefore = h.api.calls('GET', '/api/user/current').length;
    idleRemaining = 1800;
    await user().click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).toBeNull());
    expect(h.api.calls('GET', '/api/user/current').length).toBe(touchesBefore + 1);
    expect(h.shell?.store.getState().session.status).toBe('signedIn');
  });

  it('logs off on its own after the idle timeout: the session-ending hook first, then everything is cleared', async () => {
    const heard: Array<{ reason: string; status: string | undefined; mounted: boolean }> = [];
    const stop = onSessionEnding(({ reason }) =>
      heard.push({
        reason,
        status: h.shell?.store.getState().session.status,
        mounted: screen.queryByText('mfe_encounter_cdi mounted at /auth/encounter/detail/42 (standalone)') !== null,
      }),
    );
    try {
      idleRemaining = 30;
      await signedInOnEncounter();
      act(() => h.remotes.get('mfe_encounter_cdi').latest().setUnsavedChanges(true));
      expect(await screen.findByRole('alertdialog', { name: 'Are you still there?' })).toHaveTextContent('30 seconds');

      idleRemaining = null;
      await act(() => jest.advanceTimersByTimeAsync(31_000));
      expect(await screen.findByText('You have been logged out')).toBeInTheDocument();
      await waitFor(() => expect(h.shell?.router.state.location.pathname).toBe('/login'));
      // The hook ran while the remote was still mounted and the session still held (the draft store saves then).
      expect(heard).toEqual([{ reason: 'idle-timeout', status: 'signedIn', mounted: true }]);
      expect(h.shell?.store.getState().session.user).toBeNull();
      expect(h.shell?.store.getState().unsavedChanges.dirty).toBe(false);
      expect(localStorage.getItem('cdi.session')).toBeNull();
      expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    } finally {
      stop();
    }
  });

  it('does not log off when another tab kept the session alive during the warning', async () => {
    idleRemaining = 20;
    await signedInOnEncounter();
    await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    idleRemaining = 1500;
    await act(() => jest.advanceTimersByTimeAsync(21_000));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).toBeNull());
    expect(h.shell?.store.getState().session.status).toBe('signedIn');
  });

  it('the warning is a keyboard dialog: Tab stays on its two buttons, Escape counts as Stay signed in', async () => {
    idleRemaining = 45;
    await signedInOnEncounter();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('For your security, you will be signed out in 45 seconds because you have been inactive.');
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    const signOutButton = screen.getByRole('button', { name: 'Sign out' });
    expect(stay).toHaveFocus();
    await user().tab();
    expect(signOutButton).toHaveFocus();
    await user().tab();
    expect(stay).toHaveFocus();
    await user().tab({ shift: true });
    expect(signOutButton).toHaveFocus();

    const touchesBefore = h.api.calls('GET', '/api/user/current').length;
    idleRemaining = 1800;
    await user().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(h.api.calls('GET', '/api/user/current').length).toBe(touchesBefore + 1);
    expect(h.shell?.store.getState().session.status).toBe('signedIn');
  });

  it("the warning's Sign out signs out at once", async () => {
    idleRemaining = 45;
    await signedInOnEncounter();
    await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await user().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(h.shell?.router.state.location.pathname).toBe('/login'));
    expect(h.api.calls('GET', '/api/sso/logout')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('announces an ordinary sign-out through the same hook', async () => {
    const heard: string[] = [];
    const stop = onSessionEnding(({ reason }) => heard.push(reason));
    try {
      await signedInOnEncounter();
      act(() => h.remotes.get('mfe_encounter_cdi').latest().signOut());
      await waitFor(() => expect(h.shell?.router.state.location.pathname).toBe('/login'));
      expect(heard).toEqual(['sign-out']);
    } finally {
      stop();
    }
  });
});
