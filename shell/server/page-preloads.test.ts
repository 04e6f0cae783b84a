/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pagePreloads } from './page-preloads';

/** A build's load-graph.json (shared-kit/build/load-graph.cjs), small and hand-made. */
const SHELL_GRAPH = {
  name: 'shell',
  entry: ['main'],
  chunks: {
    main: { files: ['main.js'], consumes: [], reactDom: false },
    loader: { files: ['remote-loader.1a.js'], consumes: [], reactDom: false },
    boot: { files: ['bootstrap.2b.js'], consumes: ['react', 'shared-kit'], reactDom: false },
    react: { files: ['react.3c.js'], consumes: [], reactDom: false },
    kit: { files: ['shared-kit.4d.js'], consumes: [], reactDom: false },
    feedback: { files: ['feedback-modal.5e.js'], consumes: [], reactDom: false },
  },
  groups: { './bootstrap': ['loader', 'boot'], './feedback-modal.component': ['feedback'] },
  provides: { react: ['react'], 'shared-kit': ['kit'] },
  fallbacks: {},
};
const REMOTE_GRAPH = {
  name: 'mfe_worklist',
  entry: ['entry'],
  chunks: {
    entry: { files: ['remoteEntry.js'], consumes: [], reactDom: false },
    vendors: { files: ['vendors-antd.6f.js'], consumes: [], reactDom: false },
    parcel: { files: ['__federation_expose_parcel.7a.js'], consumes: ['react', 'shared-kit'], reactDom: false },
    ownReact: { files: ['own-react.8b.js'], consumes: [], reactDom: false },
    snapshot: { files: ['patient-snapshot.9c.js'], consumes: [], reactDom: false },
  },
  groups: { __federation_expose_parcel: ['vendors', 'parcel'], './patient-snapshot': ['snapshot'] },
  provides: { react: ['ownReact'] },
  fallbacks: { react: ['ownReact'] },
};
const MANIFEST = {
  exposes: [
    { path: './parcel', assets: { js: { sync: ['vendors-antd.6f.js', '__federation_expose_parcel.7a.js'], async: [] }, css: { sync: ['__federation_expose_parcel.0d.css'], async: [] } } },
  ],
};

/** Each preload as `as href [cors]`; all of them at low priority (the page's first paint needs none of them). */
const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin="anonymous")? fetchpriority="low" \/>/g)].map((m) => `${m[2]} ${m[1]}${m[3] ? ' cors' : ''}`);

describe('the preloads of a painted page', () => {
  let root: string;
  let shellDist: string;
  let remoteDist: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'page-preloads-'));
    shellDist = path.join(root, 'shell', 'dist');
    remoteDist = path.join(root, 'mfe-worklist', 'dist');
    await mkdir(shellDist, { recursive: true });
    await mkdir(remoteDist, { recursive: true });
    await writeFile(path.join(shellDist, 'load-graph.json'), JSON.stringify(SHELL_GRAPH));
    await writeFile(path.join(remoteDist, 'load-graph.json'), JSON.stringify(REMOTE_GRAPH));
    await writeFile(path.join(remoteDist, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it("names every file the shell and the page's remote load, in the order they are needed, and nothing else", async () => {
    const html = await pagePreloads(shellDist, { dist: remoteDist, manifestUrl: '/remotes/mfe-worklist/mf-manifest.json' });
    expect(hrefs(html)).toEqual([
      // The shell's start (main.js is in the page already) and the singletons it provides, the remote's too.
      'script /remote-loader.1a.js',
      'script /bootstrap.2b.js',
      'script /react.3c.js',
      'script /shared-kit.4d.js',
      // The manifest as the federation runtime fetches it, then the remote's entry, its parcel and the parcel's sheet.
      'fetch /remotes/mfe-worklist/mf-manifest.json cors',
      'script /remotes/mfe-worklist/remoteEntry.js',
      'script /remotes/mfe-worklist/vendors-antd.6f.js',
      'script /remotes/mfe-worklist/__federation_expose_parcel.7a.js',
      'style /remotes/mfe-worklist/__federation_expose_parcel.0d.css',
    ]);
    expect(html.match(/<link /g)).toHaveLength(9);
    // Not the shell's lazily loaded screens, the remote's other modules, nor its own copy of a shell singleton.
    expect(html).not.toMatch(/main\.js|feedback-modal|patient-snapshot|own-react/);
  });

  it('follows where remotes.json puts the remote', async () => {
    const html = await pagePreloads(shellDist, { dist: remoteDist, manifestUrl: '/remotes/mfe-worklist-canary/mf-manifest.json' });
    expect(hrefs(html)).toContain('script /remotes/mfe-worklist-canary/remoteEntry.js');
  });

  it('fails for a build without a load graph (the page is then painted without preloads)', async () => {
    await rm(path.join(remoteDist, 'load-graph.json'));
    await expect(pagePreloads(shellDist, { dist: remoteDist, manifestUrl: '/remotes/mfe-worklist/mf-manifest.json' })).rejects.toThrow();
  });
});
