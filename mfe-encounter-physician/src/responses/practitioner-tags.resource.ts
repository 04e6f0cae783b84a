import { encounterApi, patchDetail, putCondition } from 'encounter-kit';
import type { Condition, PractitionerResponseCode, PractitionerTags } from 'shared-kit/domain';

/**
 * PUT /api/encounter/condition/tags/practitioner (spec 2 §4.5, §7), fired on every click: the condition shows the
 * response at once and takes it back when the API refuses it.
 */
export const practitionerTagsApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    savePractitionerResponse: build.mutation<PractitionerTags[], { condition: Condition; response: PractitionerResponseCode }>({
      query: ({ condition, response }) => ({
        url: '/api/encounter/condition/tags/practitioner',
        method: 'PUT',
        body: [{ encounterConditionId: condition.id, practitionerResponseCode: response }],
      }),
      async onQueryStarted({ condition, response }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          patchDetail(condition.encounterId, (detail) =>
            putCondition(detail, { ...condition, practitionerTags: { encounterConditionId: condition.id, practitionerResponseCode: response } }),
          ),
        );
        await queryFulfilled.catch(() => optimistic.undo());
      },
    }),
  }),
});

export const { useSavePractitionerResponseMutation } = practitionerTagsApi;
