import { sessionTimeZone, type SessionUser } from 'shared-kit';
import { nextTask } from 'shared-kit/tasks';
import { zoneDataWarmed } from './zone-data-warm-up';

type TaskScheduler = (task: () => void) => unknown;

const afterZoneDataWarmed: TaskScheduler = (task) => zoneDataWarmed().then(nextTask).then(task);

/**
 * Readies the browser's date formatting for the signed-in user's zone (issue 15). A page's first Intl.DateTimeFormat
 * loads ICU's locale and zone data, about 15–20 ms here, and the screens format their dates in the session's zone
 * (shared-kit sessionTimeZone). Made in a task of its own as soon as the session is known, while the screen's code is
 * still downloading, that cost leaves the screen's render (one of whose slices it made a long task). It waited for an
 * idle moment before, which a loading page rarely has: the worklist still paid it in its render. Since the zone tables
 * are loaded on a worker thread at the page's start (zone-data-warm-up.ts), it waits for that worker: made while the
 * worker still reads them, it took longer than alone.
 */
export function warmDateFormatting(user: SessionUser | null, schedule: TaskScheduler = afterZoneDataWarmed): void {
  if (!user) return;
  schedule(() => {
    new Intl.DateTimeFormat('en-US', { timeZone: sessionTimeZone(user), dateStyle: 'short', timeStyle: 'short' }).format(0);
  });
}
