/**
 * Paths whose next segment is a secret: invitation and reset tokens, the authenticator set-up id. Both servers log
 * request URLs through `redactUrl`, so a log reader never holds a working link.
 */
const SECRET_AFTER = /(\/(?:registration|reset|register|qr)\/)[^/?#]+/g;

/** `/api/sso/qr/3f1c…` → `/api/sso/qr/[redacted]`; query strings are dropped (none of ours carries a secret today, none may leak one tomorrow). */
export function redactUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const redacted = path.replace(SECRET_AFTER, '$1[redacted]');
  return url.length > path.length ? `${redacted}?[redacted]` : redacted;
}
