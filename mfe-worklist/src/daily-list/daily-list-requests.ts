import type { Practitioner, RemoteProps, SessionUser } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { parseIsoDay, sessionTimeZone, zonedToday } from 'shared-kit/domain';
import { ACTIVE_PRACTITIONERS_URL } from '../reference-lists/reference.resource';
import { readSavedValue } from '../worklist/saved-filter.storage';
import type { WorklistSort } from '../worklist/worklist-filter.types';
import { formatSort } from '../worklist/worklist-sort.rules';
import { DAILY_LIST_FILTER_SLOT, readDailyListFilter } from './daily-list-filter';
import { encounterPageUrl, type EncounterQuery } from './encounter-pages.resource';
import { MY_PRACTITIONERS_URL } from './my-practitioner.resource';

/**
 * The search of one day's list (spec 1 §2.5, §9): the day, the practitioner when one is chosen, patient status
 * ACTIVE, the header sort (default start asc). Paging keys are added per page.
 */
export function dailyListQuery(day: string, practitionerId: number | null, sort: WorklistSort): EncounterQuery {
  return { start: day, ...(practitionerId !== null ? { practitionerId } : {}), patientStatus: 'ACTIVE', sort: formatSort(sort) };
}

/** The URL of a day list's first page: the list's own first request. */
export function dailyListFirstPageUrl(session: Pick<SessionUser, 'type'>, day: string, practitionerId: number | null, sort: WorklistSort): string {
  return encounterPageUrl(session.type, dailyListQuery(day, practitionerId, sort), 0);
}

/** The day a daily list shows (YYYY-MM-DD): the route's optional date when it is a real day, else the tenant's today (issue 17). */
export function dailyListDay(session: SessionUser | null, route: Pick<RemoteProps['route'], 'params'>, now: Date = new Date()): string {
  return parseIsoDay(route.params.date) ?? zonedToday(now, sessionTimeZone(session));
}

const isPractitionerList = (answer: unknown): answer is Practitioner[] =>
  Array.isArray(answer) && answer.every((item: unknown) => typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'number');

/**
 * The request a daily-list home makes after `answers` (the answers to those before it, in order; none: its first), or
 * null when it has made them all, as the screens make them (physician-daily-list, clinical-admin-daily-list):
 * - a physician: their practitioner(s) (the list is theirs), then the first one's day, sorted as they left it;
 * - a clinical admin: the day of the practitioner they chose last (or everyone's), then the active practitioners, which
 *   the selector needs to name the one chosen (with none chosen it shows 'All Practitioners' without them).
 * Both the parcel (asking ahead, or taking the answers the page brought) and the platform server's render (asking them
 * for the page) follow it, so each is the very request the screen makes. Null for any other user.
 */
export function dailyListRequestAfter(
  session: SessionUser,
  route: Pick<RemoteProps['route'], 'params'>,
  answers: readonly unknown[],
  storage?: Storage | null,
): string | null {
  const filter = () => readDailyListFilter(readSavedValue(session, DAILY_LIST_FILTER_SLOT, storage));
  const day = () => dailyListDay(session, route);
  if (session.type === 'PHYSICIAN') {
    if (answers.length === 0) return MY_PRACTITIONERS_URL;
    const [mine] = answers;
    if (answers.length > 1 || !isPractitionerList(mine) || !mine[0]) return null;
    return dailyListFirstPageUrl(session, day(), mine[0].id, filter().sort);
  }
  if (session.type === 'CLINICAL_ADMIN') {
    const { practitionerId, sort } = filter();
    if (answers.length === 0) return dailyListFirstPageUrl(session, day(), practitionerId, sort);
    return answers.length === 1 && practitionerId !== null ? ACTIVE_PRACTITIONERS_URL : null;
  }
  return null;
}
