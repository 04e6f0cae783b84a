import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
import { CDI_WORKLIST_CONFIG } from './cdi-worklist/cdi-worklist.config';
import { CODER_WORKLIST_CONFIG } from './coder-worklist/coder-worklist.config';
import { dailyListRequestAfter } from './daily-list/daily-list-requests';
import { worklistPageUrl } from './encounter-table/encounter-list.resource';
import { homeScreenFor } from 'shared-kit/domain';
import { takeFirstAnswers } from './home-first-paint/first-answer';
import { openingWorklistState, readSavedValue, WORKLIST_FILTER_SLOTS } from './worklist/saved-filter.storage';
import { buildWorklistQuery, worklistDefaults } from './worklist/worklist-query';

type HomeProps = Pick<RemoteProps, 'session' | 'route'>;

/**
 * The request the home screen makes after `answers` (home and the encounter list; `home-screen.ts`), or null when it
 * has made its first ones: for CDI and coder types the worklist's first page, from the same saved filter, defaults and
 * query the screen uses; for a physician their practitioner record, then that practitioner's day; for a clinical admin
 * the day of the practitioner they chose, then the practitioners the selector names (daily-list-requests.ts). Null for
 * any other screen or user type. The parcel asks the first ahead of the screen; the platform server asks them all
 * to draw the home (home-render.tsx).
 */
export function homeRequestAfter({ session, route }: HomeProps, answers: readonly unknown[], storage?: Storage | null): string | null {
  if (!session || (route.id !== 'home' && route.id !== 'encounter-list')) return null;
  const screen = homeScreenFor(session.type);
  if (screen === 'physician-daily-list' || screen === 'clinical-admin-daily-list') return dailyListRequestAfter(session, route, answers, storage);
  const config = screen === 'cdi-worklist' ? CDI_WORKLIST_CONFIG : screen === 'coder-worklist' ? CODER_WORKLIST_CONFIG : null;
  if (!config || answers.length > 0) return null;
  const state = openingWorklistState(readSavedValue(session, WORKLIST_FILTER_SLOTS[config.kind], storage), config.views);
  return worklistPageUrl(session.type, buildWorklistQuery(state, 0, worklistDefaults(session)));
}

/** The URL of the first request the home screen makes when it opens (`homeRequestAfter` with no answers yet). */
export function homeFirstRequestUrl(props: HomeProps, storage?: Storage | null): string | null {
  return homeRequestAfter(props, [], storage);
}

/**
 * Asks for the home's first request as the parcel starts (its bootstrap), before the remote's code runs and React
 * renders the screen (issue 15): that work holds the main thread for a few hundred milliseconds and only then would the
 * screen's effect send the request; now the answer travels meanwhile and the screen's own request takes it (shared-kit
 * HttpClient.prefetch). An answer the screen never asks for (the user left at once) expires unused. When the page brought
 * the answers (the home the platform server drew), those are handed over instead, and nothing is asked.
 */
export function prefetchHomeFirstRequest(props: HomeProps, client: HttpClient = httpClient, storage?: Storage | null): void {
  const url = homeFirstRequestUrl(props, storage);
  // The page may have brought the answers itself, with the home the platform server drew from them (first-answer.ts).
  if (url !== null && !takeFirstAnswers(url, client)) client.prefetch(url);
}
