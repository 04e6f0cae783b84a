import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpClient, type Role } from 'shared-kit';
import { mockEncounterDetail } from 'shared-kit/mock';
import { remoteLoader } from '../remotes/remote-loader';
import { FakeApi } from '../test-support/fake-api';
import { FakeRemotes } from '../test-support/fake-parcels';
import { renderShell, type RenderedShell } from '../test-support/render-shell';
import { sessionUser } from '../test-support/session-fixtures';

jest.mock('../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn(), prefetch: jest.fn() } }));
const loadParcel = jest.mocked(remoteLoader.loadParcel);
const preload = jest.mocked(remoteLoader.preload);
const prefetch = jest.mocked(remoteLoader.prefetch);

let api: FakeApi;
let remotes: FakeRemotes;
let shell: RenderedShell | null = null;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api = new FakeApi();
  remotes = new FakeRemotes();
  loadParcel.mockReset();
  preload.mockReset();
  prefetch.mockReset();
  loadParcel.mockImplementation((name) => Promise.resolve(remotes.get(name).lifecycles));
});

afterEach(() => {
  shell?.unregister();
  shell?.unmount();
  shell = null;
  api.restore();
});

function signedInAs(role: Role) {
  api.on('GET', '/api/user/current', () => ({ status: 200, body: sessionUser(role) }));
}
function signedOut() {
  api.on('GET', '/api/user/current', () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } } }));
}
const areaOf = (name: string) => document.querySelector(`[data-remote="${name}"]`);

