import type { Middleware } from '@reduxjs/toolkit';
import { announceSessionEnding, type SessionEndingReason } from 'shared-kit';
import { sessionCleared, signOut } from './session.slice';

let nextReason: SessionEndingReason = 'sign-out';

/** The reason the next sign-out announces (the automatic logoff sets 'idle-timeout' just before it signs out). */
export function setNextSessionEndingReason(reason: SessionEndingReason): void {
  nextReason = reason;
}

/**
 * Fires shared-kit's session-ending event (the draft store's hook) before any reducer clears the session: every way
 * out — Logout, a 403, a remote's signOut, the automatic logoff — passes through `signOut.pending` or `sessionCleared`,
 * and a middleware runs before the reducers, while every parcel is still mounted.
 */
export const sessionEndingMiddleware: Middleware = () => (next) => (action) => {
  if (signOut.pending.match(action) || sessionCleared.match(action)) {
    const reason = nextReason;
    nextReason = 'sign-out';
    announceSessionEnding(reason);
  }
  return next(action);
};
