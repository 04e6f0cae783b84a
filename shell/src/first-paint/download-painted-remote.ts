import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_MANIFEST_ATTRIBUTE } from 'shared-kit/domain';
import { afterNextPaint } from 'shared-kit/tasks';
import { preloadRemoteFiles } from '../remotes/remote-prefetch';

/**
 * Starts downloading the files of the remote whose first paint the platform server put in a signed-in page, the home
 * (the page names the remote's manifest: FIRST_PAINT_MANIFEST_ATTRIBUTE), from the shell's first script (main.js): the
 * manifest, then the entry, `./parcel` scripts and stylesheet as preloads. They arrive while the shell's own chunks
 * download and run; otherwise the remote's manifest waited for the shell's start (start-shell.tsx), and on a slow line
 * each step is a round trip. Nothing of the remote runs here: the shell's load of the route's remote finds the files in
 * the browser's cache. It waits for the page's paint: a request begun before the page's largest paint counts, in
 * Lighthouse's simulation, as needed for that paint (the painted page naming its files in its head moved the home's
 * simulated largest paint from 0.8 to 2.4–2.9 s; shell README, "First paint"); in a tab not visible, which paints no
 * frame, at once (shared-kit afterNextPaint). Imports only shared-kit's constants (`shared-kit/domain`) and its small
 * task helpers (`shared-kit/tasks`, bundled, not shared): main.js runs before the shared singletons are negotiated.
 */
export function downloadPaintedRemote(doc: Document = document, afterPaint: (task: () => void) => unknown = afterNextPaint): void {
  const manifestUrl = doc.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`)?.getAttribute(FIRST_PAINT_MANIFEST_ATTRIBUTE);
  if (!manifestUrl) return;
  // A failure is left to the remote's real load, which reports it and retries.
  afterPaint(() => void preloadRemoteFiles(manifestUrl).catch(() => undefined));
}
