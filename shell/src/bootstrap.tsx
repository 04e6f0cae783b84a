import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { shellRoutes } from './routing/shell-routes';
import { registerForbiddenHandler } from './session/forbidden.handler';
import { checkSession } from './session/session.slice';
import { ShellProviders } from './shell-providers.component';
import { createShellStore } from './store';

const store = createShellStore();
registerForbiddenHandler(store);
void store.dispatch(checkSession());

// A data router: useBlocker (the unsaved-changes guard) needs one.
const router = createBrowserRouter(shellRoutes());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <ShellProviders store={store}>
      <RouterProvider router={router} />
    </ShellProviders>
  </StrictMode>,
);
