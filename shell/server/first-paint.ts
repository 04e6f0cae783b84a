import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  escapeHtmlAttribute,
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_MANIFEST_ATTRIBUTE,
  FIRST_PAINT_PAGES,
  FIRST_PAINT_READ_AT_ATTRIBUTE,
  firstPaintPageFor,
  type SessionUser,
} from 'shared-kit/domain';
import type { FirstPaintRenderer } from 'shared-kit';
import { firstPaintRenderers, type FirstPaintRenderers } from './first-paint-renderers';
import type { PageApiRead, PageRequester, SessionUserLookup } from './page-api';

export interface FirstPaintOptions {
  /** The shell's build: index.html. */
  shellDist: string;
  /** The folder holding each remote folder with its dist. */
  remotesRoot: string;
  /** remotes.json: where each remote is deployed now. */
  remotesFile: string;
  /** The remote folders this server serves under /remotes/<folder>/. */
  remoteFolders: readonly string[];
  /** Who the page's session belongs to (page-api.ts), for the pages painted for a signed-in user. */
  sessionUser: SessionUserLookup;
  /** The API, asked as the page's user for what a remote's rendered first paint needs (page-api.ts). */
  apiRead: PageApiRead;
  /** The remotes' server renders, loaded once per build of each (first-paint-renderers.ts). */
  renderers?: FirstPaintRenderers;
}

/** The most API reads a rendered first paint may take (a screen's first data: a list, or the record it belongs to first). */
const FIRST_PAINT_MAX_READS = 3;

/**
 * How long the API's answers for a rendered first paint may take, all together: past it the page goes with the static
 * paint rather than later (the shell's own requests would wait as long).
 */
const FIRST_PAINT_READS_MS = 1000;

/** A remote's server render that draws a page for its user, starting from its first request. */
interface Drawing {
  renderer: FirstPaintRenderer;
  user: SessionUser;
  first: string;
}

/** Where React's root is in index.html; the first paint goes inside it. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The header's place, as the shell keeps it while a signed-in page's session check runs (shell-layout.component.tsx). */
const HEADER_PLACE = '<div class="shell-header" aria-hidden="true"></div>';

/** Who may keep a painted page: anyone's (/login), the session user's browser, or nobody (it shows patients' data). */
export type PaintedPageCache = 'shared' | 'personal' | 'never';

export interface PaintedPage {
  /**
   * index.html up to its root, sent at once: while this server draws the rest (the API's answers and the render, 50-100
   * ms for a home), the browser already fetches the shell's script and the paint's stylesheets the head names.
   */
  head: string;
  /** The rest of the page, the first paint inside its root: the drawn paint, or the static one when that fails. */
  rest: Promise<string>;
  cache: PaintedPageCache;
}

/**
 * The page HTML with its first paint (shared-kit FIRST_PAINT_PAGES): index.html with the remote's screen inside #root,
 * in the shell's layout (shell-layout.component.tsx), where the shell holds it until the remote has drawn its own. A
 * signed-in page (the home) is painted for the session's user, with the header's place kept above it: drawn with the
 * user's own data by the remote's server render when its build has one and the API answers in time (the home's first
 * rows, and for a daily list the practitioner they belong to), else the remote's static paint for the user's type. Null
 * when the path has none, the user has none (signed out, a type without one), or the remote's build has none where this
 * server serves it (deployed on another origin, an older build): the page is then index.html.
 */
