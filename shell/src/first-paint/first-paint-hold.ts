import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_KEPT_ATTRIBUTE, firstPaintPageFor, REMOTE_NAMES, type RemoteName } from 'shared-kit';

/**
 * The first paint the platform server put into the page (shared-kit FIRST_PAINT_PAGES), held by the shell from its
 * start until a remote has mounted. The page the server painted (its layout around the paint, `.shell-painted-page`)
 * stays where the HTML put it: React renders beside it, in an element of its own in the same grid cell of #root
 * (`shellContainer`), and the page is shown while a slot stands where the shell would draw a loader (the session check's
 * and the remote's own, first-paint-slot.component.tsx), hidden when none does. Moved into React's tree instead, the
 * whole page's style and layout were built again, a frame of 100-130 ms on the home at CPU 4× (issue 15).
 * `shown` is whether the painted page is on screen; `slots` how many slots are drawn.
 */
interface Held {
  remote: RemoteName;
  path: string;
  element: HTMLElement;
  page: HTMLElement;
  shown: boolean;
  slots: number;
  /** Releases the paint when its remote takes it over (shared-kit takeOverFirstPaint unmarks it). */
  takeover: MutationObserver;
}

let held: Held | null = null;
const listeners = new Set<() => void>();

/** The root element of the painted page: the server's layout around the paint, directly in #root (shell/server/first-paint.ts). */
const PAINTED_PAGE = '#root > .shell-painted-page';

/**
 * Called once at start, before React's first render. `path` is the page the server painted it for (the router's first
 * location): a screen reached from there (a header link clicked before the remote arrived) is not that page, and gets
 * its loader, not this paint's title. A paint outside the server's layout is not held (it is not a page the server sent).
 */
export function holdFirstPaint(doc: Document = document, path: string = doc.defaultView?.location.pathname ?? ''): void {
  held?.takeover.disconnect();
  held = null;
  const element = doc.querySelector<HTMLElement>(`[${FIRST_PAINT_ATTRIBUTE}]`);
  const remote = REMOTE_NAMES.find((name) => name === element?.getAttribute(FIRST_PAINT_ATTRIBUTE));
  const page = element?.closest<HTMLElement>(PAINTED_PAGE);
  if (!element || !remote || !page) return;
  const takeover = new MutationObserver(() => {
    if (held?.element === element && !stillOffered()) releaseFirstPaint();
  });
  takeover.observe(element, { attributes: true, attributeFilter: [FIRST_PAINT_ATTRIBUTE] });
  held = { remote, path, element, page, shown: true, slots: 0, takeover };
}

/**
 * Where the shell's React root renders: `root` itself, or with a painted page held, an element of its own placed before
 * that page in `root` (index.html lays both in one grid cell: the page stays, untouched, over React's main area).
 */
export function shellContainer(root: HTMLElement): HTMLElement {
  const page = held && stillOffered() && held.page.parentElement === root ? held.page : null;
  if (!page) return root;
  const container = root.ownerDocument.createElement('div');
  container.className = 'shell-react-root';
  return root.insertBefore(container, page);
}

/**
 * The held first paint of the page at `path` (of `remote`, when named), or null. One the remote took over (shared-kit
 * takeOverFirstPaint removed it from the page) is not offered again.
 */
export function heldFirstPaint(path: string, remote?: RemoteName): HTMLElement | null {
  if (!held || held.path !== path || (remote !== undefined && held.remote !== remote)) return null;
  return stillOffered();
}

/**
 * The remote of the held first paint when the server painted it for the session's user (a signed-in page of
 * FIRST_PAINT_PAGES: the platform server asked the API whose session it is before painting), else null. It names the
 * route's remote before the shell's own session check answers, on a browser without the session hint (a first visit,
 * cleared storage), so the remote downloads alongside that check (start-shell.tsx).
 */
export function sessionPaintedRemote(path: string): RemoteName | null {
  if (!held || held.path !== path || !firstPaintPageFor(path)?.signedIn) return null;
  return stillOffered() ? held.remote : null;
}

/**
 * Whether the held first paint is one its remote keeps past its mount (shared-kit keepFirstPaint): the remote takes it
 * over itself once its screen draws what the paint shows.
 */
export function firstPaintKept(): boolean {
  return stillOffered()?.hasAttribute(FIRST_PAINT_KEPT_ATTRIBUTE) ?? false;
}

/** The held element, unless its remote took it over (unmarked it). */
function stillOffered(): HTMLElement | null {
  return held?.element.hasAttribute(FIRST_PAINT_ATTRIBUTE) ? held.element : null;
}

/**
 * Whether the painted page is on screen. Its own `main` then holds what the user sees, and the shell's main area steps
 * back from being the page's main landmark (shell-layout.component.tsx): one `main` at a time.
 */
export function firstPaintShown(): boolean {
  return held?.shown ?? false;
}

/** Calls `listener` whenever `firstPaintShown()` changes (useSyncExternalStore's subscribe). */
export function subscribeFirstPaint(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setShown(entry: Held, shown: boolean): void {
  if (entry.shown === shown) return;
  entry.shown = shown;
  entry.page.hidden = !shown;
  for (const listener of [...listeners]) listener();
}

/**
 * A slot is drawn (the ref of first-paint-slot.component.tsx): the painted page is shown until the returned cleanup,
 * called when the slot goes. One slot replacing another in a commit (the session check's, then the remote area's)
 * leaves it shown: whether any is left is decided after the commit, so the page's `hidden` is not toggled for nothing.
 */
export function showFirstPaint(): () => void {
  const entry = held;
  if (!entry || !stillOffered()) return () => undefined;
  entry.slots += 1;
  setShown(entry, true);
  return () => {
    entry.slots -= 1;
    queueMicrotask(() => {
      if (held === entry && entry.slots === 0) setShown(entry, false);
    });
  };
}

/**
 * The shell's first commit is in: a painted page no slot shows (the route drew something else) is hidden. Before it, the
 * page is on screen as the HTML drew it.
 */
export function settleFirstPaint(): void {
  if (held && held.slots === 0) setShown(held, false);
}

/**
 * A remote mounted (or failed to), took the paint over, or the shell's screen failed: the first paint has served,
 * whether or not its remote took it over (a signed-in user on /login is sent home, a first paint is never shown again
 * after the page's first screen). The painted page goes with it.
 */
export function releaseFirstPaint(): void {
  const entry = held;
  if (!entry) return;
  held = null;
  entry.takeover.disconnect();
  entry.element.remove();
  entry.page.remove();
  if (entry.shown) for (const listener of [...listeners]) listener();
}
