import {
  CDI_WORKLIST_VIEW_QUERIES,
  CDI_WORKLIST_VIEWS,
  CODER_WORKLIST_VIEW_QUERIES,
  CODER_WORKLIST_VIEWS,
  type CdiWorklistView,
  type CoderWorklistView,
  type WorklistViewQuery,
} from './worklist.constants';
import { isCdiType, isCoderType } from './role-groups';
import type { Role } from './roles';

export const isCdiWorklistView = (view: unknown): view is CdiWorklistView =>
  typeof view === 'string' && (CDI_WORKLIST_VIEWS as readonly string[]).includes(view);
export const isCoderWorklistView = (view: unknown): view is CoderWorklistView =>
  typeof view === 'string' && (CODER_WORKLIST_VIEWS as readonly string[]).includes(view);

/** The search keys a CDI worklist view fixes (spec 1 §2.6). */
export function cdiWorklistViewFilter(view: CdiWorklistView): WorklistViewQuery {
  return CDI_WORKLIST_VIEW_QUERIES[view];
}

/** The search keys a coder worklist view fixes (spec 1 §2.6). */
export function coderWorklistViewFilter(view: CoderWorklistView): WorklistViewQuery {
  return CODER_WORKLIST_VIEW_QUERIES[view];
}

/**
 * The filter of `view` for the worklist `role` sees: CDI-type roles the CDI views, coder-type roles the coder views
 * (both lists have WORKLIST, READY_FOR_PHYSICIAN and LOCKED with different meanings). Null when the role has no
 * worklist or the view is not one of its worklist's.
 */
export function worklistViewFilter(role: Role | null | undefined, view: string): WorklistViewQuery | null {
  if (isCdiType(role)) return isCdiWorklistView(view) ? cdiWorklistViewFilter(view) : null;
  if (isCoderType(role)) return isCoderWorklistView(view) ? coderWorklistViewFilter(view) : null;
  return null;
}
