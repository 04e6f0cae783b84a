import { encounterApi } from 'encounter-kit';
import type { CoderQueryAging, CoderQueryAgingQuery } from 'shared-kit/domain';

/** GET /api/coder/query/aging (issue 12): the tenant's outstanding coder queries, oldest first. Never cached stale. */
export const queryAgingApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    getQueryAging: build.query<CoderQueryAging, CoderQueryAgingQuery>({
      query: (params) => ({ url: '/api/coder/query/aging', params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetQueryAgingQuery } = queryAgingApi;
