import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../routing/lazy-with-retry';
import { SHELL_MESSAGES } from '../shell.messages';

// The form is antd (Modal, TextArea, message): fetched on the first click, never on the sign-in path.
const FeedbackDialog = lazyWithRetry(() => import('./feedback-modal.component').then((m) => m.FeedbackDialog));
const preloadDialog = () => void import('./feedback-modal.component');

/** On every non-embedded signed-in screen (it lives in the header, hidden in embedded mode). */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so its 'Thank you' message outlives the closed modal.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="shell-button"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M2 2.5h12v8.5H6l-3.5 3v-3H2z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
        </svg>
        <span className="shell-feedback-label">{SHELL_MESSAGES.feedback}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
