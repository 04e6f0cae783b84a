import { ROUTES } from './routes';

/**
 * First paint (issue 15: "the login screen paints before the rest of the platform's code arrives"). A remote's build
 * may render a page's first screen to static markup; the platform server puts that markup into the page's HTML, so the
 * browser paints it before any script has arrived. The remote takes it over when its own render commits
 * (`takeOverFirstPaint`), carrying what the user typed meanwhile. One entry per page; the remote's build writes
 * `file` into its dist folder, the platform server reads it from there.
 */
export const FIRST_PAINT_PAGES = [{ path: ROUTES.login, remote: 'mfe_auth', file: 'first-paint/login.html' }] as const;

export type FirstPaintPage = (typeof FIRST_PAINT_PAGES)[number];

/** The attribute (valued with the remote's name) on the element that holds a first paint in the page. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** The first paint served at a path (the query string is not part of it), or null. */
export function firstPaintPageFor(urlPath: string): FirstPaintPage | null {
  return FIRST_PAINT_PAGES.find((page) => page.path === urlPath) ?? null;
}
