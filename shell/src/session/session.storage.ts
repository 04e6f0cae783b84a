import { sessionTimeZone, type PropertyEntry, type SessionUser } from 'shared-kit';

/** localStorage key of the session hint (only non-secret fields; spec 1 §3). */
export const SESSION_STORAGE_KEY = 'cdi.session';

/** Auth-flow fields that never leave memory: they describe a sign-in attempt, not the session. */
type TransientField = 'authStatus' | 'qrCodeUuid';
export type StoredSession = Omit<SessionUser, TransientField>;

export function toStoredSession(user: SessionUser): StoredSession {
  const { authStatus: _s, qrCodeUuid: _q, ...rest } = user;
  return rest;
}

export function writeSessionHint(user: SessionUser | null, storage: Storage | undefined = safeLocalStorage()): void {
  if (!storage) return;
  try {
    if (user) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(toStoredSession(user)));
    else storage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or disabled (private mode): the hint is optional, the API call is the truth.
  }
}

/** The stored hint, or null when absent or unreadable. Never trusted without the API's confirmation. */
export function readSessionHint(storage: Storage | undefined = safeLocalStorage()): StoredSession | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'username' in value && 'type' in value) return withTimeZone(value as StoredSession);
    return null;
  } catch {
    return null;
  }
}

/**
 * A hint written before sessions carried `timeZone` (issue 17) has none: fill it as the server would have (the
 * tenant's TIMEZONE, else this runtime's zone) so a reader of the type never meets undefined.
 */
function withTimeZone(hint: StoredSession): StoredSession {
  if (typeof hint.timeZone === 'string' && hint.timeZone !== '') return hint;
  const tenantProperties: readonly PropertyEntry[] = Array.isArray(hint.tenantProperties) ? hint.tenantProperties : [];
  return { ...hint, timeZone: sessionTimeZone({ tenantProperties }) };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
