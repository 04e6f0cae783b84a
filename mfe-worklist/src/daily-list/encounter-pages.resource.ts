import { rolePath, type EncounterListRow, type HttpClient, type Role } from 'shared-kit';
import { encounterQueryString } from '../encounter-table/encounter-list.resource';
import { pageWindow } from '../paged-list/paging.rules';
import type { PagedSearch } from '../paged-list/use-paged-rows.hook';

/** A search query as the URL's query string has it (numbers as text on the wire; lists repeat their key). */
export type EncounterQuery = Readonly<Record<string, string | number | readonly string[]>>;

/**
 * The URL of page `pageIndex` of a daily or appointment list: GET /api/encounter (role path) with `base`, asking one row
 * more than PAGE_SIZE so the answer itself tells whether more exist (spec 1 §9). One whole URL, so that an answer the
 * page brought (a daily-list home drawn by the platform server, home-first-request.ts) is handed to this very request.
 */
export function encounterPageUrl(activeRole: Role | null | undefined, base: EncounterQuery, pageIndex: number): string {
  return `${rolePath(activeRole, 'encounter')}?${encounterQueryString({ ...base, ...pageWindow('extraRow', pageIndex) })}`;
}

/**
 * The paged search of a daily or appointment list (`encounterPageUrl`); null: nothing to search. `firstPage`: its first
 * page's answer at hand as the list first renders (the server's render of a daily-list home).
 */
export function encounterPages(
  activeRole: Role | null | undefined,
  base: EncounterQuery | null,
  client: HttpClient,
  firstPage?: readonly EncounterListRow[],
): PagedSearch<EncounterListRow> | null {
  if (base === null) return null;
  return {
    key: JSON.stringify([activeRole, base]),
    mode: 'extraRow',
    fetchPage: (pageIndex) => client.get<EncounterListRow[]>(encounterPageUrl(activeRole, base, pageIndex)),
    ...(firstPage ? { firstPage } : {}),
  };
}
