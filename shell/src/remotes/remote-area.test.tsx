import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteLoader } from './remote-loader';
import { createFallbackLifecycles } from './parcel-module';
import { renderShell } from '../test-support/render-shell';
import { ShellHarness } from '../test-support/shell-harness';

jest.mock('./remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn() } }));

const h = new ShellHarness(remoteLoader);
beforeEach(() => h.setUp());
afterEach(() => h.tearDown());
const loadParcel = jest.mocked(remoteLoader.loadParcel);

describe('remote area', () => {
  it('a remote that fails to load shows its error panel; Retry loads it again and mounts it', async () => {
    h.signedInAs('CODER');
    let reachable = false;
    loadParcel.mockImplementation((name) =>
      reachable ? Promise.resolve(h.remotes.get(name).lifecycles) : Promise.reject(new Error('mf-manifest.json answered 404')),
    );
    h.shell = renderShell('/auth/report');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('mfe-reports could not be loaded');
    // The rest of the shell keeps working.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mfe_reports mounted at /auth/report (standalone)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadParcel).toHaveBeenLastCalledWith('mfe_reports', { force: true });
  });

  it('the runtime fallback (mount rejects) shows the panel too', async () => {
    h.signedInAs('CODER');
    loadParcel.mockResolvedValue(createFallbackLifecycles(new Error('remoteEntry.js could not be loaded')));
    h.shell = renderShell('/auth/report');
    expect(await screen.findByRole('alert')).toHaveTextContent('mfe-reports could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('remoteEntry.js could not be loaded');
  });

  it('a remote whose mount throws shows the panel, and other routes keep working', async () => {
    h.signedInAs('CODER');
    const broken = h.remotes.get('mfe_reports');
    broken.lifecycles.mount = () => Promise.reject(new Error('Cannot read properties of undefined'));
    h.shell = renderShell('/auth/report');
    expect(await screen.findByRole('alert')).toHaveTextContent('mfe-reports could not be loaded');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('mfe_worklist mounted at /auth/home (standalone)')).toBeInTheDocument();
  });

  it('marks the area with the federation name', async () => {
    h.signedInAs('CODER');
    h.shell = renderShell('/auth/report');
    await screen.findByText('mfe_reports mounted at /auth/report (standalone)');
    expect(document.querySelector('[data-remote="mfe_reports"]')).toHaveAttribute('aria-label', 'mfe-reports');
  });
});
