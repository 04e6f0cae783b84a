/** The title of each route this remote serves; the first pattern that matches the path wins. */
export const ROUTE_TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\/encounter\/detail\//, 'CDI Encounter Detail'],
];

export function routeTitle(path: string): string {
  return ROUTE_TITLES.find(([pattern]) => pattern.test(path))?.[1] ?? 'Encounter Detail';
}
