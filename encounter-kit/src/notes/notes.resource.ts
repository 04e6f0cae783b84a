import type { NewNote, Note } from 'shared-kit/domain';
import { encounterApi } from '../api/encounter-api';
import { patchDetail } from '../detail/encounter-detail.resource';

/** Encounter and condition notes (spec 2 §2.7, §7): after a note is added its list is read again. */
export const notesApi = encounterApi.injectEndpoints({
  endpoints: (build) => ({
    getEncounterNotes: build.query<Note[], number>({
      query: (encounterId) => ({ url: `/api/encounter/note/${encounterId}`, restricted: true }),
      providesTags: (_result, _error, encounterId) => [{ type: 'Notes', id: encounterId }],
    }),
    getConditionNotes: build.query<Note[], { encounterId: number; conditionId: number }>({
      query: ({ encounterId, conditionId }) => ({ url: `/api/encounter/note/${encounterId}/condition/${conditionId}`, restricted: true }),
      providesTags: (_result, _error, { conditionId }) => [{ type: 'ConditionNotes', id: conditionId }],
      // The detail carries each condition's notes; a fresh read replaces them there too.
      async onQueryStarted({ encounterId, conditionId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(
            patchDetail(encounterId, (detail) => {
              const condition = detail.conditions.find((c) => c.id === conditionId);
              if (condition) condition.notes = data;
            }),
          );
        }
      },
    }),
    createNote: build.mutation<Note, NewNote>({
      query: (body) => ({ url: '/api/encounter/note', method: 'POST', body, restricted: true }),
      invalidatesTags: (result, _error, body) =>
        !result ? [] : body.encounterConditionId ? [{ type: 'ConditionNotes', id: body.encounterConditionId }] : [{ type: 'Notes', id: body.encounterId }],
    }),
  }),
});

export const { useGetEncounterNotesQuery, useGetConditionNotesQuery, useCreateNoteMutation } = notesApi;
