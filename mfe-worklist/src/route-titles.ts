/** The title of each route this remote serves; the first pattern that matches the path wins. */
export const ROUTE_TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/auth\/home/, 'Home'],
  [/^\/auth\/patient\/snapshot\//, 'Patient Snapshot'],
  [/^\/auth\/patient/, 'Patients'],
  [/^\/auth\/appointment/, 'Appointments'],
  [/^\/auth\/encounter$/, 'Encounters'],
];

export function routeTitle(path: string): string {
  return ROUTE_TITLES.find(([pattern]) => pattern.test(path))?.[1] ?? 'Home';
}
