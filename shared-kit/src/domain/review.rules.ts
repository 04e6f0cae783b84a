import {
  isReviewCode,
  REVIEW_BADGE_LETTERS,
  REVIEW_CODE_LABELS,
  REVIEW_QUERY_OUTSTANDING_LABELS,
  REVIEW_QUERY_RESPONSE_RECEIVED_LABEL,
  type ReviewQueryContext,
  type ReviewQueryStatus,
} from './review.constants';

export interface ReviewBadge {
  /** The letter(s) in the badge, e.g. 'CDQ'. */
  letter: string;
  /** The review code's display name, for the tooltip. */
  label: string;
}

/** The worklist badge of a review code (spec 1 §4); null for no review or a code without a badge. */
export function reviewBadge(reviewCode: string | null | undefined): ReviewBadge | null {
  if (!isReviewCode(reviewCode)) return null;
  const letter = REVIEW_BADGE_LETTERS[reviewCode];
  return letter ? { letter, label: REVIEW_CODE_LABELS[reviewCode] } : null;
}

/** An outstanding query reads 'CDI Review Requested' or 'Coder Review Requested' by context (spec 1 §4). */
export function reviewQueryStatusLabel(status: ReviewQueryStatus | null | undefined, context: ReviewQueryContext): string | null {
  if (status === 'REVIEW_QUERY_OUTSTANDING') return REVIEW_QUERY_OUTSTANDING_LABELS[context];
  if (status === 'REVIEW_QUERY_RESPONSE_RECEIVED') return REVIEW_QUERY_RESPONSE_RECEIVED_LABEL;
  return null;
}

/** Codes shown to people with underscores as spaces (spec 1 §2.11 regions, spec 2 §2.7 review codes). */
export function underscoresToSpaces(code: string): string {
  return code.replace(/_/g, ' ');
}
