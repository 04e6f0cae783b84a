import { navItemsForRole } from './navigation.rules';
import { isCdiType, isCoderType } from './role-groups';
import type { Role } from './roles';
import type { DailyReviewCounts } from './report.types';

/** Roles that may open the Reports screen and call the report APIs: those whose navigation has Reports (spec 1 §6). */
export const canSeeReports = (role: Role | null | undefined): boolean => navItemsForRole(role).some((item) => item.key === 'reports');

/** Daily productivity, pre-visit: ready for CDI QA plus ready for physician (spec 1 §2.10). */
export const preVisitCount = (counts: DailyReviewCounts): number => counts.reviewCountReadyForCdiQa + counts.reviewCountReadyForPhysician;

/** Daily productivity, post-visit: ready for coder QA plus completed (spec 1 §2.10). */
export const postVisitCount = (counts: DailyReviewCounts): number => counts.reviewCountReadyForCoderQa + counts.reviewCountCompleted;

/**
 * The review counter of spec 1 §2.10: CDI types see 'Reviewed' = ready for physician plus ready for CDI QA, coders
 * completed plus ready for coder QA; other roles have no counter (null).
 */
export function reviewedCount(role: Role | null | undefined, counts: DailyReviewCounts): number | null {
  if (isCdiType(role)) return preVisitCount(counts);
  if (isCoderType(role)) return postVisitCount(counts);
  return null;
}
