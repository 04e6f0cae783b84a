import type { Condition, EncounterDetailResponse } from 'shared-kit/domain';
import { encounterApi } from '../api/encounter-api';

/** GET /api/encounter/detail/{id} (spec 2 §7): the cache every feature of the detail reads and patches. */
export const detailApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    getEncounterDetail: build.query<EncounterDetailResponse, number>({
      query: (id) => ({ url: `/api/encounter/detail/${id}`, restricted: true }),
      providesTags: (_result, _error, id) => [{ type: 'Detail', id }],
    }),
  }),
});

export const { useGetEncounterDetailQuery } = detailApi;

/** Replaces one condition of a cached detail with the API's answer (or adds it when new). */
export function putCondition(detail: EncounterDetailResponse, condition: Condition): void {
  const index = detail.conditions.findIndex((c) => c.id === condition.id);
  if (index >= 0) detail.conditions[index] = condition;
  else detail.conditions.push(condition);
}

/** Patches the cached detail of `encounterId` (the immer draft); a no-op when it is not cached. */
export const patchDetail = (encounterId: number, patch: (detail: EncounterDetailResponse) => void) =>
  detailApi.util.updateQueryData('getEncounterDetail', encounterId, patch);
