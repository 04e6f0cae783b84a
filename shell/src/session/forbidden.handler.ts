import { httpClient, MESSAGES, type HttpClient } from 'shared-kit';
import type { ShellStore } from '../store';
import { isSigningOut, signOut } from './session.slice';

/**
 * Any 403 clears all state and shows the logged-out message (spec 1 §4). The server session is
 * ended too, or the login page would find it and skip straight back in.
 */
export function registerForbiddenHandler(store: ShellStore, client: HttpClient = httpClient): () => void {
  return client.onForbidden(() => {
    if (isSigningOut()) return;
    void store.dispatch(signOut(MESSAGES.loggedOut));
  });
}
