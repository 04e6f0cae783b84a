import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { NavigateOptions, RemoteProps, RemoteRoute, RouteId } from 'shared-kit';
import { unsavedChangesSet } from '../guard/unsaved-changes.slice';
import { modeFromPath } from '../routing/app-mode';
import { checkSession, signOut } from '../session/session.slice';
import { useShellDispatch, useShellSelector } from '../store';

/** First value of each query key (platform design §4). */
export function queryFromSearch(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  return query;
}

/**
 * The props every parcel gets (platform design §4); `routeId` is the screen of the matched route. Callbacks are stable for the page's life so a
 * parcel's `update` runs only when session, mode or route really change.
 */
export function useRemoteProps(routeId: RouteId): RemoteProps {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const dispatch = useShellDispatch();
  const session = useShellSelector((s) => s.session.user);
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const callbacks = useMemo(
    () => ({
      navigate: (to: string, options: NavigateOptions = {}) => {
        if (options.newTab) {
          window.open(to, '_blank', 'noopener');
          return;
        }
        // Router navigation, so the unsaved-changes guard sees it.
        void navigateRef.current(to, { replace: options.replace === true });
      },
      setUnsavedChanges: (dirty: boolean) => {
        dispatch(unsavedChangesSet(dirty));
      },
      refreshSession: () => dispatch(checkSession()).unwrap(),
      signOut: (message?: string) => {
        void dispatch(signOut(message));
      },
    }),
    [dispatch],
  );

  const paramsKey = JSON.stringify(params);
  const route = useMemo<RemoteRoute>(() => {
    const clean: Record<string, string> = {};
    for (const [key, value] of Object.entries(JSON.parse(paramsKey) as Record<string, string | undefined>)) {
      if (typeof value === 'string' && key !== '*') clean[key] = value;
    }
    return { id: routeId, path: location.pathname, params: clean, query: queryFromSearch(location.search) };
  }, [routeId, location.pathname, location.search, paramsKey]);

  const mode = modeFromPath(location.pathname);
  return useMemo(() => ({ session, mode, route, ...callbacks }), [session, mode, route, callbacks]);
}
