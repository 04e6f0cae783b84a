import { Button, Modal } from 'antd';
import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { MESSAGES } from 'shared-kit';
import { useShellDispatch, useShellSelector, useShellStore } from '../store';
import { unsavedChangesSet } from './unsaved-changes.slice';

/**
 * While a remote reports unsaved changes, in-app navigation to another path is held (spec 1 §2.4)
 * until the user decides; closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesPrompt() {
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

  const stay = () => blocker.reset?.();
  const leave = () => {
    dispatch(unsavedChangesSet(false));
    blocker.proceed?.();
  };

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={null}
      closable={false}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={stay}
      aria-label={MESSAGES.unsavedChanges}
      footer={[
        <Button key="cancel" onClick={stay}>
          {MESSAGES.cancel}
        </Button>,
        <Button key="continue" type="primary" onClick={leave}>
          {MESSAGES.continue}
        </Button>,
      ]}
    >
      <p>{MESSAGES.unsavedChanges}</p>
    </Modal>
  );
}
