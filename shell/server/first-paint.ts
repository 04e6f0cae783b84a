import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_MANIFEST_ATTRIBUTE, firstPaintPageFor } from 'shared-kit/domain';
import type { PageRequester, SessionUserType } from './session-user-type';

export interface FirstPaintOptions {
  /** The shell's build: index.html. */
  shellDist: string;
  /** The folder holding each remote folder with its dist. */
  remotesRoot: string;
  /** remotes.json: where each remote is deployed now. */
  remotesFile: string;
  /** The remote folders this server serves under /remotes/<folder>/. */
  remoteFolders: readonly string[];
  /** Who the page's session belongs to (session-user-type.ts), for the pages painted for a signed-in user. */
  userType: SessionUserType;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Where React's root is in index.html; the first paint goes inside it. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The header's place, as the shell keeps it while a signed-in page's session check runs (shell-layout.component.tsx). */
const HEADER_PLACE = '<div class="shell-header" aria-hidden="true"></div>';

export interface PaintedPage {
  html: string;
  /** Painted for the session's user: the page must not be kept by a shared cache. */
  personal: boolean;
}

/**
 * The page HTML with its first paint (shared-kit FIRST_PAINT_PAGES): index.html with the remote's pre-rendered screen
 * inside #root, in the shell's layout (shell-layout.component.tsx), where the shell holds it until the remote has
 * drawn its own. A signed-in page (the home's worklist) is painted for the session user's type, with the header's place
 * kept above it. Null when the path has none, the user has none (signed out, a type without one), or the remote's build
 * has none where this server serves it (deployed on another origin, an older build): the page is then index.html.
 */
export function firstPaintPage(options: FirstPaintOptions): (urlPath: string, requester: PageRequester) => Promise<PaintedPage | null> {
  return async (urlPath, requester) => {
    const page = firstPaintPageFor(urlPath);
    if (!page) return null;
    try {
      const file = page.file(page.signedIn ? await options.userType(requester) : null);
      if (!file) return null;
      const manifest = JSON.parse(await readFile(options.remotesFile, 'utf8')) as Record<string, unknown>;
      const url = manifest[page.remote];
      if (typeof url !== 'string') return null;
      const folder = /^\/remotes\/([^/]+)\//.exec(url)?.[1];
      if (!folder || !options.remoteFolders.includes(folder)) return null;
      const [index, markup] = await Promise.all([
        readFile(path.join(options.shellDist, 'index.html'), 'utf8'),
        readFile(path.join(options.remotesRoot, folder, 'dist', file), 'utf8'),
      ]);
      if (!index.includes(ROOT_ELEMENT)) return null;
      const header = page.signedIn ? HEADER_PLACE : '';
      // A signed-in page names its remote's manifest, for the shell's first script to download the remote's files from
      // (the operator's remotes.json, held to this server's /remotes/<folder>/ above). /login does not: there the early
      // download cost Lighthouse's blocking time more than it gave (shell README, "First paint").
      const manifestAttribute = page.signedIn ? ` ${FIRST_PAINT_MANIFEST_ATTRIBUTE}="${escapeAttribute(url)}"` : '';
      const held = `${FIRST_PAINT_ATTRIBUTE}="${page.remote}"${manifestAttribute}`;
      const painted = `<div class="shell-layout">${header}<main class="shell-main"><div ${held}>${markup}</div></main></div>`;
      // A replacer function: a replacement string would read `$&`, `$'` and the like in the markup as patterns.
      const html = index.replace(ROOT_ELEMENT, () => `<div id="root">${painted}</div>`);
      return { html, personal: page.signedIn };
    } catch {
      // No manifest, no build of the remote or no first paint in it: the page without one.
      return null;
    }
  };
}
