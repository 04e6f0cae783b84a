import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The pauses before each new attempt at a shell chunk that failed to load (a slow or dropped hospital network). */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [500, 2_000];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` (a dynamic import) again after a failure, once per delay. Webpack forgets a chunk whose script failed or
 * timed out, so the next import() asks the server again; React.lazy alone would keep the first failure for good.
 */
export async function importWithRetry<T>(load: () => Promise<T>, delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS, sleep = wait): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

/** React.lazy over `importWithRetry`: a component from a chunk of the shell, loaded on first render. */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await importWithRetry(load) }));
}
