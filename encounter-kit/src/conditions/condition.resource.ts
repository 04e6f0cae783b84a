import type { CdiTagsUpdate, Condition, ConditionUpdate, NewCondition, RuleWrite } from 'shared-kit/domain';
import { encounterApi } from '../api/encounter-api';
import { patchDetail, putCondition } from '../detail/encounter-detail.resource';

/** A condition update with the encounter it belongs to (the cache to patch). */
export type ConditionSave = ConditionUpdate & { encounterId: number };

/**
 * Condition writes (spec 2 §7): create, update (whole condition, optimistic concurrency by version), reasons, CDI tags.
 * Each answer replaces the condition in the cached detail, so the row shows what the API stored.
 */
export const conditionApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    createCondition: build.mutation<Condition, NewCondition>({
      query: (body) => ({ url: '/api/encounter/condition', method: 'POST', body, restricted: true }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchDetail(body.encounter.id, (detail) => putCondition(detail, data)));
      },
    }),
    updateCondition: build.mutation<Condition, ConditionSave>({
      query: ({ encounterId: _encounterId, ...body }) => ({ url: '/api/encounter/condition', method: 'PUT', body, restricted: true }),
      async onQueryStarted({ encounterId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchDetail(encounterId, (detail) => putCondition(detail, data)));
      },
    }),
    /** Remove / Undo (spec 2 §4.5): the condition with its new conditionCode, shown at once and put back on failure. */
    changeConditionCode: build.mutation<Condition, { condition: Condition; conditionCode: Condition['conditionCode'] }>({
      query: ({ condition, conditionCode }) => ({
        url: '/api/encounter/condition',
        method: 'PUT',
        body: { id: condition.id, version: condition.version, title: condition.title, conditionCode },
        restricted: true,
      }),
      async onQueryStarted({ condition, conditionCode }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(patchDetail(condition.encounterId, (detail) => putCondition(detail, { ...condition, conditionCode })));
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchDetail(condition.encounterId, (detail) => putCondition(detail, data)));
        else optimistic.undo();
      },
    }),
    saveRules: build.mutation<Condition[], { encounterId: number; rules: RuleWrite[] }>({
      query: ({ rules }) => ({ url: '/api/encounter/condition/rule', method: 'PUT', body: rules, restricted: true }),
      async onQueryStarted({ encounterId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchDetail(encounterId, (detail) => data.forEach((c) => putCondition(detail, c))));
      },
    }),
    /** CDI tags (spec 2 §4.5): shown at once, put back when the API refuses. */
    saveCdiTags: build.mutation<Condition, { condition: Condition; cdiTags: CdiTagsUpdate['cdiTags'] }>({
      query: ({ condition, cdiTags }) => ({ url: `/api/encounter/condition/${condition.id}/tags/cdi`, method: 'PUT', body: { cdiTags }, restricted: true }),
      async onQueryStarted({ condition, cdiTags }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          patchDetail(condition.encounterId, (detail) =>
            putCondition(detail, {
              ...condition,
              cdiTags: { encounterConditionId: condition.id, expectedDiagnosis: cdiTags.expectedDiagnosis ?? null, ...cdiTags },
            }),
          ),
        );
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchDetail(condition.encounterId, (detail) => putCondition(detail, data)));
        else optimistic.undo();
      },
    }),
  }),
});

export const { useCreateConditionMutation, useUpdateConditionMutation, useChangeConditionCodeMutation, useSaveRulesMutation, useSaveCdiTagsMutation } =
  conditionApi;
