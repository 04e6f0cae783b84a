/**
 * Runs `task` once `delayMs` have passed and the browser is idle (`requestIdleCallback`, at most 5 s later; at once
 * where the browser has none). Answers the cancel. For work that can wait for the page: the shell's download and run of
 * the next remote (issue 11, issue 15), a list's rows drawn beyond the first few (mfe-worklist).
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
