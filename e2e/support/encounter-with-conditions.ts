import type { APIRequestContext } from '@playwright/test';

interface DetailCondition {
  conditionStatus: string;
  conditionCode: string;
  statusCode: string;
}

/** Conditions in the detail's main lists (not hidden, removed or dismissed: those go to 'Removed Conditions'). */
const inMainList = (c: DetailCondition) =>
  c.statusCode !== 'HIDDEN' && c.statusCode !== 'REMOVED' && c.conditionCode !== 'REMOVED' && c.conditionCode !== 'DISMISSED';

/**
 * The first of the signed-in user's encounters (the API at `apiBase`, '' for the test's own) whose condition list shows a
 * section of two conditions or more, so that the detail draws its 'Expand all'. Which rows come first depends on the
 * hour of the run (the seed is dated around now), so the pick is by content, never by position.
 */
export async function encounterWithConditionList(request: APIRequestContext, apiBase = ''): Promise<number> {
  const rows = (await (await request.get(`${apiBase}/api/encounter?limit=30`)).json()) as Array<{ id: number }>;
  for (const row of rows) {
    const detail = (await (await request.get(`${apiBase}/api/encounter/detail/${row.id}`)).json()) as { conditions: DetailCondition[] };
    const main = detail.conditions.filter(inMainList);
    const sizes = new Map<string, number>();
    for (const c of main) sizes.set(c.conditionStatus, (sizes.get(c.conditionStatus) ?? 0) + 1);
    if ([...sizes.values()].some((n) => n > 1)) return row.id;
  }
  throw new Error('none of the first encounters has a condition section of two or more');
}
