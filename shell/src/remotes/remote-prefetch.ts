/**
 * A remote's files fetched before its load runs, as its mf-manifest.json lists them, nothing of it run:
 * - for later (`RemoteLoader.prefetch`, issue 15): its entry and its exposed module's files get `<link rel="prefetch">`,
 *   fetched at the browser's idle priority into its HTTP cache, where the remote's load later finds them. The federation
 *   runtime's `preloadRemote` ran the remote's entry (a task of its own, with the runtime's start in it, on a page no one
 *   had touched) and gave the files `<link rel="preload">`, which the browser reported in the console, eight warnings a
 *   home, when the page had not used them within a few seconds;
 * - for the page's own remote (`preloadRemoteFiles`, from the shell's first script): low-priority preloads of what its
 *   load fetches at once, and the manifest kept for the runtime's own read of it.
 */

/** The parts of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  metaData: { publicPath: string; remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }>;
}

function isRemoteManifest(value: unknown): value is RemoteManifest {
  const manifest = value as Partial<RemoteManifest> | null;
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    typeof manifest.metaData?.publicPath === 'string' &&
    typeof manifest.metaData.remoteEntry?.name === 'string' &&
    Array.isArray(manifest.exposes)
  );
}

/**
 * The URLs of a remote's entry and of everything `expose` loads (its scripts and styles, those it loads later
 * included unless `which` is 'at-load'), resolved as the runtime resolves them: against the manifest's folder for
 * `publicPath: 'auto'`.
 */
export function remoteFiles(manifestUrl: string, manifest: unknown, expose = './parcel', which: 'all' | 'at-load' = 'all'): string[] {
  if (!isRemoteManifest(manifest)) throw new Error(`${manifestUrl} is not a federation manifest`);
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, new URL(manifestUrl, document.baseURI));
  const assets = manifest.exposes.find((candidate) => candidate.path === expose)?.assets;
  const files = [
    `${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`,
    ...(assets ? [...assets.js.sync, ...(which === 'all' ? assets.js.async : []), ...assets.css.sync, ...(which === 'all' ? assets.css.async : [])] : []),
  ];
  return files.map((file) => new URL(file, base).href);
}

async function readManifestText(manifestUrl: string): Promise<string> {
  const response = await fetch(manifestUrl, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  return response.text();
}

async function readManifest(manifestUrl: string): Promise<unknown> {
  return JSON.parse(await readManifestText(manifestUrl)) as unknown;
}

/** Manifests this page read for its own remote (preloadRemoteFiles), by absolute URL, each to be taken once. */
const earlyManifests = new Map<string, Promise<string>>();
const absolute = (url: string) => new URL(url, document.baseURI).href;

/**
 * The manifest at `url` as this page read it for its own remote moments ago (preloadRemoteFiles), once: the federation
 * runtime's load of that remote takes it instead of asking the server again, a round trip on the page's critical path
 * over a slow line (its files' names are the ones already preloaded). Undefined when there is none (another remote, a
 * second load, a Retry): the runtime then asks the server.
 */
export function takeEarlyManifest(url: string): Promise<string> | undefined {
  const key = absolute(url);
  const text = earlyManifests.get(key);
  earlyManifests.delete(key);
  return text;
}

/** Adds a `<link>` with these attributes to the page's head. */
function addLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

/** Reads the manifest at `manifestUrl` and prefetches the remote's entry and `./parcel` files. */
export async function prefetchRemoteFiles(manifestUrl: string): Promise<void> {
  for (const href of remoteFiles(manifestUrl, await readManifest(manifestUrl))) addLink({ rel: 'prefetch', href });
}

/**
 * Reads the manifest at `manifestUrl` and preloads what the remote's load fetches at once, for the page's own remote
 * (first-paint/download-painted-remote.ts): its entry and the `./parcel` module's own scripts and stylesheet, not
 * those it loads later (a preload unused within seconds is a console warning). Low priority: the screen the page
 * shows needs none of them to stay painted. Each link asks as the load that uses it does (a script or stylesheet
 * element, no CORS), so the browser fetches each file once.
 */
export async function preloadRemoteFiles(manifestUrl: string): Promise<void> {
  const text = readManifestText(manifestUrl);
  const key = absolute(manifestUrl);
  earlyManifests.set(key, text);
  // A failed read is not offered: the runtime asks the server itself.
  text.catch(() => earlyManifests.get(key) === text && earlyManifests.delete(key));
  for (const href of remoteFiles(manifestUrl, JSON.parse(await text) as unknown, './parcel', 'at-load')) {
    addLink({ rel: 'preload', as: /\.css$/.test(new URL(href).pathname) ? 'style' : 'script', href, fetchpriority: 'low' });
  }
}
