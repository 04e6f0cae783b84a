import { sessionTimeZone, type SessionUser } from 'shared-kit';
import { whenIdle } from '../when-idle';

type IdleScheduler = (task: () => void) => unknown;

/**
 * Readies the browser's date formatting for the signed-in user's zone while the page is idle (issue 15). A page's first
 * Intl.DateTimeFormat loads ICU's locale and zone data, about 20 ms here, and the screens format their dates in the
 * session's zone (shared-kit sessionTimeZone): made while the screen's code downloads, that cost leaves the screen's
 * first render (the home's first rows about 15–20 ms sooner, runs alternated).
 */
export function warmDateFormatting(user: SessionUser | null, idle: IdleScheduler = (task) => whenIdle(task)): void {
  if (!user) return;
  idle(() => {
    new Intl.DateTimeFormat('en-US', { timeZone: sessionTimeZone(user), dateStyle: 'short', timeStyle: 'short' }).format(0);
  });
}
