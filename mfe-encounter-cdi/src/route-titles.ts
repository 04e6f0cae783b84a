import type { RouteId } from 'shared-kit';

/** The title of each screen this remote serves. */
const ROUTE_TITLES: Partial<Record<RouteId, string>> = {
  'encounter-detail': 'CDI Encounter Detail',
};

export const routeTitle = (id: RouteId): string => ROUTE_TITLES[id] ?? 'Encounter Detail';
