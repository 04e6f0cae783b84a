import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteLoader } from '../remotes/remote-loader';
import { renderShell } from '../test-support/render-shell';
import { ShellHarness } from '../test-support/shell-harness';

jest.mock('../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn() } }));

const h = new ShellHarness(remoteLoader);
beforeEach(() => h.setUp());
afterEach(() => h.tearDown());

const TEXT = 'There are unsaved changes to one or more conditions. Continue without saving?';

async function dirtyEncounter() {
  h.signedInAs('CDI');
  h.shell = renderShell('/auth/encounter/detail/42');
  await screen.findByText('mfe_encounter_cdi mounted at /auth/encounter/detail/42 (standalone)');
  act(() => h.remotes.get('mfe_encounter_cdi').latest().setUnsavedChanges(true));
}

describe('unsaved-changes guard', () => {
  it('holds a header navigation; Cancel stays on the form', async () => {
    await dirtyEncounter();
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(TEXT)).toBeNull());
    expect(h.shell?.router.state.location.pathname).toBe('/auth/encounter/detail/42');
    expect(h.remotes.loaded('mfe_reports')).toBe(false);
  });

  it('Continue goes to the held target', async () => {
    await dirtyEncounter();
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    await screen.findByText(TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('mfe_reports mounted at /auth/report (standalone)')).toBeInTheDocument();
    expect(h.remotes.get('mfe_encounter_cdi').unmounts).toBe(1);
  });

  it('holds a navigate() call from the remote, and browser back', async () => {
    await dirtyEncounter();
    act(() => h.remotes.get('mfe_encounter_cdi').latest().navigate('/auth/home'));
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('mfe_worklist mounted at /auth/home (standalone)')).toBeInTheDocument();
    act(() => h.remotes.get('mfe_worklist').latest().setUnsavedChanges(true));
    await act(() => h.shell?.router.navigate(-1));
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
  });

  it('does not ask once the remote reports its changes saved', async () => {
    await dirtyEncounter();
    act(() => h.remotes.get('mfe_encounter_cdi').latest().setUnsavedChanges(false));
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(await screen.findByText('mfe_reports mounted at /auth/report (standalone)')).toBeInTheDocument();
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('asks the browser before the tab closes while dirty', async () => {
    await dirtyEncounter();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
