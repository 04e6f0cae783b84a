import { nextTask } from './next-task';

/**
 * Runs `task` in a task of its own after the browser's next frame (its style, layout and paint of what was committed
 * before): a piece of a screen mounted this way is laid out by the browser alone, not by a component of the next piece
 * that measures itself as it mounts (antd's tabs and table do), which would lay out both inside one long task (issue
 * 15). A page that is not visible paints no frame: there it runs in the next task. Answers the cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let cancelled = false;
  let frame: number | undefined;
  const run = () => {
    void nextTask().then(() => {
      if (!cancelled) task();
    });
  };
  if (document.visibilityState === 'visible' && typeof window.requestAnimationFrame === 'function') frame = window.requestAnimationFrame(run);
  else run();
  return () => {
    cancelled = true;
    if (frame !== undefined) window.cancelAnimationFrame(frame);
  };
}
