import { screen, within } from '@testing-library/react';
import { remoteLoader } from '../remotes/remote-loader';
import { renderShell } from '../test-support/render-shell';
import { ShellHarness } from '../test-support/shell-harness';

jest.mock('../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn() } }));

const h = new ShellHarness(remoteLoader);
const files: Record<string, unknown> = {};
const fetchMock = jest.fn((input: RequestInfo | URL) => {
  const url = new URL(String(input), window.location.href);
  const body = files[url.pathname];
  return Promise.resolve({ ok: body !== undefined, status: body === undefined ? 404 : 200, json: () => Promise.resolve(body) });
});

beforeEach(() => {
  h.setUp();
  window.fetch = fetchMock as unknown as typeof fetch;
  (globalThis as { __BUILD_INFO__?: unknown }).__BUILD_INFO__ = { name: 'shell', version: '0.1.0', buildNumber: '77', buildDate: '2026-03-04T05:06:07' };
  files['/remotes.json'] = { mfe_reports: '/remotes/mfe-reports/mf-manifest.json', mfe_auth: '/remotes/mfe-auth/mf-manifest.json' };
  files['/remotes/mfe-reports/version.json'] = { name: 'mfe-reports', version: '0.2.0', buildNumber: '12', buildDate: '2026-01-02T03:04:05' };
});
afterEach(() => h.tearDown());

describe('version page', () => {
  it('lists the API, the shell and each declared remote, read from its own build', async () => {
    h.signedInAs('CODER');
    h.api.on('GET', '/api/version', () => ({
      status: 200,
      body: { name: 'mock-api', projectVersion: '1.0.0', envVersion: 'demo', buildNumber: '5', date: '2026-02-03T10:11:12', host: 'api-host' },
    }));
    h.shell = renderShell('/auth/version');
    // The page and antd load lazily (not on the sign-in path): on a loaded machine that takes more than a second.
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    for (const header of ['Name', 'Project Version', 'Environment Version', 'Build Number', 'Date', 'Host']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const api = (await within(table).findByRole('cell', { name: 'mock-api' })).closest('tr') as HTMLElement;
    expect(within(api).getAllByRole('cell').map((c) => c.textContent)).toEqual(['mock-api', '1.0.0', 'demo', '5', '2/3/2026 10:11:12', 'api-host']);
    const shell = within(table).getByRole('cell', { name: 'shell' }).closest('tr') as HTMLElement;
    expect(within(shell).getAllByRole('cell').map((c) => c.textContent)).toEqual(['shell', '0.1.0', 'development', '77', '3/4/2026 05:06:07', window.location.host]);
    const reports = within(table).getByRole('cell', { name: 'mfe-reports' }).closest('tr') as HTMLElement;
    expect(within(reports).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual(['mfe-reports', '0.2.0', 'development', '12', '1/2/2026 03:04:05']);
    const auth = within(table).getByRole('cell', { name: 'mfe-auth' }).closest('tr') as HTMLElement;
    expect(within(auth).getAllByRole('cell')[1]).toHaveTextContent('unavailable');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/remotes\/mfe-reports\/version\.json$/), expect.objectContaining({ cache: 'no-store' }));
  });
});
