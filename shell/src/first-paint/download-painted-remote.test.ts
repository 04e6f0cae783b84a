import { downloadPaintedRemote } from './download-painted-remote';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './parcel', assets: { js: { sync: ['parcel.1a.js'], async: [] }, css: { sync: [], async: [] } } }],
};

describe("the painted page's remote, downloaded from the shell's first script", () => {
  let fetchManifest: jest.Mock;
  beforeEach(() => {
    fetchManifest = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(MANIFEST), text: () => Promise.resolve(JSON.stringify(MANIFEST)) }));
    window.fetch = fetchManifest as unknown as typeof fetch;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /** The page as the platform server paints it (shell/server/first-paint.ts). */
  function paint(attributes: string): void {
    document.body.innerHTML = `<div id="root"><div ${attributes}><h1>CDI Worklist</h1></div></div>`;
  }

  it('reads the manifest the page names once the page has painted, and preloads the files its load fetches', async () => {
    paint('data-first-paint="mfe_worklist" data-first-paint-manifest="/remotes/mfe-worklist/mf-manifest.json"');
    let painted = () => undefined as void;
    downloadPaintedRemote(document, (task) => (painted = task));
    // Nothing before the paint: a request begun earlier would count toward the page's largest paint.
    expect(fetchManifest).not.toHaveBeenCalled();
    painted();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchManifest).toHaveBeenCalledWith('/remotes/mfe-worklist/mf-manifest.json', expect.anything());
    expect([...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual([
      'http://localhost/remotes/mfe-worklist/remoteEntry.js',
      'http://localhost/remotes/mfe-worklist/parcel.1a.js',
    ]);
  });

  it('downloads nothing on a page without a first paint or whose paint names no manifest', () => {
    const afterPaint = jest.fn();
    downloadPaintedRemote(document, afterPaint);
    paint('data-first-paint="mfe_worklist"');
    downloadPaintedRemote(document, afterPaint);
    expect(afterPaint).not.toHaveBeenCalled();
    expect(fetchManifest).not.toHaveBeenCalled();
  });

  // A tab opened in the background paints no frame until it is shown: the files download at once there, as the
  // shell's start does (shared-kit afterNextPaint), not when the user first looks at the tab.
  it('reads the manifest at once in a tab that is not visible, where no frame comes', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    try {
      paint('data-first-paint="mfe_worklist" data-first-paint-manifest="/remotes/mfe-worklist/mf-manifest.json"');
      downloadPaintedRemote(document);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(frame).not.toHaveBeenCalled();
      expect(fetchManifest).toHaveBeenCalledWith('/remotes/mfe-worklist/mf-manifest.json', expect.anything());
    } finally {
      visibility.mockRestore();
      frame.mockRestore();
    }
  });

  it('leaves a manifest that cannot be read to the remote’s real load: no link, no error thrown', async () => {
    fetchManifest.mockImplementation(() => Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}), text: () => Promise.resolve('{}') }));
    paint('data-first-paint="mfe_auth" data-first-paint-manifest="/remotes/mfe-auth/mf-manifest.json"');
    downloadPaintedRemote(document, (task) => task());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
