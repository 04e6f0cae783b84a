import { act } from '@testing-library/react';
import { nextTask } from 'shared-kit/tasks';

/**
 * Lets jsdom paint `frames` frames (a list screen draws its filters, its table's frame and then its rows each after the
 * frame before: useDrawnAfterPaint), so that a test sees the whole screen, as a user does a moment after it opens.
 */
export async function paintFrames(frames = 3): Promise<void> {
  for (let frame = 0; frame < frames; frame++) {
    await act(async () => {
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      await nextTask();
    });
  }
}

/**
 * What `read` answers after each change of the document (a React commit is one change: its mutations are reported
 * together), the same answers in a row kept once: the order in which a screen's parts appear, however many frames jsdom
 * happens to paint while a test waits.
 */
export function recordStates(read: () => string): { states: string[]; stop: () => void } {
  const states = [read()];
  const note = () => {
    const state = read();
    if (state !== states.at(-1)) states.push(state);
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  // A change not reported yet (its microtask still to come) is taken in when recording stops.
  return {
    states,
    stop: () => {
      if (observer.takeRecords().length > 0) note();
      observer.disconnect();
    },
  };
}
