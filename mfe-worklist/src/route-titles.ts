import type { RouteId } from 'shared-kit';

/** The title of each screen this remote serves. */
const ROUTE_TITLES: Partial<Record<RouteId, string>> = {
  home: 'Home',
  'patient-snapshot': 'Patient Snapshot',
  'patient-list': 'Patients',
  appointments: 'Appointments',
  'encounter-list': 'Encounters',
};

export const routeTitle = (id: RouteId): string => ROUTE_TITLES[id] ?? 'Home';
