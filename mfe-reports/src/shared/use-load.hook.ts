import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { state: 'loading'; data: T | null } | { state: 'ready'; data: T } | { state: 'error'; data: T | null; error: unknown };

interface Outcome<T> {
  /** The load this answers (key and retry generation). */
  request: string;
  ok: boolean;
  data: T | null;
  error?: unknown;
}

/**
 * Loads `fetch()` when `key` changes (and on `retry`); answers to a superseded key are dropped. The previous data
 * stays while a new load runs, so a change does not flash an empty screen. Loading is derived: the newest answer is
 * not for the current request yet.
 */
export function useLoad<T>(fetch: () => Promise<T>, key: string): Load<T> & { retry: () => void } {
  const [generation, setGeneration] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const request = `${key}#${generation}`;
  useEffect(() => {
    let current = true;
    fetch().then(
      (data) => current && setOutcome({ request, ok: true, data }),
      (error: unknown) => current && setOutcome((prior) => ({ request, ok: false, data: prior?.data ?? null, error })),
    );
    return () => {
      current = false;
    };
    // `fetch` is a new function each render; `request` says when the load is a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const retry = useCallback(() => setGeneration((n) => n + 1), []);
  const data = outcome?.data ?? null;
  if (outcome?.request !== request) return { state: 'loading', data, retry };
  if (!outcome.ok) return { state: 'error', data, error: outcome.error, retry };
  return { state: 'ready', data: outcome.data as T, retry };
}
