import { useCallback, useEffect, useRef } from 'react';

/**
 * `callback` run at most once per `wait` ms of quiet (spec 2 §9: the ICD-10 search waits 250 ms in the CDI form,
 * 500 ms in the coder form). With `leading`, the first call of a burst runs at once and the last one after the wait.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, wait: number, leading = false): (...args: A) => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (...args: A) => {
      if (timer.current === null && leading) {
        latest.current(...args);
        pending.current = null;
      } else {
        pending.current = args;
      }
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        const last = pending.current;
        pending.current = null;
        if (last) latest.current(...last);
      }, wait);
    },
    [wait, leading],
  );
}
