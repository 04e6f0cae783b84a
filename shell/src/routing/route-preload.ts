import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteName, Role } from 'shared-kit';
import { RemoteRoute, type RemoteChoice } from '../remotes/remote-route.component';
import { LoginPage } from '../session/login-page.component';

/**
 * The remote the page at `pathname` will mount, guessed before the session check answers so that its code downloads
 * alongside that check instead of after it (root README, Bytes). It reads the route table itself (the RemoteRoute a
 * route renders), so there is no second list of routes. Protected routes are guessed only when the session hint says
 * someone is signed in (and for whom: home and encounter detail depend on the role); /login only when it does not.
 * A wrong guess costs a download, never a wrong screen: the routes still decide what mounts.
 */
export function remoteToPreload(routes: RouteObject[], pathname: string, hintedRole: Role | null): RemoteName | null {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const element: unknown = match?.route.element;
  if (!isValidElement(element)) return null;
  if (element.type === LoginPage) return hintedRole ? null : 'mfe_auth';
  if (element.type !== RemoteRoute) return null;
  const choice = (element as ReactElement<{ remote: RemoteChoice }>).props.remote;
  const isProtected = pathname.startsWith('/auth/');
  if (isProtected !== (hintedRole !== null)) return null;
  const chosen = typeof choice === 'function' ? choice(hintedRole) : choice;
  return typeof chosen === 'string' ? chosen : null;
}
