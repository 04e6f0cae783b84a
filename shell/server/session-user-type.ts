import { isRole, type Role } from 'shared-kit/domain';

/** The page request's parts the question is asked with: its cookie, and the client's address as this server saw it. */
export interface PageRequester {
  cookie: string | undefined;
  ip: string;
}

export type SessionUserType = (requester: PageRequester) => Promise<Role | null>;

/**
 * Who the page's session belongs to, asked of the API (GET /api/user/current, as the shell asks it next): the user's
 * type, or null when there is no cookie, the session is not signed in, the API does not answer within `timeoutMs` (the
 * page is then sent without a first paint rather than later: the shell's own session check would wait as long) or answers
 * anything but a user. Only the Cookie header is passed on (and the client's address, as the proxy passes it):
 * the answer, not the request, decides what is painted.
 */
export function sessionUserType(apiUrl: string, timeoutMs = 1000): SessionUserType {
  const url = new URL('/api/user/current', apiUrl);
  return async ({ cookie, ip }) => {
    if (!cookie) return null;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', cookie, 'x-forwarded-for': ip },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      const user: unknown = await response.json();
      const type = typeof user === 'object' && user !== null && 'type' in user ? user.type : null;
      return isRole(type) ? type : null;
    } catch {
      // Unreachable, too slow or not JSON: the page without a first paint, as before there was one.
      return null;
    }
  };
}
