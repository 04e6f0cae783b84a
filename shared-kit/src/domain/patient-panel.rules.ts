// The left patient panel of the encounter detail (spec 2 §2.2).
import type { Review } from './encounter.types';
import { MESSAGES } from './messages';
import { PROPERTY_KEYS, propertyValue } from './properties';
import type { PropertyEntry } from './session';

/** The review banner of the CDI view (spec 2 §2.2): a follow-up request first, then CDI QA, else the plain review. */
export function cdiReviewBanner(review: Pick<Review, 'reviewCode' | 'queryStatusCode'> | null | undefined): string {
  if (review?.queryStatusCode === 'REVIEW_QUERY_OUTSTANDING') return MESSAGES.bannerCdiFollowUp;
  if (review?.reviewCode === 'READY_FOR_CDI_QA') return MESSAGES.bannerReadyForCdiQa;
  return MESSAGES.bannerCdiPatientReview;
}

/**
 * The PAYER value for which the reviewer is hidden (spec 2 §2.2 "a particular configured value"; the value is ours:
 * payers whose contracts keep reviewer names out of the record).
 */
export const PAYER_HIDING_REVIEWER = 'REVIEWER_HIDDEN';

/** Whether the panel names the reviewer (spec 2 §2.2): not when the tenant's PAYER is PAYER_HIDING_REVIEWER. */
export function showsReviewer(tenantProperties: readonly PropertyEntry[]): boolean {
  return propertyValue(PROPERTY_KEYS.payer, tenantProperties)?.trim().toUpperCase() !== PAYER_HIDING_REVIEWER;
}

/** The reviewer as shown: 'First Last', or 'CDI Review Bypassed' when the review has none (spec 2 §2.2). */
export function reviewerName(review: Pick<Review, 'reviewer'> | null | undefined): string {
  const reviewer = review?.reviewer;
  return reviewer ? `${reviewer.firstName} ${reviewer.lastName}` : MESSAGES.cdiReviewBypassed;
}
