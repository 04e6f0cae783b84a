import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GRAPH_FILE, platformPageScripts, type LoadGraph } from 'shared-kit/build/load-graph.cjs';

/** Where a remote's build is on disk and where the browser fetches it (its manifest's folder). */
export interface RemoteBuild {
  dist: string;
  /** The manifest's URL on this origin, as remotes.json lists it: `/remotes/<folder>/mf-manifest.json`. */
  manifestUrl: string;
}

/** An exposed module's files in the remote's mf-manifest.json. */
interface ManifestExpose {
  path: string;
  assets: { css: { sync: string[] } };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const link = (href: string, as: 'script' | 'style' | 'fetch') =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} fetchpriority="low" />`;

async function readGraph(dist: string): Promise<LoadGraph> {
  // Only the files are used here, not their sizes (the budget check's).
  return { ...(JSON.parse(await readFile(path.join(dist, GRAPH_FILE), 'utf8')) as LoadGraph), sizes: {} };
}

/**
 * The preload links of a painted page (issue 15): every file the shell and the page's remote will load, named in the
 * page so the browser fetches them all as the HTML arrives. Without them each file waits for the one that names it:
 * main.js names the shell's chunks, the shell's code the remote's manifest, the manifest the remote's files; on a slow
 * hospital line each of those steps is a round trip before the screen's code can run. The files are the ones
 * `platformPageScripts` computes from the builds' load graphs (the budget check's model), as the shell's federation
 * runtime loads them; main.js is in the page already. Preloads carry the attributes of the loads that use them
 * (scripts and the stylesheet without CORS, the manifest fetched as `fetch()` does), so each file is fetched once.
 * They ask for low priority: the page's first paint is in the HTML itself and needs none of them, and a high-priority
 * script counts as render-blocking in Lighthouse's simulation (its first paint on the home went from 0.7 to 2.2–2.6 s).
 * Measured on the home (fresh browser, 100,000 encounters): 100 ms round trip and 10 Mbit/s, first rows 1.66 → 1.16 s;
 * Lighthouse's slow 4G (150 ms, 1.6 Mbit/s), 4.85 → 3.45 s; this machine's loopback, about the same (803 → 781 ms).
 */
export async function pagePreloads(shellDist: string, remote: RemoteBuild): Promise<string> {
  const [shell, graph, manifest] = await Promise.all([
    readGraph(shellDist),
    readGraph(remote.dist),
    readFile(path.join(remote.dist, 'mf-manifest.json'), 'utf8').then((text) => JSON.parse(text) as { exposes: ManifestExpose[] }),
  ]);
  const remoteBase = remote.manifestUrl.slice(0, remote.manifestUrl.lastIndexOf('/') + 1);
  const scripts = platformPageScripts(shell, [graph]).filter((script) => !(script.build === shell.name && shell.entry.includes(script.chunk)));
  const styles = manifest.exposes.find((expose) => expose.path === './parcel')?.assets.css.sync ?? [];
  return [
    ...scripts.filter((script) => script.build === shell.name).map((script) => link(`/${script.file}`, 'script')),
    link(remote.manifestUrl, 'fetch'),
    ...scripts.filter((script) => script.build !== shell.name).map((script) => link(`${remoteBase}${script.file}`, 'script')),
    ...styles.map((file) => link(`${remoteBase}${file}`, 'style')),
  ].join('');
}
