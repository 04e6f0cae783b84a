import type { NlpDocument } from 'shared-kit/domain';
import { encounterApi } from '../api/encounter-api';

/** GET /api/nlp/prediction/{targetId} (spec 2 §7): the NLP documents behind a condition (targetId = the condition id). */
export const nlpApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    getNlpPrediction: build.query<NlpDocument[], number>({
      query: (conditionId) => ({ url: `/api/nlp/prediction/${conditionId}` }),
    }),
  }),
});

export const { useGetNlpPredictionQuery } = nlpApi;
