import { prefetchRemoteFiles, preloadRemoteFiles, remoteFiles, takeEarlyManifest } from './remote-prefetch';

/** An mf-manifest.json as the builds write it (mfe-encounter-cdi's shape, shortened). */
const MANIFEST = {
  id: 'mfe_encounter_cdi',
  name: 'mfe_encounter_cdi',
  metaData: { name: 'mfe_encounter_cdi', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [],
  remotes: [],
  exposes: [
    {
      path: './parcel',
      assets: {
        js: { sync: ['vendors-antd.1a.js', '__federation_expose_parcel.2b.js'], async: ['markdown-editor.3c.js'] },
        css: { sync: ['__federation_expose_parcel.4d.css'], async: [] },
      },
    },
    { path: './other', assets: { js: { sync: ['other.5e.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

describe("a remote's files for later", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it("lists the remote's entry and everything its parcel loads, beside the manifest (publicPath 'auto')", () => {
    expect(remoteFiles('/remotes/mfe-encounter-cdi/mf-manifest.json', MANIFEST)).toEqual([
      'http://localhost/remotes/mfe-encounter-cdi/remoteEntry.js',
      'http://localhost/remotes/mfe-encounter-cdi/vendors-antd.1a.js',
      'http://localhost/remotes/mfe-encounter-cdi/__federation_expose_parcel.2b.js',
      'http://localhost/remotes/mfe-encounter-cdi/markdown-editor.3c.js',
      'http://localhost/remotes/mfe-encounter-cdi/__federation_expose_parcel.4d.css',
    ]);
  });

  it('follows a publicPath and an entry path the manifest names, and refuses what is not a manifest', () => {
    const elsewhere = { ...MANIFEST, metaData: { ...MANIFEST.metaData, publicPath: 'https://cdn.example.org/cdi/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(remoteFiles('/remotes/mfe-encounter-cdi/mf-manifest.json', elsewhere).slice(0, 2)).toEqual([
      'https://cdn.example.org/cdi/entry/remoteEntry.js',
      'https://cdn.example.org/cdi/vendors-antd.1a.js',
    ]);
    expect(() => remoteFiles('/remotes/x/mf-manifest.json', { exposes: [] })).toThrow('/remotes/x/mf-manifest.json is not a federation manifest');
  });

  it('reads the manifest and gives each file a prefetch link, running nothing', async () => {
    const fetchManifest = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(MANIFEST), text: () => Promise.resolve(JSON.stringify(MANIFEST)) }));
    window.fetch = fetchManifest as unknown as typeof fetch;
    await prefetchRemoteFiles('/remotes/mfe-encounter-cdi/mf-manifest.json');
    expect(fetchManifest).toHaveBeenCalledWith('/remotes/mfe-encounter-cdi/mf-manifest.json', expect.objectContaining({ cache: 'no-cache' }));
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => link.rel)).toEqual(['prefetch', 'prefetch', 'prefetch', 'prefetch', 'prefetch']);
    expect(links.map((link) => link.getAttribute('href'))).toContain('http://localhost/remotes/mfe-encounter-cdi/remoteEntry.js');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it("preloads, for the page's own remote, only what its load fetches at once, at low priority, as scripts and a stylesheet", async () => {
    window.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(MANIFEST), text: () => Promise.resolve(JSON.stringify(MANIFEST)) })) as unknown as typeof fetch;
    await preloadRemoteFiles('/remotes/mfe-encounter-cdi/mf-manifest.json');
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('fetchpriority'), link.getAttribute('href')]);
    // Not the markdown editor, which the parcel loads later.
    expect(links).toEqual([
      ['preload', 'script', 'low', 'http://localhost/remotes/mfe-encounter-cdi/remoteEntry.js'],
      ['preload', 'script', 'low', 'http://localhost/remotes/mfe-encounter-cdi/vendors-antd.1a.js'],
      ['preload', 'script', 'low', 'http://localhost/remotes/mfe-encounter-cdi/__federation_expose_parcel.2b.js'],
      ['preload', 'style', 'low', 'http://localhost/remotes/mfe-encounter-cdi/__federation_expose_parcel.4d.css'],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it("offers the page's own remote's manifest once to the runtime's load, and no other", async () => {
    window.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(MANIFEST)) })) as unknown as typeof fetch;
    await preloadRemoteFiles('/remotes/mfe-encounter-cdi/mf-manifest.json');
    await prefetchRemoteFiles('/remotes/mfe-reports/mf-manifest.json');
    // The runtime asks by the absolute URL.
    expect(JSON.parse((await takeEarlyManifest('http://localhost/remotes/mfe-encounter-cdi/mf-manifest.json')) ?? 'null')).toEqual(MANIFEST);
    expect(takeEarlyManifest('/remotes/mfe-encounter-cdi/mf-manifest.json')).toBeUndefined();
    expect(takeEarlyManifest('/remotes/mfe-reports/mf-manifest.json')).toBeUndefined();
  });

  it('does not offer a manifest it could not read', async () => {
    window.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 503, text: () => Promise.resolve('') })) as unknown as typeof fetch;
    await expect(preloadRemoteFiles('/remotes/mfe-worklist/mf-manifest.json')).rejects.toThrow('answered 503');
    expect(takeEarlyManifest('/remotes/mfe-worklist/mf-manifest.json')).toBeUndefined();
  });

  it('fails, adding nothing, when the manifest cannot be read', async () => {
    window.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 404, json: () => Promise.resolve({}), text: () => Promise.resolve('{}') })) as unknown as typeof fetch;
    await expect(prefetchRemoteFiles('/remotes/mfe-encounter-cdi/mf-manifest.json')).rejects.toThrow('answered 404');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
