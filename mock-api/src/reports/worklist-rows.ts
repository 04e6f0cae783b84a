import type { Kysely } from 'kysely';
import type { Role } from 'shared-kit/domain';
import type { Scope } from '../clinical/access.service';
import { searchEncounters } from '../clinical/encounter-search.service';
import type { Database } from '../db/database.types';

export type WorklistKind = 'cdi' | 'coder';
export type WorklistRow = Awaited<ReturnType<typeof searchEncounters>>[number];

/** The role whose worklist views a report reads: the worklist-view rule gives CDI views to CDI types, coder views to coders. */
const WORKLIST_ROLE: Readonly<Record<WorklistKind, Role>> = { cdi: 'CDI', coder: 'CODER' };
const PAGE = 500;
/** A report stops here; the worklist views hold far fewer rows, and a workbook this size still opens quickly. */
export const MAX_REPORT_ROWS = 10_000;

/**
 * Every row of a worklist's WORKLIST view, in the worklist's default order (start asc), read page by page through the
 * same encounter search as GET /api/encounter?view=WORKLIST so the report and the screen cannot disagree. The report
 * is the tenant's worklist whoever downloads it, so the view is chosen by the report, not by the caller's role; the
 * coder's keeps to the worklist query window at `now`, as its screen does.
 */
export async function worklistRows(db: Kysely<Database>, scope: Scope, kind: WorklistKind, now: Date): Promise<WorklistRow[]> {
  const reportScope: Scope = { ...scope, role: WORKLIST_ROLE[kind], regions: null };
  const rows: WorklistRow[] = [];
  for (let offset = 0; offset < MAX_REPORT_ROWS; offset += PAGE) {
    const page = await searchEncounters(db, reportScope, { view: 'WORKLIST', sort: 'start asc', limit: PAGE, offset }, now);
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  return rows.slice(0, MAX_REPORT_ROWS);
}
