/**
 * The hook the shell calls before it clears what it holds at the end of a session: automatic logoff after the
 * server's idle timeout, a sign-out, any 403. It is a synchronous `window` event, fired while every parcel is still
 * mounted with its state, so a remote (the encounter-detail draft store) can write unsaved condition edits to storage
 * in its listener before the shell unmounts it and shows the login page. Keep listeners synchronous and quick:
 * nothing async finishes after the event.
 *
 * ```ts
 * useEffect(() => onSessionEnding(({ reason }) => drafts.persistNow(reason)), []);
 * ```
 */
export const SESSION_ENDING_EVENT = 'cdi:session-ending';

/** `idle-timeout`: the server's idle timeout passed (HIPAA automatic logoff); `sign-out`: the user, a 403 or a remote. */
export type SessionEndingReason = 'idle-timeout' | 'sign-out';

export interface SessionEndingDetail {
  reason: SessionEndingReason;
}

/** Fired by the shell only. */
export function announceSessionEnding(reason: SessionEndingReason, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<SessionEndingDetail>(SESSION_ENDING_EVENT, { detail: { reason } }));
}

/** Listens for the end of the session; returns the function that stops listening. */
export function onSessionEnding(listener: (detail: SessionEndingDetail) => void, target: EventTarget = window): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SessionEndingDetail>).detail);
  target.addEventListener(SESSION_ENDING_EVENT, handler);
  return () => target.removeEventListener(SESSION_ENDING_EVENT, handler);
}
