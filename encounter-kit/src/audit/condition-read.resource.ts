import { encounterApi } from '../api/encounter-api';

/** POST /api/audit/read/encounter-condition/{id} (spec 2 §2.4, §7): the READ audit of ENCOUNTER_CONDITION, empty body. */
export const conditionReadApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    recordConditionRead: build.mutation<null, number>({
      query: (conditionId) => ({ url: `/api/audit/read/encounter-condition/${conditionId}`, method: 'POST' }),
    }),
  }),
});

export const { useRecordConditionReadMutation } = conditionReadApi;
