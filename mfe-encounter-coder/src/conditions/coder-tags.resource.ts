import { encounterApi, patchDetail, putCondition } from 'encounter-kit';
import type { Condition, CoderDecision, CoderQueryStatus } from 'shared-kit/domain';

/**
 * The coder's condition writes (spec 2 §7): the claim and reportability decision (PUT .../tags/coder) and the
 * condition's query status (PUT .../query). Each answer replaces the condition in the cached detail. Coder-only, so
 * they live here rather than in the shared kit.
 */
export const coderTagsApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    saveCoderTags: build.mutation<Condition, { condition: Condition; decision: CoderDecision }>({
      query: ({ condition, decision }) => ({ url: `/api/encounter/condition/${condition.id}/tags/coder`, method: 'PUT', body: { coderTags: decision } }),
      async onQueryStarted({ condition }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchDetail(condition.encounterId, (detail) => putCondition(detail, data)));
      },
    }),
    setConditionQuery: build.mutation<Condition, { condition: Condition; status: CoderQueryStatus }>({
      query: ({ condition, status }) => ({ url: `/api/encounter/condition/${condition.id}/query`, method: 'PUT', body: { coderTags: { queryStatusCode: status } } }),
      async onQueryStarted({ condition }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchDetail(condition.encounterId, (detail) => putCondition(detail, data)));
      },
    }),
  }),
});

export const { useSaveCoderTagsMutation, useSetConditionQueryMutation } = coderTagsApi;
