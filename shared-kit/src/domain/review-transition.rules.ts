import { isCdiType, isCoderType } from './role-groups';
import type { Role } from './roles';
import type { ReviewCode, ReviewQueryStatus } from './review.constants';

const CDI_TARGETS: readonly ReviewCode[] = ['OPEN', 'READY_FOR_CDI_QA', 'READY_FOR_PHYSICIAN'];
const CODER_TARGETS: readonly ReviewCode[] = ['READY_FOR_CODER', 'READY_FOR_CODER_QA', 'COMPLETED'];

/**
 * A review in READY_FOR_CODER_QA is flagged for coders without the coder-QA role (spec 2 §2.3): they see 'This
 * encounter review is flagged for Coder QA review' and no action icons.
 */
export const isFlaggedForCoderQa = (role: Role | null | undefined, reviewCode: ReviewCode | null | undefined): boolean =>
  reviewCode === 'READY_FOR_CODER_QA' && role !== 'CODER_QA_MANAGER';

/**
 * The review codes a role may move a review to from `reviewCode` (spec 2 §4.1): the CDI toolbar for CDI-type
 * roles, the coder icons for coder-type roles, nothing for anyone else. The CDI toolbar is hidden on a review in
 * READY_FOR_CDI_QA unless the user is a CDI_QA_MANAGER (spec 2 §2.1), so other CDI roles get nothing there; the coder
 * icons likewise on READY_FOR_CODER_QA unless the user is a CODER_QA_MANAGER (spec 2 §2.3).
 */
export function allowedReviewTransitions(role: Role | null | undefined, reviewCode: ReviewCode): ReviewCode[] {
  if (isCdiType(role)) {
    if (reviewCode === 'READY_FOR_CDI_QA' && role !== 'CDI_QA_MANAGER') return [];
    return CDI_TARGETS.filter((code) => code !== reviewCode);
  }
  if (isCoderType(role)) {
    if (isFlaggedForCoderQa(role, reviewCode)) return [];
    return CODER_TARGETS.filter((code) => code !== reviewCode);
  }
  return [];
}

/** Whether `role` may change a review from `from` to `to` (spec 2 §4.1). */
export function canChangeReviewCode(role: Role | null | undefined, from: ReviewCode, to: ReviewCode): boolean {
  return allowedReviewTransitions(role, from).includes(to);
}

/** The value a query toggle moves to: outstanding becomes resolved (response received), anything else outstanding. */
export function toggledQueryStatus(current: ReviewQueryStatus | null | undefined): ReviewQueryStatus {
  return current === 'REVIEW_QUERY_OUTSTANDING' ? 'REVIEW_QUERY_RESPONSE_RECEIVED' : 'REVIEW_QUERY_OUTSTANDING';
}

/**
 * The query status `role` may set on a review in `reviewCode` whose query status is `current`, or null
 * (spec 2 §4.2). Coder-type roles toggle the query icon on any review but one flagged for coder QA (its icons are
 * hidden from them, spec 2 §2.3). CDI-type roles have the follow-up toggle, which sits in the CDI toolbar of a
 * READY_FOR_CDI_QA review, so only a CDI_QA_MANAGER reaches it (spec 2 §2.1).
 */
export function allowedQueryStatusChange(
  role: Role | null | undefined,
  reviewCode: ReviewCode,
  current: ReviewQueryStatus | null | undefined,
): ReviewQueryStatus | null {
  if (isCoderType(role)) return isFlaggedForCoderQa(role, reviewCode) ? null : toggledQueryStatus(current);
  if (role === 'CDI_QA_MANAGER' && reviewCode === 'READY_FOR_CDI_QA') return toggledQueryStatus(current);
  return null;
}
