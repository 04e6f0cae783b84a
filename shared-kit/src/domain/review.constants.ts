/** Encounter review codes (spec 1 §4, spec 2 §4.1 adds CODER_BYPASSED), in the implied flow order. */
export const REVIEW_CODES = [
  'OPEN',
  'READY_FOR_CDI_QA',
  'READY_FOR_PHYSICIAN',
  'CODER_BYPASSED',
  'READY_FOR_CODER',
  'READY_FOR_CODER_QA',
  'COMPLETED',
  'REMOVED',
  'LOCKED',
] as const;
export type ReviewCode = (typeof REVIEW_CODES)[number];

export function isReviewCode(value: unknown): value is ReviewCode {
  return typeof value === 'string' && (REVIEW_CODES as readonly string[]).includes(value);
}

/** Worklist badge letters (spec 1 §4). CODER_BYPASSED has no badge in the spec. */
export const REVIEW_BADGE_LETTERS: Readonly<Partial<Record<ReviewCode, string>>> = {
  OPEN: 'O',
  READY_FOR_CDI_QA: 'CDQ',
  READY_FOR_PHYSICIAN: 'P',
  READY_FOR_CODER: 'CO',
  READY_FOR_CODER_QA: 'COQ',
  COMPLETED: 'C',
  REMOVED: 'R',
  LOCKED: 'L',
};

/**
 * Display names of review codes. The worklist view names of spec 1 §2.6 give most of them; the spec
 * does not name CODER_BYPASSED, REMOVED, LOCKED or READY_FOR_CODER, so these follow the same pattern.
 */
export const REVIEW_CODE_LABELS: Readonly<Record<ReviewCode, string>> = {
  OPEN: 'Open',
  READY_FOR_CDI_QA: 'Ready for CDI QA',
  READY_FOR_PHYSICIAN: 'Ready for Physician',
  CODER_BYPASSED: 'Coder Bypassed',
  READY_FOR_CODER: 'Ready for Coder',
  READY_FOR_CODER_QA: 'Ready for Coder QA',
  COMPLETED: 'Completed',
  REMOVED: 'Removed',
  LOCKED: 'Locked',
};

/** Review query statuses (spec 1 §4, spec 2 §4.2). */
export const REVIEW_QUERY_STATUSES = ['REVIEW_QUERY_OUTSTANDING', 'REVIEW_QUERY_RESPONSE_RECEIVED'] as const;
export type ReviewQueryStatus = (typeof REVIEW_QUERY_STATUSES)[number];

/** Who asked for the review: an outstanding query reads 'CDI Review Requested' or 'Coder Review Requested'. */
export type ReviewQueryContext = 'CDI' | 'CODER';

export const REVIEW_QUERY_OUTSTANDING_LABELS: Readonly<Record<ReviewQueryContext, string>> = {
  CDI: 'CDI Review Requested',
  CODER: 'Coder Review Requested',
};

/** Not quoted by the spec; the plain reading of the code. */
export const REVIEW_QUERY_RESPONSE_RECEIVED_LABEL = 'Review Response Received';
