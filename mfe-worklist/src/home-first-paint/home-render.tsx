import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FirstPaintRenderer, RemoteRoute, SessionUser } from 'shared-kit';
import { escapeHtmlAttribute, homeScreenFor, ROUTES } from 'shared-kit/domain';
import { RemoteProviders } from 'shared-kit/ui';
import { CdiWorklist } from '../cdi-worklist/cdi-worklist.component';
import { CoderWorklist } from '../coder-worklist/coder-worklist.component';
import { DailyList } from '../daily-list/daily-list.component';
import { FirstPaintViewportContext } from '../encounter-table/virtual-table.component';
import { homeRequestAfter } from '../home-first-request';
import { DrawnAsFirstPaintProvider } from './drawn-as-first-paint.context';
import { FIRST_ANSWER_ATTRIBUTE } from './first-answer';
import { FirstAnswersProvider } from './first-answers.context';

const HOME_ROUTE: RemoteRoute = { id: 'home', path: ROUTES.home, params: {}, query: {} };

/**
 * The window the rows are drawn for: a laptop's. The live table draws the rows in the browser's window; drawn here, the
 * rest stand as the table's spacer, so the page has the live table's height. Each row drawn is render time on the
 * server (about 3 ms a row on a slow machine).
 */
const VIEWPORT = { width: 1440, height: 800 };

const nowhere = () => undefined;

/**
 * The request the home screen makes after `answers`, for the user of the page (spec 1 §2.5; home-first-request.ts): the
 * worklist's first page from the filter saved on the server; a physician's practitioner, then their day; a clinical
 * admin's day, then the practitioners the selector names. Today is the tenant's, as the server renders.
 */
const homeRequest = (session: SessionUser, answers: readonly unknown[]): string | null => homeRequestAfter({ session, route: HOME_ROUTE }, answers, null);

/** The URL each answer answers, in order, when `answers` are all the home asks first (else null). */
function answeredUrls(session: SessionUser, answers: readonly unknown[]): string[] | null {
  const urls = answers.map((_, index) => homeRequest(session, answers.slice(0, index))).filter((url): url is string => url !== null);
  return urls.length === answers.length && homeRequest(session, answers) === null ? urls : null;
}

/** The answers to the home's first requests by URL, when `answers` are all it asks first (else null). */
export function homeAnswers(session: SessionUser, answers: readonly unknown[]): Map<string, unknown> | null {
  const urls = answeredUrls(session, answers);
  return urls && new Map(urls.map((url, index) => [url, answers[index]]));
}

/** A home drawn with the answers to its first requests at hand (by URL), as the server renders it. */
export function HomeWithAnswers({ session, answers }: { session: SessionUser; answers: ReadonlyMap<string, unknown> }) {
  const screen = homeScreenFor(session.type);
  let home = null;
  if (screen === 'cdi-worklist') home = <CdiWorklist session={session} navigate={nowhere} storage={null} />;
  else if (screen === 'coder-worklist') home = <CoderWorklist session={session} navigate={nowhere} storage={null} />;
  else if (screen) home = <DailyList session={session} navigate={nowhere} route={HOME_ROUTE} storage={null} />;
  return (
    <FirstAnswersProvider value={answers}>
      <FirstPaintViewportContext.Provider value={VIEWPORT}>
        <DrawnAsFirstPaintProvider value>{home}</DrawnAsFirstPaintProvider>
      </FirstPaintViewportContext.Provider>
    </FirstAnswersProvider>
  );
}

/**
 * The server render of the home's first paint (shared-kit FirstPaintRenderer; `home-render.entry.ts` bundles it for
 * Node into dist, `scripts/build-home-render.mjs`): the platform server calls it as it sends the home of a user whose
 * home is a worklist or a daily list.
 *
 * It draws the home screen as it is once its first data is in, with the screen's own components and the API's answers:
 * a worklist's title, views, filters and first rows; a daily list's title, day, practitioner and first rows. Styled by
 * `stylesheets`, the remote's own (its parcel's: the homes' antd styles, home-styles.tsx), linked from where the remote
 * is served: by the platform server outside the paint (`stylesheetsLinked`), else in the markup. The remote's load then
 * finds them in the page or the browser's cache, and a returning browser has them already. Inert
 * below its title, the list's region busy: nothing there works before the remote's code has arrived, so nothing can be
 * clicked, focused or taken as ready, while the title stays the page's heading. The screen replaces it, drawing the
 * same rows (`useTakeOverFirstPaint`). The answers ride along for the remote's requests (`first-answer.ts`), so the
 * screen draws these very rows without asking again.
 */
export function homeRenderer(stylesheets: readonly string[]): FirstPaintRenderer {
  // One antd style cache for every render: each style is worked out once per process, not per page.
  const cache = createCache();
  return {
    firstRequest: (session) => homeRequest(session, []),
    nextRequest: homeRequest,
    stylesheets,
    render(session, answer, publicPath, answers = [answer], options = {}) {
      const answered = homeAnswers(session, answers);
      // Every answer the API gives a home's first requests is a list (rows, practitioners).
      if (answered === null || !answers.every((each) => Array.isArray(each))) throw new Error('Not the answers this home asks first, or not lists');
      const markup = renderToStaticMarkup(
        <StyleProvider cache={cache}>
          <RemoteProviders>
            <HomeWithAnswers session={session} answers={answered} />
          </RemoteProviders>
        </StyleProvider>,
      );
      // Linked by the platform server outside the paint when it says so; a server built before that needs them here.
      const links = options.stylesheetsLinked ? '' : stylesheets.map((file) => `<link rel="stylesheet" href="${escapeHtmlAttribute(publicPath + file)}">`).join('');
      // In JSON data blocks, in the order asked, which the browser never runs: `<` escaped, so no `</script>` in the data
      // can end one.
      const data = [...answered]
        .map(([url, each]) => `<script type="application/json" ${FIRST_ANSWER_ATTRIBUTE}="${escapeHtmlAttribute(url)}">${JSON.stringify(each).replace(/</g, '\\u003c')}</script>`)
        .join('');
      return `${links}${markup}${data}`;
    },
  };
}
