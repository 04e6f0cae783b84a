import type { EncounterCopy, EncounterDetailResponse } from 'shared-kit/domain';
import { encounterApi } from '../api/encounter-api';
import { detailApi } from '../detail/encounter-detail.resource';

/** Encounter copy and reset (spec 2 §4.6, §7): both answer the whole detail, which replaces the cached one. */
export const copyApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    getCopies: build.query<EncounterCopy[], number>({
      query: (encounterId) => ({ url: `/api/encounter/${encounterId}/copies`, restricted: true }),
      providesTags: (_result, _error, encounterId) => [{ type: 'Copies', id: encounterId }],
    }),
    copyEncounter: build.mutation<EncounterDetailResponse, { currentId: number; previousId: number }>({
      query: ({ currentId, previousId }) => ({ url: `/api/encounter/${currentId}/copy/${previousId}`, method: 'PUT', restricted: true }),
      invalidatesTags: (result, _error, { currentId }) => (result ? [{ type: 'Copies', id: currentId }] : []),
      async onQueryStarted({ currentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(detailApi.util.upsertQueryData('getEncounterDetail', currentId, data));
      },
    }),
    resetCopiedEncounter: build.mutation<EncounterDetailResponse, number>({
      query: (encounterId) => ({ url: `/api/encounter/reset/${encounterId}`, method: 'PUT', restricted: true }),
      invalidatesTags: (result, _error, encounterId) => (result ? [{ type: 'Copies', id: encounterId }] : []),
      async onQueryStarted(encounterId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(detailApi.util.upsertQueryData('getEncounterDetail', encounterId, data));
      },
    }),
  }),
});

export const { useGetCopiesQuery, useCopyEncounterMutation, useResetCopiedEncounterMutation } = copyApi;
