import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { holdFirstPaint, sessionPaintedRemote, shellContainer } from './first-paint/first-paint-hold';
import { remoteLoader } from './remotes/remote-loader';
import { remoteToPreload } from './routing/route-preload';
import { shellRoutes } from './routing/shell-routes';
import { registerForbiddenHandler } from './session/forbidden.handler';
import { IdleLogoff } from './session/idle-logoff/idle-logoff.component';
import { checkSession } from './session/session.slice';
import { readSessionHint } from './session/session.storage';
import { warmDateFormatting } from './session/warm-date-formatting';
import { ShellProviders } from './shell-providers.component';
import { createShellStore } from './store';

/**
 * Starts the shell: the store and its session check, the route's remote, the router and the first render. Called by
 * bootstrap.tsx in a task after this module's own evaluation (issue 15: the two were one task).
 */
export function startShell(): void {
  const store = createShellStore();
  registerForbiddenHandler(store);
  void store.dispatch(checkSession()).then((action) => {
    if (checkSession.fulfilled.match(action)) warmDateFormatting(action.payload);
  });

  // What the server painted into #root (the sign-in form on /login) stays on screen until its remote takes it over.
  holdFirstPaint();

  const routes = shellRoutes();
  // The route's remote starts downloading now, alongside the session check, not after it: the one the server painted
  // for this session's user, else the one the session hint points to.
  const { pathname } = window.location;
  const preload = sessionPaintedRemote(pathname) ?? remoteToPreload(routes, pathname, readSessionHint()?.type ?? null);
  if (preload) remoteLoader.preload(preload);

  // A data router: useBlocker (the unsaved-changes guard) needs one.
  const router = createBrowserRouter(routes);

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // A painted page stays as the HTML put it: React renders beside it (first-paint-hold.ts).
  const container = shellContainer(root);
  // A transition lets React render the first screen in slices that yield to the browser, instead of one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <ShellProviders store={store}>
          <RouterProvider router={router} />
          <IdleLogoff />
        </ShellProviders>
      </StrictMode>,
    );
  });
}
