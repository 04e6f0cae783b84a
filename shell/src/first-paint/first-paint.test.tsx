import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { takeOverFirstPaint, type ParcelLifecycles } from 'shared-kit';
import { FIRST_PAINT_KEEP_MS } from '../remotes/remote-area.component';
import { remoteLoader } from '../remotes/remote-loader';
import { RouteError } from '../routing/route-error.component';
import { renderShell } from '../test-support/render-shell';
import { ShellHarness } from '../test-support/shell-harness';
import { heldFirstPaint, holdFirstPaint, releaseFirstPaint, sessionPaintedRemote, shellContainer } from './first-paint-hold';

jest.mock('../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn(), prefetch: jest.fn() } }));

const h = new ShellHarness(remoteLoader);
beforeEach(() => h.setUp());
afterEach(() => {
  h.tearDown();
  releaseFirstPaint();
  document.body.replaceChildren();
});
const loadParcel = jest.mocked(remoteLoader.loadParcel);

/**
 * A page's HTML as the platform server sends it (shell/server/first-paint.ts: the paint in the shell's layout, in #root),
 * held by the shell as it starts at `path`.
 */
function paintedPage(remote: string, html: string, path: string): HTMLElement {
  document.body.innerHTML = `<div id="root"><div class="shell-layout shell-painted-page"><main class="shell-main"><div data-first-paint="${remote}">${html}</div></main></div></div>`;
  holdFirstPaint(document, path);
  return document.querySelector('[data-first-paint]') as HTMLElement;
}

/** The painted page around the paint: the server's layout, in #root. */
const pageOf = (element: HTMLElement) => element.closest('#root > .shell-painted-page') as HTMLElement;

/** The shell started at `path` on the page in the document, as start-shell.tsx does: React's root beside a painted page. */
function startShellAt(path: string): NonNullable<typeof h.shell> {
  h.shell = renderShell(path, { container: shellContainer(document.getElementById('root') as HTMLElement) });
  return h.shell;
}

/** The page's main landmarks (accessible ones: a hidden page's is not). */
const mainLandmarks = () => screen.queryAllByRole('main');

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
  it('stays where the HTML drew it, untouched, through the session check and the remote load, and goes when the remote mounts', async () => {
    h.signedOut();
    const remote = slowAuthRemote();
    const element = firstPaintInPage();
    const place = element.parentElement;
    const field = element.querySelector('input') as HTMLInputElement;
    field.focus();
    const shell = startShellAt('/login');

    // React renders into an element of its own before the painted page, which stays as it was: not moved, on screen, the
    // user's field keeping the focus, and no loader. Its main is the page's one main landmark.
    expect(shell.container.nextElementSibling).toBe(pageOf(element));
    expect(element.parentElement).toBe(place);
    expect(element).toBeVisible();
    expect(field).toHaveFocus();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(mainLandmarks()).toEqual([place]);
    // The check answered, the remote still on its way: the first paint stands in for the remote's loader.
    await screen.findByRole('region', { name: 'mfe-auth' });
    expect(element.parentElement).toBe(place);
    expect(element).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading mfe-auth' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign in to Curate CDI' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(mainLandmarks()).toEqual([place]);

    remote.arrive();
    expect(await screen.findByText('mfe_auth mounted at /login (standalone)')).toBeInTheDocument();
    expect(element.isConnected).toBe(false);
    expect(place?.isConnected).toBe(false);
    expect(heldFirstPaint('/login')).toBeNull();
    // The shell's main area is the main landmark again, with the remote's screen in it.
    expect(mainLandmarks()).toHaveLength(1);
    expect(mainLandmarks()[0]).toHaveTextContent('mfe_auth mounted at /login');
  });

  it('goes when the remote cannot be loaded: the error panel alone', async () => {
    h.signedOut();
    const remote = slowAuthRemote();
    const element = firstPaintInPage();
    const page = pageOf(element);
    startShellAt('/login');
    await screen.findByRole('region', { name: 'mfe-auth' });
    remote.fail(new Error('mf-manifest.json answered 404'));
    expect(await screen.findByRole('alert')).toHaveTextContent('mfe-auth could not be loaded');
    expect(element.isConnected).toBe(false);
    expect(page.isConnected).toBe(false);
    expect(mainLandmarks()).toHaveLength(1);
  });

  it('does not stay over a shell screen that failed: the error panel alone', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = firstPaintInPage();
    const page = pageOf(element);
    const Broken = () => {
      throw new Error('Loading chunk 42 failed.');
    };
    const router = createMemoryRouter([{ path: '/login', element: <Broken />, errorElement: <RouteError /> }], { initialEntries: ['/login'] });
    render(<RouterProvider router={router} />, { container: shellContainer(document.getElementById('root') as HTMLElement) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded');
    expect(page.isConnected).toBe(false);
    expect(mainLandmarks()).toHaveLength(1);
    quiet.mockRestore();
  });

  it('is never drawn by another remote: a signed-in user sent home gets the home remote with its own loader', async () => {
    h.signedInAs('CDI');
    const element = firstPaintInPage();
    loadParcel.mockImplementation(() => new Promise<ParcelLifecycles>(() => undefined));
    startShellAt('/auth/home');
    // The shell's first commit drew a loader, not a slot: the painted page is out of view from then on.
    expect(element).not.toBeVisible();
    expect(await screen.findByRole('status', { name: 'Loading mfe-worklist' })).toBeInTheDocument();
    expect(element).not.toBeVisible();
    expect(mainLandmarks()).toHaveLength(1);
    expect(mainLandmarks()[0]).toContainElement(screen.getByRole('status', { name: 'Loading mfe-worklist' }));
  });

  it('a first paint the remote took over is not offered again, and its page goes with it', async () => {
    const element = firstPaintInPage();
    const page = pageOf(element);
    expect(heldFirstPaint('/login', 'mfe_auth')).toBe(element);
    expect(heldFirstPaint('/login', 'mfe_worklist')).toBeNull();
    expect(heldFirstPaint('/auth/home', 'mfe_auth')).toBeNull();
    element.removeAttribute('data-first-paint');
    expect(heldFirstPaint('/login', 'mfe_auth')).toBeNull();
    // The shell hears of it (a mutation observer, after the remote's commit) and removes the emptied page.
    await act(() => Promise.resolve());
    expect(page.isConnected).toBe(false);
  });

  it('is not held outside the page the server sends (no layout around it in #root)', () => {
    document.body.innerHTML = '<div data-first-paint="mfe_auth"><h1>Sign in to Curate CDI</h1></div>';
    holdFirstPaint(document, '/login');
    expect(heldFirstPaint('/login')).toBeNull();
  });
});

