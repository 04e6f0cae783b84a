import type { EncounterStatus } from './encounter.constants';
import type { ReviewCode } from './review.constants';
import { isCdiType } from './role-groups';
import type { Role } from './roles';

/** Review codes of an encounter that may receive a copy, and that a copy source must not be in (spec 2 §4.6). */
export const COPY_TARGET_REVIEW_CODES: readonly ReviewCode[] = ['OPEN', 'READY_FOR_CDI_QA'];

/** Review codes on which a copied encounter may not be reset (spec 2 §4.6). */
export const RESET_BLOCKING_REVIEW_CODES: readonly ReviewCode[] = [
  'READY_FOR_PHYSICIAN',
  'READY_FOR_CODER',
  'READY_FOR_CODER_QA',
  'CODER_BYPASSED',
  'COMPLETED',
];

/** Why a copy is refused, in the order the checks run; null when it is allowed. */
export type CopyRefusal = 'ROLE' | 'FEATURE_OFF' | 'CURRENT_REVIEW' | 'PREVIOUS_REVIEW' | 'NOT_LOCKED';

export interface CopyCheck {
  role: Role | null | undefined;
  /** The tenant's CDI copy-paste flag (PROPERTY_KEYS.cdiCopyPaste). */
  copyPasteEnabled: boolean;
  currentReviewCode: ReviewCode | null | undefined;
  previousStatus: EncounterStatus;
  previousReviewCode: ReviewCode | null | undefined;
  /** Whether the caller holds the current encounter's active lock. */
  lockedByMe: boolean;
}

/**
 * Why copying CDI curation from a previous encounter is refused, or null (spec 2 §4.6): CDI-type roles only, the
 * feature flag on, the current review OPEN or READY_FOR_CDI_QA, the previous encounter cancelled or its review
 * neither of those, and the current encounter locked by the caller. The screens show MESSAGES.copyRequiresLock
 * for any refusal (spec 2 §4.6 "Otherwise the message is ..."); the API names the reason.
 */
export function copyRefusal(check: CopyCheck): CopyRefusal | null {
  if (!isCdiType(check.role)) return 'ROLE';
  if (!check.copyPasteEnabled) return 'FEATURE_OFF';
  if (!check.currentReviewCode || !COPY_TARGET_REVIEW_CODES.includes(check.currentReviewCode)) return 'CURRENT_REVIEW';
  const previousOpen = !!check.previousReviewCode && COPY_TARGET_REVIEW_CODES.includes(check.previousReviewCode);
  if (check.previousStatus !== 'CANCELLED' && previousOpen) return 'PREVIOUS_REVIEW';
  if (!check.lockedByMe) return 'NOT_LOCKED';
  return null;
}

/** Whether the copy is allowed (spec 2 §4.6). */
export const canCopyEncounter = (check: CopyCheck): boolean => copyRefusal(check) === null;

/**
 * Whether `role` may reset a copied encounter whose review is `reviewCode` (spec 2 §4.6): CDI only, the review code
 * set and not one of RESET_BLOCKING_REVIEW_CODES. The encounter must also be a copy and locked by the caller.
 */
export function canResetCopiedEncounter(role: Role | null | undefined, reviewCode: ReviewCode | null | undefined): boolean {
  return isCdiType(role) && !!reviewCode && !RESET_BLOCKING_REVIEW_CODES.includes(reviewCode);
}
