import { allowedReviewTransitions, type ReviewCode, type Role } from 'shared-kit/domain';

/**
 * The moves of the CDI toolbar (spec 2 §4.1): from OPEN Ready for CDI QA or Ready for Physician; from READY_FOR_CDI_QA
 * Open or Ready for Physician (plus the follow-up toggle); from READY_FOR_PHYSICIAN Open or Ready for CDI QA; from any
 * other code all three. shared-kit's allowedReviewTransitions is the one rule the API enforces too.
 */
export const cdiToolbarMoves = (role: Role | null, reviewCode: ReviewCode): ReviewCode[] => allowedReviewTransitions(role, reviewCode);

/**
 * The lock icon and toolbar are hidden for a review in READY_FOR_CDI_QA unless the user is a CDI_QA_MANAGER, who get
 * the flag 'This encounter review is flagged for CDI QA review' instead (spec 2 §2.1).
 */
export const isFlaggedForCdiQa = (role: Role | null, reviewCode: ReviewCode | null | undefined): boolean =>
  reviewCode === 'READY_FOR_CDI_QA' && role !== 'CDI_QA_MANAGER';
