import type { Review, ReviewCode, ReviewQueryStatus } from 'shared-kit/domain';
import { encounterApi } from '../api/encounter-api';
import { patchDetail } from '../detail/encounter-detail.resource';

/** Review moves, query toggles and the review lock release (spec 2 §4.1, §4.2, §7). */
export const reviewApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    moveReview: build.mutation<Review, { encounterId: number; reviewId: number; code: ReviewCode }>({
      query: ({ reviewId, code }) => ({ url: `/api/review/code/${reviewId}/${code}`, method: 'PUT' }),
      async onQueryStarted({ encounterId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchDetail(encounterId, (detail) => void (detail.encounter.review = data)));
      },
    }),
    setReviewQuery: build.mutation<Review, { encounterId: number; reviewId: number; status: ReviewQueryStatus }>({
      query: ({ reviewId, status }) => ({ url: `/api/review/query/${reviewId}/${status}`, method: 'PUT' }),
      async onQueryStarted({ encounterId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchDetail(encounterId, (detail) => void (detail.encounter.review = data)));
      },
    }),
    releaseReviewLock: build.mutation<{ released: boolean }, number>({
      query: (encounterId) => ({ url: '/api/review/unlock', method: 'PUT', body: { encounterId }, restricted: true }),
    }),
  }),
});

export const { useMoveReviewMutation, useSetReviewQueryMutation, useReleaseReviewLockMutation } = reviewApi;
