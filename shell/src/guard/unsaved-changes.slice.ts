import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared, signOut } from '../session/session.slice';

export interface UnsavedChangesState {
  dirty: boolean;
}

const unsavedChangesSlice = createSlice({
  name: 'unsavedChanges',
  initialState: { dirty: false } as UnsavedChangesState,
  reducers: {
    unsavedChangesSet(state, action: PayloadAction<boolean>) {
      state.dirty = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Signing out clears all state, the flag included, so the redirect to login is never held.
    builder.addCase(signOut.pending, (state) => {
      state.dirty = false;
    });
    builder.addCase(sessionCleared, (state) => {
      state.dirty = false;
    });
  },
});

export const { unsavedChangesSet } = unsavedChangesSlice.actions;
export const unsavedChangesReducer = unsavedChangesSlice.reducer;
