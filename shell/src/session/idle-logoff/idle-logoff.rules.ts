import type { SessionStatus } from 'shared-kit';

/** The warning shows this long before the session would end (issue 16: a minute). */
export const WARNING_SECONDS = 60;

export type IdlePlan =
  /** Nothing to show; ask the server again in `checkInMs` (the session may have been used meanwhile). */
  | { kind: 'quiet'; checkInMs: number }
  /** Show the warning; the session ends in `endsInMs` unless used; ask again just after that. */
  | { kind: 'warn'; endsInMs: number; checkInMs: number };

/**
 * What the browser does with the server's answer. The session ends at whichever comes first, the idle timeout or the
 * absolute lifetime. Remaining times (not instants) make a wrong client clock harmless.
 */
export function planIdleLogoff(status: SessionStatus, warningSeconds = WARNING_SECONDS): IdlePlan {
  const remaining = Math.max(0, Math.min(status.idleRemainingSeconds, status.absoluteRemainingSeconds));
  if (remaining > warningSeconds) return { kind: 'quiet', checkInMs: (remaining - warningSeconds) * 1000 };
  // Just after the end, confirm with the server before logging off (another tab may have kept the session alive).
  return { kind: 'warn', endsInMs: remaining * 1000, checkInMs: remaining * 1000 + 1000 };
}
