import type { RouteId } from 'shared-kit';
import { CODER_TEXTS } from './coder.messages';

/** The title of each screen this remote serves. */
const ROUTE_TITLES: Partial<Record<RouteId, string>> = {
  'encounter-detail': 'Coder Encounter Detail',
  'coder-query-aging': CODER_TEXTS.queryAging,
};

export const routeTitle = (id: RouteId): string => ROUTE_TITLES[id] ?? 'Encounter Detail';