describe("the first paint of the signed-in home", () => {
  it("stands over the worklist's area until the remote has mounted", async () => {
    h.signedInAs('CDI');
    let arrive = () => undefined as void;
    loadParcel.mockImplementation(
      (name) => new Promise<ParcelLifecycles>((resolve) => (arrive = () => resolve(h.remotes.get(name).lifecycles))),
    );
    const element = homeFirstPaintInPage();
    startShellAt('/auth/home');
    expect(element).toBeVisible();
    await screen.findByRole('region', { name: 'mfe-worklist' });
    expect(element).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading mfe-worklist' })).toBeNull();
    expect(mainLandmarks()).toEqual([element.parentElement]);
    arrive();
    expect(await screen.findByText('mfe_worklist mounted at /auth/home (standalone)')).toBeInTheDocument();
    expect(element.isConnected).toBe(false);
    expect(mainLandmarks()).toEqual([screen.getByRole('region', { name: 'mfe-worklist' }).parentElement]);
  });

  it("is not drawn on another page of the same remote: the patient list reached before the remote arrived gets its loader", async () => {
    h.signedInAs('CDI');
    loadParcel.mockImplementation(() => new Promise<ParcelLifecycles>(() => undefined));
    const element = homeFirstPaintInPage();
    const shell = startShellAt('/auth/home');
    await screen.findByRole('region', { name: 'mfe-worklist' });
    expect(element).toBeVisible();

    await act(() => shell.router.navigate('/auth/patient'));
    expect(await screen.findByRole('status', { name: 'Loading mfe-worklist' })).toBeInTheDocument();
    expect(element).not.toBeVisible();
    expect(pageOf(element).hidden).toBe(true);
    expect(screen.queryByRole('heading', { name: 'CDI Worklist' })).toBeNull();
    expect(mainLandmarks()).toHaveLength(1);
    expect(mainLandmarks()[0]).toContainElement(screen.getByRole('status', { name: 'Loading mfe-worklist' }));
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
    startShellAt('/auth/home');
    await screen.findByText('mfe_worklist mounted at /auth/home (standalone)');
    return element;
  }

  it('stays on the page, over the remote’s own drawing, until the remote takes it over', async () => {
    const element = await mountedOnKeptHome();
    const page = pageOf(element);
    // Mounted: the paint is still shown, its slot just before the remote's host (which the shell's CSS hides under it).
    expect(element).toBeVisible();
    const slot = document.querySelector('.shell-first-paint');
    expect(slot?.nextElementSibling).toHaveClass('shell-remote-host');
    expect(slot?.nextElementSibling).toHaveTextContent('mfe_worklist mounted at /auth/home');
    expect(mainLandmarks()).toEqual([element.parentElement]);
    // The remote draws its rows and takes the paint over in that commit; the emptied page goes right after it.
    await act(async () => takeOverFirstPaint('mfe_worklist').remove());
    expect(element.isConnected).toBe(false);
    expect(page.isConnected).toBe(false);
    expect(heldFirstPaint('/auth/home')).toBeNull();
    expect(mainLandmarks()).toHaveLength(1);
    expect(mainLandmarks()[0]).toHaveTextContent('mfe_worklist mounted at /auth/home');
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
    const page = pageOf(element);
    startShellAt('/auth/home');
    await screen.findByText('mfe_worklist mounted at /auth/home (standalone)');
    expect(element.isConnected).toBe(false);
    expect(page.isConnected).toBe(false);
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
