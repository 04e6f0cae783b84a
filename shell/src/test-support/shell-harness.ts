import type { Role } from 'shared-kit';
import type { RemoteLoader } from '../remotes/remote-loader';
import { resetRemotesConfig } from '../remotes/remotes-config';
import { FakeApi } from './fake-api';
import { FakeRemotes } from './fake-parcels';
import type { RenderedShell } from './render-shell';
import { sessionUser } from './session-fixtures';

/**
 * Per-test set-up shared by the shell's screen tests: a fake network behind the real HttpClient and
 * fake remotes behind the (mocked) loader module. The test file calls
 * `jest.mock('../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn() } }))`.
 */
export class ShellHarness {
  api!: FakeApi;
  remotes!: FakeRemotes;
  shell: RenderedShell | null = null;

  constructor(private readonly loader: RemoteLoader) {}

  setUp(): void {
    localStorage.clear();
    sessionStorage.clear();
    resetRemotesConfig();
    this.api = new FakeApi();
    this.remotes = new FakeRemotes();
    const loadParcel = jest.mocked(this.loader.loadParcel);
    loadParcel.mockReset();
    loadParcel.mockImplementation((name) => Promise.resolve(this.remotes.get(name).lifecycles));
  }

  tearDown(): void {
    this.shell?.unregister();
    this.shell?.unmount();
    this.shell = null;
    this.api.restore();
  }

  signedInAs(role: Role): void {
    this.api.on('GET', '/api/user/current', () => ({ status: 200, body: sessionUser(role) }));
  }

  signedOut(): void {
    this.api.on('GET', '/api/user/current', () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } } }));
  }
}
