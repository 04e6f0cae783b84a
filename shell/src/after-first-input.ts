import { whenIdle } from 'shared-kit/tasks';

/** What a person does first when they start working on a page: move or press the pointer, touch, scroll, type. */
const INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

/**
 * Runs `task` once the person at the page first uses it, in an idle moment after that input (never inside the input's
 * own handling, which must paint its answer first). Answers the cancel. For work that only pays off when someone goes
 * on from this page, such as running the next remote's code: a page loaded and left alone (a background tab, a screen
 * no one is at) spends no main-thread time or memory on it (issue 15).
 */
export function afterFirstInput(task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const options = { capture: true, passive: true } as const;
  const stopListening = () => INPUT_EVENTS.forEach((type) => window.removeEventListener(type, onInput, options));
  function onInput(): void {
    stopListening();
    cancelIdle = whenIdle(task);
  }
  INPUT_EVENTS.forEach((type) => window.addEventListener(type, onInput, options));
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
