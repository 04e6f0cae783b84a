import { useCallback, useEffect, useState } from 'react';
import type { EncounterListRow, HttpClient, Role } from 'shared-kit';
import { fetchWorklistPage } from './encounter-list.resource';
import { pagingState, type PagingState } from './paging.rules';
import type { WorklistState } from './worklist-filter.types';
import { buildWorklistQuery } from './worklist-query';

export interface WorklistRows {
  rows: EncounterListRow[];
  loading: boolean;
  /** The failure of the last load, null when it succeeded. */
  error: string | null;
  paging: PagingState;
  loadMore: () => void;
  retry: () => void;
}

/** What has been loaded for one search (`key`: its first page's query and the attempt). */
interface Loaded {
  key: string;
  rows: EncounterListRow[];
  pages: number;
  lastPageSize: number;
  error: string | null;
}

const errorText = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));

/**
 * The rows of a worklist, one page per load (spec 1 §9): any change of view, filter or sort reloads the first page;
 * loadMore appends the next. Answers to superseded searches are dropped. `state` must change only when its content
 * does (the screen keeps it in React state).
 */
export function useWorklistRows(activeRole: Role | null | undefined, state: WorklistState, client: HttpClient): WorklistRows {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const key = `${JSON.stringify(buildWorklistQuery(state, 0))}#${attempt}`;

  useEffect(() => {
    let live = true;
    fetchWorklistPage(activeRole, buildWorklistQuery(state, 0), client).then(
      (page) => live && setLoaded({ key, rows: page, pages: 1, lastPageSize: page.length, error: null }),
      (cause: unknown) => live && setLoaded({ key, rows: [], pages: 0, lastPageSize: 0, error: errorText(cause) }),
    );
    return () => {
      live = false;
    };
  }, [activeRole, client, state, key]);

  const current = loaded?.key === key ? loaded : null;
  const loadingMore = moreFor === key;

  const loadMore = useCallback(() => {
    if (!current || loadingMore) return;
    setMoreFor(key);
    const update = (change: (prior: Loaded) => Loaded) => setLoaded((prior) => (prior && prior.key === key ? change(prior) : prior));
    fetchWorklistPage(activeRole, buildWorklistQuery(state, current.pages), client)
      .then(
        (page) => update((prior) => ({ ...prior, rows: [...prior.rows, ...page], pages: prior.pages + 1, lastPageSize: page.length, error: null })),
        (cause: unknown) => update((prior) => ({ ...prior, error: errorText(cause) })),
      )
      .finally(() => setMoreFor((pending) => (pending === key ? null : pending)));
  }, [activeRole, client, state, key, current, loadingMore]);

  const retry = useCallback(() => {
    if (current && current.pages > 0) loadMore();
    else setAttempt((n) => n + 1);
  }, [current, loadMore]);

  const loading = !current || loadingMore;
  const error = current?.error ?? null;
  return {
    rows: current?.rows ?? loaded?.rows ?? [],
    loading,
    error,
    paging: loading || error ? 'end' : pagingState(current.pages, current.lastPageSize),
    loadMore,
    retry,
  };
}
