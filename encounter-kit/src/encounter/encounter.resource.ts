import type { Encounter, EncounterStatus, EncounterTypeCode, EncounterUpdate } from 'shared-kit/domain';
import { encounterApi } from '../api/encounter-api';
import { patchDetail } from '../detail/encounter-detail.resource';

/** The cached encounter takes the API's answer: status, type and the edited fields. */
const takeEncounter = (encounter: Encounter) => patchDetail(encounter.id, (detail) => void (detail.encounter = encounter));

/** Encounter edits (spec 2 §4.3, §7): status toggles, type, the editable fields. Lock holder only (the API refuses others). */
export const encounterEditApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    changeEncounterStatus: build.mutation<Encounter, { encounterId: number; status: EncounterStatus }>({
      query: ({ encounterId, status }) => ({ url: `/api/encounter/status/${encounterId}/${status}`, method: 'PUT', restricted: true }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(takeEncounter(data));
      },
    }),
    changeEncounterType: build.mutation<Encounter, { encounterId: number; typeCode: EncounterTypeCode }>({
      query: ({ encounterId, typeCode }) => ({ url: `/api/encounter/type/${encounterId}/${typeCode}`, method: 'PUT', restricted: true }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(takeEncounter(data));
      },
    }),
    updateEncounter: build.mutation<Encounter, EncounterUpdate>({
      query: (body) => ({ url: '/api/encounter', method: 'PUT', body, restricted: true }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(takeEncounter(data));
      },
    }),
  }),
});

export const { useChangeEncounterStatusMutation, useChangeEncounterTypeMutation, useUpdateEncounterMutation } = encounterEditApi;
