import { homeScreenFor, type HomeScreen } from './home-screen.rules';
import type { Role } from './roles';
import { ROUTES } from './routes';

/** Where mfe-worklist's build writes the first paint of a home screen (every one: shared-kit HOME_SCREENS), in dist. */
export function homeFirstPaintFile(screen: HomeScreen): string {
  return `first-paint/home-${screen}.html`;
}

export interface FirstPaintPage {
  path: string;
  remote: 'mfe_auth' | 'mfe_worklist';
  /**
   * Painted for a signed-in user only: the platform server asks the API who the session's user is (the page's cookie,
   * nothing else of the request) and paints nothing without an answer.
   */
  signedIn: boolean;
  /** The file in the remote's build to paint for the user's type (null signed out), or null: none for that user. */
  file: (type: Role | null) => string | null;
  /**
   * A module in the remote's build that paints the page with the user's own data at request time (shared-kit
   * FirstPaintRenderer), preferred to `file` when it draws one for the user; signed-in pages only.
   */
  renderer?: string;
}

/** Where mfe-worklist's build writes its server render of the home (FirstPaintRenderer), in dist. */
export const HOME_FIRST_PAINT_RENDERER = 'first-paint/home-render.mjs';

/**
 * First paint (issue 15: "the login screen paints before the rest of the platform's code arrives"). A remote's build
 * may render a page's first screen to static markup; the platform server puts that markup into the page's HTML, so the
 * browser paints it before any script has arrived. The shell holds it where its loader would stand until the remote's
 * own screen is drawn; a remote may take it over (`takeOverFirstPaint`), carrying what the user typed meanwhile. One
 * entry per page; the remote's build writes the files into its dist folder, the platform server reads them from there.
 */
export const FIRST_PAINT_PAGES: readonly FirstPaintPage[] = [
  { path: ROUTES.login, remote: 'mfe_auth', signedIn: false, file: () => 'first-paint/login.html' },
  {
    path: ROUTES.home,
    remote: 'mfe_worklist',
    signedIn: true,
    file: (type) => {
      const screen = homeScreenFor(type);
      return screen && homeFirstPaintFile(screen);
    },
    renderer: HOME_FIRST_PAINT_RENDERER,
  },
];

/** The first paint served at a path (the query string is not part of it), or null. */
export function firstPaintPageFor(urlPath: string): FirstPaintPage | null {
  return FIRST_PAINT_PAGES.find((page) => page.path === urlPath) ?? null;
}
