import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_KEPT_ATTRIBUTE } from '../domain/first-paint-attributes';
import type { SessionUser } from '../domain/session';
import type { RemoteName } from './remote-contract';

/**
 * What a remote's server render module (shared-kit/domain FirstPaintPage `renderer`, in the remote's build) exports:
 * the page's first paint drawn with the signed-in user's own data as the platform server sends the page. The platform
 * server asks the API for `firstRequest` with the page's cookie (nothing else of the request) and paints `render`'s
 * markup; without an answer in time it paints the page's static first paint.
 */
export interface FirstPaintRenderer {
  /** The API GET (path and query) the first paint needs for this user, or null: no rendered paint for them. */
  firstRequest(session: SessionUser): string | null;
  /**
   * The GET the paint needs after the answers so far (in the order asked, `firstRequest`'s first), or null: it has
   * them all. A screen whose data comes from requests in a row (a physician's day needs their practitioner first)
   * names them one by one; without it, the first request is all. Optional: renderers built before it need one request.
   */
  nextRequest?(session: SessionUser, answers: readonly unknown[]): string | null;
  /**
   * The first paint's markup for this user and the API's answer to `firstRequest`, with every answer in order in
   * `answers` when the renderer names more (`nextRequest`; a platform server that asks one passes none). `publicPath` is
   * where the remote's build is served (its manifest's folder, ending in `/`), for links to the remote's own files (its
   * stylesheets). Throws when it cannot draw from what it was given: the platform server paints the static paint.
   */
  render(session: SessionUser, answer: unknown, publicPath: string, answers?: readonly unknown[], options?: FirstPaintRenderOptions): string;
  /**
   * The stylesheets `render`'s markup links, relative to `publicPath`: the platform server names them in the page's head,
   * sent before the page is drawn, so they arrive while it draws. Optional: none named, none fetched early.
   */
  stylesheets?: readonly string[];
}

/** How the platform server places what a render's markup would otherwise carry itself. */
export interface FirstPaintRenderOptions {
  /**
   * The platform server links `stylesheets` itself, in the page outside the paint, where they stay after the remote has
   * taken it over: the markup leaves them out. Linked inside the paint, the remote's sheet went with it (the shell moves
   * the paint into its layout, the remote removes it), and the remote's load added it a second time: each a change of
   * the page's stylesheets, which restyles the whole page (issue 15). A platform server built before this option passes
   * none, and the markup links them as before.
   */
  stylesheetsLinked?: boolean;
}

/** What a remote takes over from its first paint (shared-kit/domain FIRST_PAINT_PAGES). */
export interface FirstPaintHandover {
  /** The value of each named field of the first paint, as the user left it (typed before the remote's code arrived). */
  values: Readonly<Record<string, string>>;
  /** The name of the field that had the focus, or null. */
  focused: string | null;
  /** Removes the first paint from the page: call it in the commit that draws the remote's own screen (a layout effect). */
  remove: () => void;
}

/** The first paint of `remote` in the page, if the platform server sent one and nobody took it over yet. */
export function firstPaintElement(remote: RemoteName, doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${FIRST_PAINT_ATTRIBUTE}="${remote}"]`);
}

/**
 * Reads the first paint of `remote` (values, focus) for the remote's first render. Nothing is changed until `remove`:
 * a render may be thrown away, the commit is not.
 */
export function takeOverFirstPaint(remote: RemoteName, doc: Document | undefined = globalThis.document): FirstPaintHandover {
  // No document: the form is being rendered to static markup, the first paint itself.
  const element = doc ? firstPaintElement(remote, doc) : null;
  if (!element || !doc) return { values: {}, focused: null, remove: () => undefined };
  const values: Record<string, string> = {};
  let focused: string | null = null;
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    values[field.name] = field.value;
    if (field === doc.activeElement) focused = field.name;
  }
  return {
    values,
    focused,
    remove: () => {
      // Unmarked first: the shell (which holds it until the remote has mounted) must not put it back.
      element.removeAttribute(FIRST_PAINT_ATTRIBUTE);
      element.remove();
    },
  };
}

/**
 * Keeps the first paint of `remote` past the remote's mount (FIRST_PAINT_KEPT_ATTRIBUTE): call it as the remote
 * mounts, when its paint shows what the screen draws only once its data is in. The remote then takes it over itself
 * (`takeOverFirstPaint(...).remove()`) in the commit that draws the same; until then the shell leaves it on the page.
 * False when there is none to keep.
 */
export function keepFirstPaint(remote: RemoteName, doc: Document | undefined = globalThis.document): boolean {
  const element = doc ? firstPaintElement(remote, doc) : null;
  element?.setAttribute(FIRST_PAINT_KEPT_ATTRIBUTE, '');
  return element !== null;
}
