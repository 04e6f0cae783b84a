import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FirstPaintRenderer, RemoteRoute, SessionUser } from 'shared-kit';
import { escapeHtmlAttribute, homeScreenFor, ROUTES } from 'shared-kit/domain';
import { RemoteProviders } from 'shared-kit/ui';
import { CdiWorklist } from '../cdi-worklist/cdi-worklist.component';
import { CoderWorklist } from '../coder-worklist/coder-worklist.component';
import { FirstPaintViewportContext } from '../encounter-table/virtual-table.component';
import { homeFirstRequestUrl } from '../home-first-request';
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
 * The worklist's first page, for a user whose home is a worklist (spec 1 §2.5): the request the screen itself makes
 * first, from the filter saved on the server (home-first-request.ts). Null for the daily lists' users: their homes keep
 * the static first paint.
 */
export const homeFirstRequest: FirstPaintRenderer['firstRequest'] = (session) => {
  const screen = homeScreenFor(session.type);
  return screen === 'cdi-worklist' || screen === 'coder-worklist' ? homeFirstRequestUrl({ session, route: HOME_ROUTE }, null) : null;
};

/** A worklist home drawn with the answer to its first request (`url`) at hand, as the server renders it. */
export function HomeWithRows({ session, url, answer }: { session: SessionUser; url: string; answer: unknown }) {
  const Screen = homeScreenFor(session.type) === 'cdi-worklist' ? CdiWorklist : CoderWorklist;
  return (
    <FirstAnswersProvider value={new Map([[url, answer]])}>
      <FirstPaintViewportContext.Provider value={VIEWPORT}>
        <DrawnAsFirstPaintProvider value>
          <Screen session={session} navigate={nowhere} storage={null} />
        </DrawnAsFirstPaintProvider>
      </FirstPaintViewportContext.Provider>
    </FirstAnswersProvider>
  );
}

/**
 * The server render of the home's first paint (shared-kit FirstPaintRenderer; `home-render.entry.ts` bundles it for
 * Node into dist, `scripts/build-home-render.mjs`): the platform server calls it as it sends a worklist user's home.
 *
 * It draws the worklist screen as it is once its first page is in, with the screen's own components and the API's
 * answer: title, views, filters and the first rows. Styled by `stylesheets`, the remote's own (its parcel's: the homes'
 * antd styles, home-styles.tsx), linked from where the remote is served: the remote's load then finds them in the
 * browser's cache, and a returning browser has them already. Inert below its title, the list's region busy: nothing
 * there works before the remote's code has arrived, so nothing can be clicked, focused or taken as ready, while the
 * title stays the page's heading. The screen replaces it, drawing the same rows (`useTakeOverFirstPaint`). The answer
 * rides along for the remote's first request (`first-answer.ts`), so the screen draws these very rows without asking
 * again.
 */
export function homeRenderer(stylesheets: readonly string[]): FirstPaintRenderer {
  // One antd style cache for every render: each style is worked out once per process, not per page.
  const cache = createCache();
  return {
    firstRequest: homeFirstRequest,
    render(session, answer, publicPath) {
      const url = homeFirstRequest(session);
      if (url === null || !Array.isArray(answer)) throw new Error('No worklist home for this user, or no list of rows to draw');
      const markup = renderToStaticMarkup(
        <StyleProvider cache={cache}>
          <RemoteProviders>
            <HomeWithRows session={session} url={url} answer={answer} />
          </RemoteProviders>
        </StyleProvider>,
      );
      const links = stylesheets.map((file) => `<link rel="stylesheet" href="${escapeHtmlAttribute(publicPath + file)}">`).join('');
      // In a JSON data block, which the browser never runs: `<` escaped, so no `</script>` in the data can end it.
      const data = JSON.stringify(answer).replace(/</g, '\\u003c');
      return `${links}${markup}<script type="application/json" ${FIRST_ANSWER_ATTRIBUTE}="${escapeHtmlAttribute(url)}">${data}</script>`;
    },
  };
}
