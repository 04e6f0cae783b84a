/**
 * Runs `task` once `delayMs` have passed and the browser is idle (`requestIdleCallback`, at most 5 s later; at once
 * where the browser has none). Answers the cancel. The shell's background work waits on it: the next remote's files
 * and code (issue 11, issue 15).
 */
export function whenIdle(task: () => void, delayMs = 0): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => task(), { timeout: 5000 });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
