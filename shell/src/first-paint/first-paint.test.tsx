import { act, screen } from '@testing-library/react';
import { takeOverFirstPaint, type ParcelLifecycles } from 'shared-kit';
import { FIRST_PAINT_KEEP_MS } from '../remotes/remote-area.component';
import { remoteLoader } from '../remotes/remote-loader';
import { renderShell } from '../test-support/render-shell';
import { ShellHarness } from '../test-support/shell-harness';
import { heldFirstPaint, holdFirstPaint, releaseFirstPaint, sessionPaintedRemote } from './first-paint-hold';

jest.mock('../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn(), prefetch: jest.fn() } }));

const h = new ShellHarness(remoteLoader);
beforeEach(() => h.setUp());
afterEach(() => {
  h.tearDown();
  releaseFirstPaint();
  document.body.replaceChildren();
});
const loadParcel = jest.mocked(remoteLoader.loadParcel);

/** A page's HTML as the platform server sends it (shell/server/first-paint.ts), held by the shell as it starts at `path`. */
function paintedPage(remote: string, html: string, path: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-first-paint', remote);
  element.innerHTML = html;
  document.body.appendChild(element);
  holdFirstPaint(document, path);
  return element;
}

/** /login with the sign-in form pre-painted. */
const firstPaintInPage = () =>
  paintedPage('mfe_auth', '<section><h1>Sign in to Curate CDI</h1><input name="username" aria-label="Username"></section>', '/login');

/** The signed-in home with the worklist's title pre-painted. */
const homeFirstPaintInPage = () => paintedPage('mfe_worklist', '<div><h1>CDI Worklist</h1><div>Loading encounters</div></div>', '/auth/home');

/** mfe_auth's parcel arrives only when `arrive` is called. */
function slowAuthRemote(): { arrive: () => void; fail: (error: Error) => void } {
  let arrive = () => undefined as void;
  let fail = (_error: Error) => undefined as void;
  loadParcel.mockImplementation((name) =>
    name === 'mfe_auth'
      ? new Promise<ParcelLifecycles>((resolve, reject) => {
          arrive = () => resolve(h.remotes.get(name).lifecycles);
          fail = reject;
        })
      : Promise.resolve(h.remotes.get(name).lifecycles),
  );
  return { arrive: () => arrive(), fail: (error) => fail(error) };
}

describe('the first paint of /login', () => {
  it('stays on screen, where the loaders would be, through the session check and the remote load, and goes when the remote mounts', async () => {
    h.signedOut();
    const remote = slowAuthRemote();
    const element = firstPaintInPage();
    const field = element.querySelector('input') as HTMLInputElement;
    field.focus();
    h.shell = renderShell('/login');

    // The session check: the same element, inside the shell's layout, and no loader; the user's field keeps the focus.
    expect(h.shell.container.contains(element)).toBe(true);
    expect(field).toHaveFocus();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    // The check answered, the remote still on its way: the first paint stands in for the remote's loader, in its area.
    await screen.findByRole('region', { name: 'mfe-auth' });
    expect(screen.getByRole('region', { name: 'mfe-auth' })).toContainElement(element);
    expect(screen.queryByRole('status', { name: 'Loading mfe-auth' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign in to Curate CDI' })).toBeInTheDocument();
    expect(field).toHaveFocus();

    remote.arrive();
    expect(await screen.findByText('mfe_auth mounted at /login (standalone)')).toBeInTheDocument();
    expect(element.isConnected).toBe(false);
    expect(heldFirstPaint('/login')).toBeNull();
  });

  it('goes when the remote cannot be loaded: the error panel alone', async () => {
    h.signedOut();
    const remote = slowAuthRemote();
    const element = firstPaintInPage();
    h.shell = renderShell('/login');
    await screen.findByRole('region', { name: 'mfe-auth' });
    remote.fail(new Error('mf-manifest.json answered 404'));
    expect(await screen.findByRole('alert')).toHaveTextContent('mfe-auth could not be loaded');
    expect(element.isConnected).toBe(false);
  });

  it('is never drawn by another remote: a signed-in user sent home gets the home remote with its own loader', async () => {
    h.signedInAs('CDI');
    const element = firstPaintInPage();
    loadParcel.mockImplementation(() => new Promise<ParcelLifecycles>(() => undefined));
    h.shell = renderShell('/auth/home');
    expect(await screen.findByRole('status', { name: 'Loading mfe-worklist' })).toBeInTheDocument();
    expect(h.shell.container.contains(element)).toBe(false);
  });

  it('a first paint the remote took over is not put back', () => {
    const element = firstPaintInPage();
    expect(heldFirstPaint('/login', 'mfe_auth')).toBe(element);
    expect(heldFirstPaint('/login', 'mfe_worklist')).toBeNull();
    expect(heldFirstPaint('/auth/home', 'mfe_auth')).toBeNull();
    element.removeAttribute('data-first-paint');
    expect(heldFirstPaint('/login', 'mfe_auth')).toBeNull();
  });
});

describe("the first paint of the signed-in home", () => {
  it("stands in the worklist's area until the remote has mounted", async () => {
    h.signedInAs('CDI');
    let arrive = () => undefined as void;
    loadParcel.mockImplementation(
      (name) => new Promise<ParcelLifecycles>((resolve) => (arrive = () => resolve(h.remotes.get(name).lifecycles))),
    );
    const element = homeFirstPaintInPage();
    h.shell = renderShell('/auth/home');
    expect(h.shell.container.contains(element)).toBe(true);
    await screen.findByRole('region', { name: 'mfe-worklist' });
    expect(screen.getByRole('region', { name: 'mfe-worklist' })).toContainElement(element);
    expect(screen.queryByRole('status', { name: 'Loading mfe-worklist' })).toBeNull();
    arrive();
    expect(await screen.findByText('mfe_worklist mounted at /auth/home (standalone)')).toBeInTheDocument();
    expect(element.isConnected).toBe(false);
  });

  it("is not drawn on another page of the same remote: the patient list reached before the remote arrived gets its loader", async () => {
    h.signedInAs('CDI');
    loadParcel.mockImplementation(() => new Promise<ParcelLifecycles>(() => undefined));
    const element = homeFirstPaintInPage();
    h.shell = renderShell('/auth/home');
    await screen.findByRole('region', { name: 'mfe-worklist' });
    expect(screen.getByRole('region', { name: 'mfe-worklist' })).toContainElement(element);

    await act(() => h.shell?.router.navigate('/auth/patient'));
    expect(await screen.findByRole('status', { name: 'Loading mfe-worklist' })).toBeInTheDocument();
    expect(h.shell.container.contains(element)).toBe(false);
    expect(screen.queryByRole('heading', { name: 'CDI Worklist' })).toBeNull();
  });
});

describe('a first paint its remote keeps past the mount (shared-kit keepFirstPaint: the home drawn with its rows)', () => {
  /**
   * A CDI user's home drawn with its rows, kept by the remote as it starts (mfe-worklist first-answer.ts), and the shell
   * started on it until the remote has mounted.
   */
  async function mountedOnKeptHome(): Promise<HTMLElement> {
    h.signedInAs('CDI');
    const element = paintedPage('mfe_worklist', '<div inert><h1>CDI Worklist</h1><table><tr><td>Last1, First1</td></tr></table></div>', '/auth/home');
    element.setAttribute('data-first-paint-kept', '');
    h.shell = renderShell('/auth/home');
    await screen.findByText('mfe_worklist mounted at /auth/home (standalone)');
    return element;
  }

  it('stays on the page, before the remote’s own drawing, until the remote takes it over', async () => {
    const element = await mountedOnKeptHome();
    // Mounted: the paint is still there, in the slot just before the remote's host (which the shell's CSS hides under it).
    expect(element.isConnected).toBe(true);
    expect(element.parentElement?.nextElementSibling).toHaveClass('shell-remote-host');
    expect(element.parentElement?.nextElementSibling).toHaveTextContent('mfe_worklist mounted at /auth/home');
    // The remote draws its rows and takes the paint over in that commit.
    act(() => takeOverFirstPaint('mfe_worklist').remove());
    expect(element.isConnected).toBe(false);
    expect(heldFirstPaint('/auth/home')).toBeNull();
  });

  it('goes when the user moves on within the remote before it was taken over', async () => {
    const element = await mountedOnKeptHome();
    expect(element.isConnected).toBe(true);
    await act(() => h.shell?.router.navigate('/auth/patient'));
    expect(element.isConnected).toBe(false);
    expect(heldFirstPaint('/auth/home')).toBeNull();
  });

  it(`goes ${FIRST_PAINT_KEEP_MS / 1000} s after the mount when the remote never takes it over`, async () => {
    jest.useFakeTimers();
    try {
      const element = await mountedOnKeptHome();
      act(() => jest.advanceTimersByTime(FIRST_PAINT_KEEP_MS - 100));
      expect(element.isConnected).toBe(true);
      act(() => jest.advanceTimersByTime(100));
      expect(element.isConnected).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a paint not kept goes at the mount, as before', async () => {
    h.signedInAs('CDI');
    const element = homeFirstPaintInPage();
    h.shell = renderShell('/auth/home');
    await screen.findByText('mfe_worklist mounted at /auth/home (standalone)');
    expect(element.isConnected).toBe(false);
  });
});

describe('the remote a first paint names before the session check answers', () => {
  it("is the signed-in home's remote: the server painted it for the session's user", () => {
    homeFirstPaintInPage();
    expect(sessionPaintedRemote('/auth/home')).toBe('mfe_worklist');
    // Another page than the one painted names nothing.
    expect(sessionPaintedRemote('/auth/patient')).toBeNull();
  });

  it("is nothing on /login, painted for anyone, nor once the page's paint has gone", () => {
    firstPaintInPage();
    expect(sessionPaintedRemote('/login')).toBeNull();
    releaseFirstPaint();
    homeFirstPaintInPage();
    releaseFirstPaint();
    expect(sessionPaintedRemote('/auth/home')).toBeNull();
  });

  it('is nothing without a first paint in the page', () => {
    holdFirstPaint(document, '/auth/home');
    expect(sessionPaintedRemote('/auth/home')).toBeNull();
  });
});
