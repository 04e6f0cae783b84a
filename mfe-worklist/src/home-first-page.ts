import { httpClient, isCdiType, isCoderType, type HttpClient, type RemoteProps } from 'shared-kit';
import { CDI_WORKLIST_CONFIG } from './cdi-worklist/cdi-worklist.config';
import { CODER_WORKLIST_CONFIG } from './coder-worklist/coder-worklist.config';
import { worklistPageUrl } from './encounter-table/encounter-list.resource';
import { openingWorklistState, readSavedValue, WORKLIST_FILTER_SLOTS } from './worklist/saved-filter.storage';
import { buildWorklistQuery, worklistDefaults } from './worklist/worklist-query';

/**
 * The URL of the first page the home worklist asks for when it opens (home and the encounter list, CDI and coder
 * types: `home.component.tsx`), from the same saved filter, defaults and query the screen uses; null for any other
 * screen or user type.
 */
export function homeFirstPageUrl({ session, route }: Pick<RemoteProps, 'session' | 'route'>, storage?: Storage | null): string | null {
  if (!session || (route.id !== 'home' && route.id !== 'encounter-list')) return null;
  const config = isCdiType(session.type) ? CDI_WORKLIST_CONFIG : isCoderType(session.type) ? CODER_WORKLIST_CONFIG : null;
  if (!config) return null;
  const state = openingWorklistState(readSavedValue(session, WORKLIST_FILTER_SLOTS[config.kind], storage), config.views);
  return worklistPageUrl(session.type, buildWorklistQuery(state, 0, worklistDefaults(session)));
}

/**
 * Asks for the home worklist's first page as the parcel mounts, before React renders the screen (issue 15): the
 * list's first render holds the main thread for a few hundred milliseconds and only then would its effect send the
 * request; now the answer travels meanwhile and the screen's own request takes it (shared-kit HttpClient.prefetch).
 * An answer the screen never asks for (the user left at once) expires unused.
 */
export function prefetchHomeFirstPage(props: Pick<RemoteProps, 'session' | 'route'>, client: HttpClient = httpClient, storage?: Storage | null): void {
  const url = homeFirstPageUrl(props, storage);
  if (url !== null) client.prefetch(url);
}
