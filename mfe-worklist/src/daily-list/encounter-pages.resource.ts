import { rolePath, type EncounterListRow, type HttpClient, type Role } from 'shared-kit';
import { pageWindow } from '../paged-list/paging.rules';
import type { PagedSearch } from '../paged-list/use-paged-rows.hook';

/** A search query as axios params (numbers as text on the wire; lists repeat their key). */
export type EncounterQuery = Readonly<Record<string, string | number | readonly string[]>>;

/**
 * The paged search of a daily or appointment list: GET /api/encounter (role path) with `base`, each page asking
 * one row more than PAGE_SIZE so the answer itself tells whether more exist (spec 1 §9). null: nothing to search.
 */
export function encounterPages(activeRole: Role | null | undefined, base: EncounterQuery | null, client: HttpClient): PagedSearch<EncounterListRow> | null {
  if (base === null) return null;
  return {
    key: JSON.stringify([activeRole, base]),
    mode: 'extraRow',
    fetchPage: (pageIndex) =>
      client.get<EncounterListRow[]>(rolePath(activeRole, 'encounter'), { params: { ...base, ...pageWindow('extraRow', pageIndex) } }),
  };
}
