import { ICD10_PAGE_SIZE, type Icd10SearchResult } from 'shared-kit/domain';
import { encounterApi } from '../api/encounter-api';

/** GET /api/icd10/search (spec 2 §7): page size 5, offset 0, the `q` of shared-kit's icd10SearchQuery. */
export const icd10Api = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    searchIcd10: build.query<Icd10SearchResult[], string>({
      query: (q) => ({ url: '/api/icd10/search', params: { q, limit: ICD10_PAGE_SIZE, offset: 0, sort: 'id asc' } }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useLazySearchIcd10Query } = icd10Api;
