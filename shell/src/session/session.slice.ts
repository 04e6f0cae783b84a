import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchCurrentUser, logout, MESSAGES, type SessionUser } from 'shared-kit';
import { readSessionHint, writeSessionHint, type StoredSession } from './session.storage';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** What localStorage remembered; a first-paint hint only, replaced by the API's answer. */
  hint: StoredSession | null;
  /** Shown above the login area after a sign-out (e.g. 'You have been logged out'). */
  notice: string | null;
}

export function initialSessionState(): SessionState {
  return { status: 'checking', user: null, hint: readSessionHint(), notice: null };
}

/** GET /api/user/current; any failure (401, network) means signed out (spec 1 §2.3). */
export const checkSession = createAsyncThunk<SessionUser | null>('session/check', async () => {
  try {
    return await fetchCurrentUser();
  } catch {
    return null;
  }
});

let signingOut = false;
/** True while a sign-out runs, so a 403 from the logout call itself does not sign out again. */
export const isSigningOut = (): boolean => signingOut;

/** Ends the server session (its failure is ignored), then clears all state and storage. */
export const signOut = createAsyncThunk<string, string | undefined>('session/signOut', async (message) => {
  signingOut = true;
  try {
    await logout();
  } catch {
    // The session may already be gone server-side; the client is cleared either way.
  } finally {
    signingOut = false;
  }
  return message ?? MESSAGES.loggedOut;
});

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Immediate local clear (used by the 403 handler before the logout call answers). */
    sessionCleared(state, action: PayloadAction<string | undefined>) {
      state.status = 'signedOut';
      state.user = null;
      state.hint = null;
      state.notice = action.payload ?? MESSAGES.loggedOut;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkSession.fulfilled, (state, action) => {
        state.user = action.payload;
        state.hint = null;
        state.status = action.payload ? 'signedIn' : 'signedOut';
        if (action.payload) state.notice = null;
      })
      .addCase(signOut.pending, (state, action) => {
        // Cleared at once so no screen keeps showing data while the logout call runs.
        state.status = 'signedOut';
        state.user = null;
        state.hint = null;
        state.notice = action.meta.arg ?? MESSAGES.loggedOut;
      });
  },
});

export const { sessionCleared, noticeDismissed } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** Keeps the localStorage hint in step with the confirmed session. */
export function persistSession(state: SessionState): void {
  if (state.status === 'checking') return;
  writeSessionHint(state.status === 'signedIn' ? state.user : null);
}
