import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { unsavedChangesReducer } from './guard/unsaved-changes.slice';
import { sessionEndingMiddleware } from './session/session-ending.middleware';
import { persistSession, sessionReducer } from './session/session.slice';

export function createShellStore() {
  const store = configureStore({
    reducer: { session: sessionReducer, unsavedChanges: unsavedChangesReducer },
    middleware: (getDefault) => getDefault().concat(sessionEndingMiddleware),
  });
  let last = store.getState().session;
  store.subscribe(() => {
    const next = store.getState().session;
    if (next !== last) {
      last = next;
      persistSession(next);
    }
  });
  return store;
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type ShellState = ReturnType<ShellStore['getState']>;
export type ShellDispatch = ShellStore['dispatch'];

export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
export const useShellSelector = useSelector.withTypes<ShellState>();
export const useShellStore = useStore.withTypes<ShellStore>();
