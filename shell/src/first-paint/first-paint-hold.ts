import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_KEPT_ATTRIBUTE, firstPaintPageFor, REMOTE_NAMES, type RemoteName } from 'shared-kit';

/**
 * The first paint the platform server put into the page (shared-kit FIRST_PAINT_PAGES), held by the shell from its
 * start until a remote has mounted. Held, it stands where the shell would draw a loader: the session check's and the
 * remote's own (first-paint-slot.component.tsx), so what the browser painted from the HTML stays put. `focused` is the
 * field the user is in: moving the element to its slot takes the focus away, and it is given back.
 */
let held: { remote: RemoteName; path: string; element: HTMLElement; focused: HTMLElement | null } | null = null;

/**
 * Called once at start, before React's first render clears #root. `path` is the page the server painted it for (the
 * router's first location): a screen reached from there (a header link clicked before the remote arrived) is not that
 * page, and gets its loader, not this paint's title.
 */
export function holdFirstPaint(doc: Document = document, path: string = doc.defaultView?.location.pathname ?? ''): void {
  const element = doc.querySelector<HTMLElement>(`[${FIRST_PAINT_ATTRIBUTE}]`);
  const remote = REMOTE_NAMES.find((name) => name === element?.getAttribute(FIRST_PAINT_ATTRIBUTE));
  if (!element || !remote) {
    held = null;
    return;
  }
  const active = doc.activeElement;
  const entry = { remote, path, element, focused: active instanceof HTMLElement && element.contains(active) ? active : null };
  held = entry;
  element.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) entry.focused = event.target;
  });
  // Focus that went to another element is the user's doing; without one it may be the move into the slot.
  element.addEventListener('focusout', (event) => {
    if (event.relatedTarget) entry.focused = null;
  });
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

/** Moves the held first paint into `slot`, in the commit that draws the slot, with the focus where the user left it. */
export function adoptFirstPaint(slot: HTMLElement): void {
  const element = stillOffered();
  if (!element || element.parentElement === slot) return;
  slot.appendChild(element);
  const focused = held?.focused;
  const doc = slot.ownerDocument;
  if (focused && element.contains(focused) && (doc.activeElement === null || doc.activeElement === doc.body)) focused.focus({ preventScroll: true });
}

/**
 * A remote mounted (or failed to): the first paint has served, whether or not its remote took it over (a signed-in
 * user on /login is sent home, a first paint is never shown again after the page's first screen).
 */
export function releaseFirstPaint(): void {
  held?.element.remove();
  held = null;
}