describe('routing', () => {
  it('signed out, a protected path shows the login screen', async () => {
    signedOut();
    shell = renderShell('/auth/report');
    expect(await screen.findByText('mfe_auth mounted at /login (standalone)')).toBeInTheDocument();
    expect(shell.router.state.location.pathname).toBe('/login');
    expect(loadParcel).not.toHaveBeenCalledWith('mfe_reports', expect.anything());
  });

  it('an unknown path shows the login screen', async () => {
    signedOut();
    shell = renderShell('/no/such/page');
    expect(await screen.findByText('mfe_auth mounted at /login (standalone)')).toBeInTheDocument();
  });

  it('shows a loader, not the login screen, while the session check runs', async () => {
    let answer: (value: { status: number; body?: unknown }) => void = () => undefined;
    api.on('GET', '/api/user/current', () => new Promise((resolve) => (answer = resolve)));
    shell = renderShell('/auth/report');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(areaOf('mfe_auth')).toBeNull();
    await waitFor(() => expect(api.calls('GET', '/api/user/current')).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(areaOf('mfe_auth')).toBeNull();
    // A protected page keeps the header's place meanwhile (an empty bar, hidden from assistive tools), so the page
    // does not move down when the header arrives.
    expect(document.querySelectorAll('.shell-header')).toHaveLength(1);
    expect(document.querySelector('.shell-header')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('banner')).toBeNull();
    answer({ status: 200, body: sessionUser('CODER') });
    expect(await screen.findByText('mfe_reports mounted at /auth/report (standalone)')).toBeInTheDocument();
    expect(document.querySelectorAll('.shell-header')).toHaveLength(1);
    expect(screen.getByRole('banner')).toHaveClass('shell-header');
  });

  it('signed in, /auth/report mounts mfe_reports in its own area', async () => {
    signedInAs('CODER');
    shell = renderShell('/auth/report');
    expect(await screen.findByText('mfe_reports mounted at /auth/report (standalone)')).toBeInTheDocument();
    expect(within(areaOf('mfe_reports') as HTMLElement).getByText(/mfe_reports mounted/)).toBeInTheDocument();
  });

  it.each<[Role, string]>([
    ['CDI', 'mfe_encounter_cdi'],
    ['CDI_QA_MANAGER', 'mfe_encounter_cdi'],
    ['CODER', 'mfe_encounter_coder'],
    ['PHYSICIAN', 'mfe_encounter_physician'],
    ['CLINICAL_ADMIN', 'mfe_encounter_physician'],
  ])('encounter detail for %s is served by %s, with the encounter id', async (role, remote) => {
    signedInAs(role);
    shell = renderShell('/auth/encounter/detail/42');
    expect(await screen.findByText(`${remote} mounted at /auth/encounter/detail/42 (standalone)`)).toBeInTheDocument();
    expect(remotes.get(remote as 'mfe_encounter_cdi').latest().route.params).toEqual({ encounterId: '42' });
    // Its data was asked for while the remote loaded (the remote's own first GET takes that answer).
    expect(api.calls('GET', '/api/encounter/detail/42')).toHaveLength(1);
  });

  it('leaving the encounter drops a prefetched answer its remote never took: a later read goes to the server', async () => {
    signedInAs('CDI');
    api.on('GET', '/api/encounter/detail/42', () => ({ status: 200, body: mockEncounterDetail(42) }));
    shell = renderShell('/auth/encounter/detail/42');
    expect(await screen.findByText('mfe_encounter_cdi mounted at /auth/encounter/detail/42 (standalone)')).toBeInTheDocument();
    remotes.get('mfe_encounter_cdi').latest().navigate('/auth/home');
    expect(await screen.findByText('mfe_worklist mounted at /auth/home (standalone)')).toBeInTheDocument();
    await httpClient.get('/api/encounter/detail/42');
    expect(api.calls('GET', '/api/encounter/detail/42')).toHaveLength(2);
  });

  it('asks for the detail on the restricted path for CDI_RESTRICTED', async () => {
    signedInAs('CDI_RESTRICTED');
    shell = renderShell('/auth/encounter/detail/77');
    expect(await screen.findByText('mfe_encounter_cdi mounted at /auth/encounter/detail/77 (standalone)')).toBeInTheDocument();
    expect(api.calls('GET', '/api/restricted/encounter/detail/77')).toHaveLength(1);
    expect(api.calls('GET', '/api/encounter/detail/77')).toHaveLength(0);
  });

  it('encounter detail for a role without a view shows a notice, and asks for no detail', async () => {
    signedInAs('ADMIN');
    shell = renderShell('/auth/encounter/detail/42');
    expect(await screen.findByText('There is no encounter view for your current role.')).toBeInTheDocument();
    expect(loadParcel).not.toHaveBeenCalled();
    expect(api.requests.filter((r) => r.url.includes('/encounter/detail/'))).toEqual([]);
  });

  it.each<[Role, string]>([
    ['CDI', 'mfe_encounter_cdi'],
    ['CODER', 'mfe_encounter_coder'],
    ['PHYSICIAN', 'mfe_encounter_physician'],
  ])("%s's home downloads %s in the background once the list has had its time, and runs it at the user's first input", async (role, remote) => {
    signedInAs(role);
    shell = renderShell('/auth/home');
    expect(await screen.findByText('mfe_worklist mounted at /auth/home (standalone)')).toBeInTheDocument();
    expect(prefetch).not.toHaveBeenCalled();
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith(remote), { timeout: 4000 });
    expect(prefetch).toHaveBeenCalledTimes(1);
    // Left alone, the page runs none of the next remote's code.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerMove(document.body);
    await waitFor(() => expect(preload).toHaveBeenCalledWith(remote));
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('a screen the encounter is not opened from loads nothing ahead', async () => {
    signedInAs('CDI');
    shell = renderShell('/auth/report');
    expect(await screen.findByText('mfe_reports mounted at /auth/report (standalone)')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    fireEvent.pointerMove(document.body);
    expect(prefetch).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
  });

  it('ADMIN home shows the Admin notice', async () => {
    signedInAs('ADMIN');
    shell = renderShell('/auth/home');
    expect(await screen.findByRole('region', { name: 'You are signed in as Admin' })).toBeInTheDocument();
    expect(screen.getByText('Please close this tab and return to the Admin application.')).toBeInTheDocument();
    expect(loadParcel).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    fireEvent.pointerMove(document.body);
    expect(prefetch).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
  });

  it('home for a working role is the worklist remote, and moving to Patients keeps it mounted', async () => {
    signedInAs('CDI');
    shell = renderShell('/auth/home');
    expect(await screen.findByText('mfe_worklist mounted at /auth/home (standalone)')).toBeInTheDocument();
    await shell.router.navigate('/auth/patient');
    expect(await screen.findByText('mfe_worklist mounted at /auth/patient (standalone)')).toBeInTheDocument();
    expect(loadParcel).toHaveBeenCalledTimes(1);
    expect(remotes.get('mfe_worklist').unmounts).toBe(0);
  });

  it('embedded detail has no header, footer or feedback and gets mode embedded with conditions', async () => {
    signedInAs('PHYSICIAN');
    shell = renderShell('/auth/embedded/encounter/detail/9/conditions/KNOWN');
    expect(await screen.findByText('mfe_encounter_physician mounted at /auth/embedded/encounter/detail/9/conditions/KNOWN (embedded)')).toBeInTheDocument();
    expect(remotes.get('mfe_encounter_physician').latest().route.params).toEqual({ encounterId: '9', conditions: 'KNOWN' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
    expect(screen.queryByText(/All rights reserved/)).toBeNull();
  });

  it('the smart condition route is the NLP viewer of mfe_encounter_physician in smart mode', async () => {
    signedInAs('CDI');
    shell = renderShell('/auth/smart/condition/3/encounter/9');
    expect(await screen.findByText('mfe_encounter_physician mounted at /auth/smart/condition/3/encounter/9 (smart)')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('/auth/smart/empty shows the empty-scope notice', async () => {
    signedInAs('PHYSICIAN');
    shell = renderShell('/auth/smart/empty');
    expect(await screen.findByText('This patient is not currently in scope.')).toBeInTheDocument();
  });

  it('signed in, /login goes straight home (existing session skips login)', async () => {
    signedInAs('CODER');
    shell = renderShell('/login');
    expect(await screen.findByText('mfe_worklist mounted at /auth/home (standalone)')).toBeInTheDocument();
  });

  it('the audit trail route mounts mfe_reports with its route id and the encounter filter in the query', async () => {
    signedInAs('CDI_QA_MANAGER');
    shell = renderShell('/auth/report/audit?encounterId=42');
    expect(await screen.findByText('mfe_reports mounted at /auth/report/audit (standalone)')).toBeInTheDocument();
    const props = remotes.get('mfe_reports').latest();
    expect(props.route).toMatchObject({ id: 'audit-trail', query: { encounterId: '42' } });
  });

  it('remote props carry the query, and a new tab opens with window.open', async () => {
    signedInAs('CODER');
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    shell = renderShell('/auth/appointment?start=2026-01-02&start=x');
    expect(await screen.findByText('mfe_worklist mounted at /auth/appointment (standalone)')).toBeInTheDocument();
    const props = remotes.get('mfe_worklist').latest();
    expect(props.route.query).toEqual({ start: '2026-01-02' });
    props.navigate('/auth/encounter/detail/5', { newTab: true });
    expect(open).toHaveBeenCalledWith('/auth/encounter/detail/5', '_blank', 'noopener');
    open.mockRestore();
  });

  it('logout ends the session and shows the logged-out message above the login area', async () => {
    signedInAs('CODER');
    api.on('GET', '/api/sso/logout', () => ({ status: 200, body: { ok: true } }));
    shell = renderShell('/auth/logout');
    expect(await screen.findByText('You have been logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out').closest('[role="status"]')).not.toBeNull();
    expect(api.calls('GET', '/api/sso/logout')).toHaveLength(1);
    await waitFor(() => expect(shell?.router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('cdi.session')).toBeNull();
  });
});