export function firstPaintPage(options: FirstPaintOptions): (urlPath: string, requester: PageRequester) => Promise<PaintedPage | null> {
  const renderers = options.renderers ?? firstPaintRenderers();
  return async (urlPath, requester) => {
    const page = firstPaintPageFor(urlPath);
    if (!page) return null;
    try {
      const user = page.signedIn ? await options.sessionUser(requester) : null;
      const file = page.file(user?.type ?? null);
      if (!file) return null;
      const served = await servedRemote(options, page.remote);
      if (!served) return null;
      const { url, dist } = served;
      const publicPath = url.slice(0, url.lastIndexOf('/') + 1);
      // The static paint is read even when the page is to be drawn: a build without it is refused here, before any of
      // the page is sent, and a render that then fails has it at hand.
      const [index, staticMarkup, drawing] = await Promise.all([
        readFile(path.join(options.shellDist, 'index.html'), 'utf8'),
        readFile(path.join(dist, file), 'utf8'),
        user && page.renderer ? drawingFor(path.join(dist, page.renderer), user) : null,
      ]);
      const root = index.indexOf(ROOT_ELEMENT);
      if (root < 0) return null;
      // The stylesheets the drawn paint links, fetched from the head on: they hold the paint, not the rest of the page.
      const preloads = (drawing?.renderer.stylesheets ?? []).map((sheet) => `<link rel="preload" as="style" href="${escapeHtmlAttribute(publicPath + sheet)}">`).join('');
      const before = index.slice(0, root);
      const head = preloads && before.includes('</head>') ? before.replace('</head>', () => `${preloads}</head>`) : before;
      const after = index.slice(root + ROOT_ELEMENT.length);
      const rest = (drawing ? renderedPaint(drawing, requester, publicPath) : Promise.resolve(null)).then((rendered) => {
        const header = page.signedIn ? HEADER_PLACE : '';
        // A signed-in page names its remote's manifest, for the shell's first script to download the remote's files from
        // (the operator's remotes.json, held to this server's /remotes/<folder>/ above). /login does not: there the early
        // download cost Lighthouse's blocking time more than it gave (shell README, "First paint").
        const manifestAttribute = page.signedIn ? ` ${FIRST_PAINT_MANIFEST_ATTRIBUTE}="${escapeHtmlAttribute(url)}"` : '';
        // Drawn with data read from the API: when it was read, for the page's event stream to bring what changed since.
        const readAtAttribute = rendered ? ` ${FIRST_PAINT_READ_AT_ATTRIBUTE}="${rendered.readAt}"` : '';
        const held = `${FIRST_PAINT_ATTRIBUTE}="${page.remote}"${manifestAttribute}${readAtAttribute}`;
        const markup = rendered?.markup ?? staticMarkup;
        const sheets = rendered ? stylesheetLinks(drawing?.renderer.stylesheets ?? [], publicPath) : '';
        // `shell-painted-page`: the shell leaves this page where it is, beside its own (index.html, first-paint-hold.ts).
        return `${sheets}<div id="root"><div class="shell-layout shell-painted-page">${header}<main class="shell-main"><div ${held}>${markup}</div></main></div></div>${after}`;
      });
      // Decided before the page is drawn (its headers go first): a page that may show patients' data is kept by no cache.
      return { head, rest, cache: drawing ? 'never' : page.signedIn ? 'personal' : 'shared' };
    } catch {
      // No manifest, no build of the remote or no first paint in it: the page without one.
      return null;
    }
  };

  /** The remote's server render at `file` when it draws this user's page (it names a first request for them), or null. */
  async function drawingFor(file: string, user: SessionUser): Promise<Drawing | null> {
    try {
      const renderer = await renderers.load(file);
      const first = renderer?.firstRequest(user) ?? null;
      return renderer && first !== null ? { renderer, user, first } : null;
    } catch {
      return null;
    }
  }

  /**
   * The page drawn for `user` by the remote's server render, with the API's answers to the requests it names (one, or a
   * few in a row: `nextRequest`), and this server's time just before it asked the first (no change after it is missing
   * from the answers); null without every answer within FIRST_PAINT_READS_MS, or when the render fails.
   */
  async function renderedPaint({ renderer, user, first }: Drawing, requester: PageRequester, publicPath: string): Promise<{ markup: string; readAt: number } | null> {
    try {
      const readAt = Date.now();
      const answers: unknown[] = [];
      for (let apiPath: string | null = first; apiPath !== null; apiPath = renderer.nextRequest?.(user, answers) ?? null) {
        // More than a screen's first data needs, or past the time the page may wait: the static paint.
        if (answers.length === FIRST_PAINT_MAX_READS) return null;
        const answer = await options.apiRead(apiPath, requester, readAt + FIRST_PAINT_READS_MS - Date.now());
        if (answer === null) return null;
        answers.push(answer);
      }
      return { markup: renderer.render(user, answers[0], publicPath, answers, { stylesheetsLinked: true }), readAt };
    } catch {
      // The render failed (an answer it did not expect, a fault of the remote's): the static paint instead.
      return null;
    }
  }
}

/**
 * The drawn paint's stylesheets, linked before #root rather than in the paint (shared-kit FirstPaintRenderOptions
 * `stylesheetsLinked`): neither React's first render, nor the shell's move of the paint into its layout, nor the remote's
 * removal of it touches them. `data-href` is the name the remote's webpack runtime looks for (its CSS chunk loading
 * compares a link's `data-href`, else its `href`, with the file's name relative to the remote's public path): the
 * remote's load finds the sheet already in the page and adds no second copy (issue 15: each change of the page's
 * stylesheets restyled the whole page, a long task on a slow laptop). Before #root, the paint is drawn with them, as
 * when they led its markup.
 */
function stylesheetLinks(sheets: readonly string[], publicPath: string): string {
  return sheets.map((sheet) => `<link rel="stylesheet" href="${escapeHtmlAttribute(publicPath + sheet)}" data-href="${escapeHtmlAttribute(sheet)}">`).join('');
}

/** Where this server serves `remote` from, as remotes.json deploys it now (its manifest URL and build folder), or null. */
async function servedRemote(options: Pick<FirstPaintOptions, 'remotesFile' | 'remotesRoot' | 'remoteFolders'>, remote: string): Promise<{ url: string; dist: string } | null> {
  const manifest = JSON.parse(await readFile(options.remotesFile, 'utf8')) as Record<string, unknown>;
  const url = manifest[remote];
  if (typeof url !== 'string') return null;
  const folder = /^\/remotes\/([^/]+)\//.exec(url)?.[1];
  if (!folder || !options.remoteFolders.includes(folder)) return null;
  return { url, dist: path.join(options.remotesRoot, folder, 'dist') };
}

/**
 * Imports the server renders of the remotes as deployed now, so the first page painted with one does not wait for its
 * import (about a second on a slow machine): called as the server starts. Failures wait for that page.
 */
export async function prepareFirstPaintRenderers(options: Omit<FirstPaintOptions, 'sessionUser' | 'apiRead'> & { renderers: FirstPaintRenderers }): Promise<void> {
  for (const page of FIRST_PAINT_PAGES) {
    if (!page.renderer) continue;
    const served = await servedRemote(options, page.remote).catch(() => null);
    if (served) await options.renderers.load(path.join(served.dist, page.renderer));
  }
}
