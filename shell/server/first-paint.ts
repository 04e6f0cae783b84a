import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_PAINT_ATTRIBUTE, firstPaintPageFor } from 'shared-kit/domain';

export interface FirstPaintOptions {
  /** The shell's build: index.html. */
  shellDist: string;
  /** The folder holding each remote folder with its dist. */
  remotesRoot: string;
  /** remotes.json: where each remote is deployed now. */
  remotesFile: string;
  /** The remote folders this server serves under /remotes/<folder>/. */
  remoteFolders: readonly string[];
}

/** Where React's root is in index.html; the first paint goes inside it. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page HTML with its first paint (shared-kit FIRST_PAINT_PAGES): index.html with the remote's pre-rendered screen
 * inside #root, in the shell's layout (shell-layout.component.tsx), where the shell holds it until the remote has
 * mounted. Null when the path has none, or the remote's build has none where this server serves it (deployed on
 * another origin, an older build): the page is then index.html as it is.
 */
export function firstPaintPage(options: FirstPaintOptions): (urlPath: string) => Promise<string | null> {
  return async (urlPath) => {
    const page = firstPaintPageFor(urlPath);
    if (!page) return null;
    try {
      const manifest = JSON.parse(await readFile(options.remotesFile, 'utf8')) as Record<string, unknown>;
      const url = manifest[page.remote];
      const folder = typeof url === 'string' ? /^\/remotes\/([^/]+)\//.exec(url)?.[1] : undefined;
      if (!folder || !options.remoteFolders.includes(folder)) return null;
      const [index, markup] = await Promise.all([
        readFile(path.join(options.shellDist, 'index.html'), 'utf8'),
        readFile(path.join(options.remotesRoot, folder, 'dist', page.file), 'utf8'),
      ]);
      if (!index.includes(ROOT_ELEMENT)) return null;
      const painted = `<div class="shell-layout"><main class="shell-main"><div ${FIRST_PAINT_ATTRIBUTE}="${page.remote}">${markup}</div></main></div>`;
      return index.replace(ROOT_ELEMENT, `<div id="root">${painted}</div>`);
    } catch {
      // No manifest, no build of the remote or no first paint in it: the page without one.
      return null;
    }
  };
}
