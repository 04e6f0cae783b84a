import type { SessionUser } from 'shared-kit';

/** localStorage key of the session hint (only non-secret fields; spec 1 §3). */
export const SESSION_STORAGE_KEY = 'cdi.session';

/** Auth-flow fields that never leave memory: they describe a sign-in attempt, not the session. */
type TransientField = 'authStatus' | 'authMessage' | 'authAttempts' | 'qrCodeUuid';
export type StoredSession = Omit<SessionUser, TransientField>;

export function toStoredSession(user: SessionUser): StoredSession {
  const { authStatus: _s, authMessage: _m, authAttempts: _a, qrCodeUuid: _q, ...rest } = user;
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
    if (typeof value === 'object' && value !== null && 'username' in value && 'type' in value) return value as StoredSession;
    return null;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
