import { SessionUserSchema } from 'shared-kit/schemas';
import type { SessionUser } from 'shared-kit/domain';
import { Compile } from 'typebox/compile';

/** The page request's parts the API is asked with: its cookie, and the client's address as this server saw it. */
export interface PageRequester {
  cookie: string | undefined;
  ip: string;
}

/**
 * Asks the API a GET (path and query under /api/) for a page's first paint, as the page's user: its JSON, or null,
 * also when no answer came within `timeoutMs` (the reader's own limit when not given).
 */
export type PageApiRead = (apiPath: string, requester: PageRequester, timeoutMs?: number) => Promise<unknown>;

/** Who the page's session belongs to, or null. */
export type SessionUserLookup = (requester: PageRequester) => Promise<SessionUser | null>;

/**
 * A GET of the API for a page's first paint, with the page's cookie and the client's address (as the proxy passes it)
 * and nothing else of the request: the answer's JSON, or null when there is no cookie, the path is not the API's, the
 * API answers anything but 2xx JSON, or does not answer within `timeoutMs` (the page is then sent with its static first
 * paint, or none, rather than later: the shell's own requests would wait as long).
 */
export function pageApiRead(apiUrl: string, timeoutMs = 1000): PageApiRead {
  const api = new URL(apiUrl);
  return async (apiPath, { cookie, ip }, limitMs = timeoutMs) => {
    if (!cookie || !(limitMs > 0)) return null;
    const url = new URL(apiPath, api);
    // Only this API's paths: a first request is named by a remote's code, never taken from the page's request.
    if (url.origin !== api.origin || !url.pathname.startsWith('/api/')) return null;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', cookie, 'x-forwarded-for': ip },
        signal: AbortSignal.timeout(Math.min(limitMs, timeoutMs)),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return (await response.json()) as unknown;
    } catch {
      // Unreachable, too slow or not JSON.
      return null;
    }
  };
}

const isSessionUser = Compile(SessionUserSchema);

/** The session's user as GET /api/user/current answers it (shared-kit SessionUserSchema), or null. */
export function sessionUserLookup(read: PageApiRead): SessionUserLookup {
  return async (requester) => {
    const user = await read('/api/user/current', requester);
    return isSessionUser.Check(user) ? user : null;
  };
}
