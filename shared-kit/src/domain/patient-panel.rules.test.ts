import { cdiReviewBanner, PAYER_HIDING_REVIEWER, reviewerName, showsReviewer } from './patient-panel.rules';

describe('patient panel (spec 2 §2.2)', () => {
  it("shows 'CDI follow-up requested', 'Ready for CDI QA' or 'CDI Patient Review'", () => {
    expect(cdiReviewBanner({ reviewCode: 'READY_FOR_CDI_QA', queryStatusCode: 'REVIEW_QUERY_OUTSTANDING' })).toBe('CDI follow-up requested');
    expect(cdiReviewBanner({ reviewCode: 'READY_FOR_CDI_QA', queryStatusCode: null })).toBe('Ready for CDI QA');
    expect(cdiReviewBanner({ reviewCode: 'OPEN', queryStatusCode: 'REVIEW_QUERY_RESPONSE_RECEIVED' })).toBe('CDI Patient Review');
    expect(cdiReviewBanner(null)).toBe('CDI Patient Review');
  });

  it("names the reviewer, or 'CDI Review Bypassed'; hides the reviewer for the configured payer", () => {
    expect(reviewerName({ reviewer: { userId: 1, firstName: 'Casey', lastName: 'Carter' } })).toBe('Casey Carter');
    expect(reviewerName({ reviewer: null })).toBe('CDI Review Bypassed');
    expect(showsReviewer([])).toBe(true);
    expect(showsReviewer([{ propertyKey: 'PAYER', propertyValue: PAYER_HIDING_REVIEWER }])).toBe(false);
    expect(showsReviewer([{ propertyKey: 'PAYER', propertyValue: 'MEDICARE' }])).toBe(true);
  });
});
