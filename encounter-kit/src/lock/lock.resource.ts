import type { Lock } from 'shared-kit/domain';
import { encounterApi } from '../api/encounter-api';
import { patchDetail } from '../detail/encounter-detail.resource';

/** PUT /api/encounter/lock/{id} and /unlock/{id} (spec 2 §4.4, §7); the cached detail takes the new lock. */
export const lockApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    lockEncounter: build.mutation<Lock, number>({
      query: (id) => ({ url: `/api/encounter/lock/${id}`, method: 'PUT', restricted: true }),
      // Spec 2 §4.4: on success the encounter reloads (another user may have changed it before the lock).
      invalidatesTags: (result, _error, id) => (result ? [{ type: 'Detail', id }] : []),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchDetail(id, (detail) => void (detail.encounter.lock = { ...data, patientLockCount: detail.encounter.lock?.patientLockCount ?? 0 })));
      },
    }),
    unlockEncounter: build.mutation<Lock, number>({
      query: (id) => ({ url: `/api/encounter/unlock/${id}`, method: 'PUT', restricted: true }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true).catch(() => false);
        if (ok) dispatch(patchDetail(id, (detail) => void (detail.encounter.lock = null)));
      },
    }),
  }),
});

export const { useLockEncounterMutation, useUnlockEncounterMutation } = lockApi;
