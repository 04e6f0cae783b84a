import { Suspense, useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { lazyWithRetry } from '../routing/lazy-with-retry';
import { useShellDispatch, useShellSelector, useShellStore } from '../store';
import { unsavedChangesSet } from './unsaved-changes.slice';

// The dialog is antd's Modal: it loads once a remote first reports unsaved changes, never on the sign-in path.
const UnsavedChangesPrompt = lazyWithRetry(() => import('./unsaved-changes-prompt.component').then((m) => m.UnsavedChangesPrompt));

/**
 * While a remote reports unsaved changes, in-app navigation to another path is held (spec 1 §2.4)
 * until the user decides; closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard() {
  const dirty = useShellSelector((s) => s.unsavedChanges.dirty);
  const dispatch = useShellDispatch();
  const store = useShellStore();
  // Reads the flag when the navigation happens, not when this component last rendered: a sign-out
  // clears the flag and redirects in the same commit. Query-only changes stay on the same screen
  // (e.g. a remote's filters), so they are not held.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      store.getState().unsavedChanges.dirty && currentLocation.pathname !== nextLocation.pathname,
    [store],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const blocked = blocker.state === 'blocked';
  // Rendered (and so fetched) from the first unsaved change on, so the dialog is ready when a navigation is held.
  if (!dirty && !blocked) return null;
  const stay = () => blocker.reset?.();
  const leave = () => {
    dispatch(unsavedChangesSet(false));
    blocker.proceed?.();
  };
  return (
    <Suspense fallback={null}>
      <UnsavedChangesPrompt open={blocked} onStay={stay} onLeave={leave} />
    </Suspense>
  );
}
