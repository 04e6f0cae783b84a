import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { formatMessage } from 'shared-kit';
import { IDLE_LOGOFF_MESSAGES } from './idle-logoff.messages';

interface IdleWarningDialogProps {
  /** Seconds left before the automatic logoff, counted down by the caller. */
  seconds: number;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The automatic-logoff warning: a modal WAI-ARIA alertdialog on plain elements (the shell's chrome carries no antd,
 * root README, Bytes; it is on screen for every signed-in user). 'Stay signed in' takes focus as it opens (the safe
 * choice), Tab and Shift+Tab stay between its two buttons, Escape counts as 'Stay signed in' (it is activity), and
 * focus goes back where it was when it closes. The backdrop keeps the pointer off the page behind.
 */
export function IdleWarningDialog({ seconds, onStay, onSignOut }: IdleWarningDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const stayButton = useRef<HTMLButtonElement>(null);
  const signOutButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement;
    stayButton.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onStay();
    } else if (event.key === 'Tab') {
      // Two buttons: Tab from either goes to the other.
      event.preventDefault();
      (document.activeElement === stayButton.current ? signOutButton : stayButton).current?.focus();
    }
  };

  return (
    <div className="shell-dialog-backdrop">
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} className="shell-dialog" onKeyDown={onKeyDown}>
        <h2 id={titleId} className="shell-dialog-title">
          {IDLE_LOGOFF_MESSAGES.title}
        </h2>
        <p id={bodyId}>{formatMessage(IDLE_LOGOFF_MESSAGES.body, { seconds })}</p>
        <div className="shell-dialog-actions">
          <button ref={signOutButton} type="button" className="shell-button" onClick={onSignOut}>
            {IDLE_LOGOFF_MESSAGES.signOut}
          </button>
          <button ref={stayButton} type="button" className="shell-button shell-button-primary" onClick={onStay}>
            {IDLE_LOGOFF_MESSAGES.staySignedIn}
          </button>
        </div>
      </div>
    </div>
  );
}
