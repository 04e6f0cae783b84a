import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { shellRoutes } from '../routing/shell-routes';
import { registerForbiddenHandler } from '../session/forbidden.handler';
import { IdleLogoff } from '../session/idle-logoff/idle-logoff.component';
import { checkSession } from '../session/session.slice';
import { ShellProviders } from '../shell-providers.component';
import { createShellStore, type ShellStore } from '../store';

export interface RenderedShell extends RenderResult {
  store: ShellStore;
  router: ReturnType<typeof createMemoryRouter>;
  unregister: () => void;
}

/**
 * The shell as start-shell.tsx builds it, on a memory router at `path` (the automatic logoff only when asked for), in
 * `container` when given (start-shell's shellContainer beside a painted page), else in one of Testing Library's.
 */
export function renderShell(path: string, options: { idleLogoff?: boolean; container?: HTMLElement } = {}): RenderedShell {
  const store = createShellStore();
  const unregister = registerForbiddenHandler(store);
  void store.dispatch(checkSession());
  const router = createMemoryRouter(shellRoutes(), { initialEntries: [path] });
  const result = render(
    <ShellProviders store={store}>
      <RouterProvider router={router} />
      {options.idleLogoff && <IdleLogoff />}
    </ShellProviders>,
    options.container ? { container: options.container } : undefined,
  );
  return { ...result, store, router, unregister };
}
