import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
import { CDI_WORKLIST_CONFIG } from './cdi-worklist/cdi-worklist.config';
import { CODER_WORKLIST_CONFIG } from './coder-worklist/coder-worklist.config';
import { MY_PRACTITIONERS_URL } from './daily-list/my-practitioner.resource';
import { worklistPageUrl } from './encounter-table/encounter-list.resource';
import { homeScreenFor } from 'shared-kit/domain';
import { takeFirstAnswer } from './home-first-paint/first-answer';
import { openingWorklistState, readSavedValue, WORKLIST_FILTER_SLOTS } from './worklist/saved-filter.storage';
import { buildWorklistQuery, worklistDefaults } from './worklist/worklist-query';

/**
 * The URL of the first request the home screen makes when it opens (home and the encounter list; `home-screen.ts`):
 * for CDI and coder types the worklist's first page, from the same saved filter, defaults and query the screen uses;
 * for a physician the practitioner record the daily list waits for. Null for any other screen or user type.
 */
export function homeFirstRequestUrl({ session, route }: Pick<RemoteProps, 'session' | 'route'>, storage?: Storage | null): string | null {
  if (!session || (route.id !== 'home' && route.id !== 'encounter-list')) return null;
  const screen = homeScreenFor(session.type);
  if (screen === 'physician-daily-list') return MY_PRACTITIONERS_URL;
  const config = screen === 'cdi-worklist' ? CDI_WORKLIST_CONFIG : screen === 'coder-worklist' ? CODER_WORKLIST_CONFIG : null;
  if (!config) return null;
  const state = openingWorklistState(readSavedValue(session, WORKLIST_FILTER_SLOTS[config.kind], storage), config.views);
  return worklistPageUrl(session.type, buildWorklistQuery(state, 0, worklistDefaults(session)));
}

/**
 * Asks for the home's first request as the parcel starts (its bootstrap), before the remote's code runs and React
 * renders the screen (issue 15): that work holds the main thread for a few hundred milliseconds and only then would the
 * screen's effect send the request; now the answer travels meanwhile and the screen's own request takes it (shared-kit
 * HttpClient.prefetch). An answer the screen never asks for (the user left at once) expires unused. When the page brought
 * the answer (the rows the platform server drew), that one is handed over instead, and nothing is asked.
 */
export function prefetchHomeFirstRequest(props: Pick<RemoteProps, 'session' | 'route'>, client: HttpClient = httpClient, storage?: Storage | null): void {
  const url = homeFirstRequestUrl(props, storage);
  // The page may have brought the answer itself, with the rows the platform server drew from it (first-answer.ts).
  if (url !== null && !takeFirstAnswer(url, client)) client.prefetch(url);
}
