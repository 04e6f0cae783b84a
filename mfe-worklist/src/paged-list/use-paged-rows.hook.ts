import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { pageRows, pagingState, type PagingMode, type PagingState } from './paging.rules';

/** One search of a paged list. */
export interface PagedSearch<Row> {
  /** What identifies the search (its first page's query as JSON, say): a new key starts again at page one. */
  key: string;
  /** How the answers tell that more rows exist (`paging.rules.ts`); the fetcher asks its limit accordingly. */
  mode: PagingMode;
  /** Fetches page `pageIndex` (0-based) of this search. */
  fetchPage: (pageIndex: number) => Promise<readonly Row[]>;
  /**
   * The first page's answer when it is at hand as the list first renders (the server's render of the home's first
   * paint, which runs no effects): the rows are drawn from it at once, and it is not fetched.
   */
  firstPage?: readonly Row[];
}

export interface PagedRows<Row> {
  rows: Row[];
  loading: boolean;
  /** The failure of the last load, null when it succeeded. */
  error: string | null;
  paging: PagingState;
  loadMore: () => void;
  /** After a failure: loads the first page again, or the page a failed Load More asked for. */
  retry: () => void;
  /**
   * Changes loaded rows in place, without a fetch (a live event about one of them): `patch` answers the row itself
   * when it does not change it, so only changed rows become new objects and only they repaint. Stable across renders.
   */
  patchRows: (patch: (row: Row) => Row) => void;
  /**
   * Fetches every loaded page of the current search again and swaps the rows in at once, with no loading state (the
   * event stream came back: what changed while it was down was never delivered). A failure keeps the rows shown.
   */
  refresh: () => void;
}

/** What has been loaded for one search (`key`: the search's key, generation and attempt). */
interface Loaded<Row> {
  key: string;
  rows: Row[];
  pages: number;
  /** The last answer's length as the API gave it (an extra row included). */
  lastAnswerLength: number;
  error: string | null;
}

const errorText = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));

function firstLoaded<Row>(search: PagedSearch<Row>, key: string, answer: readonly Row[]): Loaded<Row> {
  return { key, rows: pageRows(search.mode, answer), pages: 1, lastAnswerLength: answer.length, error: null };
}

/**
 * The rows of a server-paged list, one page per load (spec 1 §9): a new search key (or a new `generation`, so
 * 'Clear Filters' searches again even when nothing changed) reloads the first page; loadMore appends the next.
 * Answers to superseded searches are dropped. A `null` search means there is nothing to search (no rows, not
 * loading). While a new search loads, the previous rows stay under the loading state (no flicker to empty).
 */
export function usePagedRows<Row>(search: PagedSearch<Row> | null, generation = 0): PagedRows<Row> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<Row> | null>(() => (search?.firstPage ? firstLoaded(search, `${search.key}#${generation}#0`, search.firstPage) : null));
  const [moreFor, setMoreFor] = useState<string | null>(null);
  // The caller builds a new fetcher each render; the key alone says when the search changed.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  });
  const key = search ? `${search.key}#${generation}#${attempt}` : null;

  // The search whose first page was given is not fetched again (once: a later return to the same search is).
  const given = useRef(loaded?.key ?? null);
  useEffect(() => {
    const searching = latest.current;
    const wasGiven = key !== null && key === given.current;
    given.current = null;
    if (key === null || !searching || wasGiven) return;
    let live = true;
    // A transition: the first page's rows render in slices that yield to the browser, not in one long task.
    const settle = (next: Loaded<Row>) => startTransition(() => setLoaded(next));
    searching.fetchPage(0).then(
      (answer) => live && settle({ key, rows: pageRows(searching.mode, answer), pages: 1, lastAnswerLength: answer.length, error: null }),
      (cause: unknown) => live && settle({ key, rows: [], pages: 0, lastAnswerLength: 0, error: errorText(cause) }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  const current = loaded?.key === key ? loaded : null;
  const loadingMore = key !== null && moreFor === key;

  const loadMore = useCallback(() => {
    const searching = latest.current;
    if (!current || loadingMore || key === null || !searching) return;
    setMoreFor(key);
    // Only the search that asked takes the answer: a newer search has dropped it.
    const update = (change: (prior: Loaded<Row>) => Loaded<Row>) => setLoaded((prior) => (prior && prior.key === key ? change(prior) : prior));
    searching
      .fetchPage(current.pages)
      .then(
        (answer) =>
          update((prior) => ({
            ...prior,
            rows: [...prior.rows, ...pageRows(searching.mode, answer)],
            pages: prior.pages + 1,
            lastAnswerLength: answer.length,
            error: null,
          })),
        (cause: unknown) => update((prior) => ({ ...prior, error: errorText(cause) })),
      )
      .finally(() => setMoreFor((pending) => (pending === key ? null : pending)));
  }, [key, current, loadingMore]);

  const patchRows = useCallback((patch: (row: Row) => Row) => {
    setLoaded((prior) => {
      if (!prior) return prior;
      let changed = false;
      const rows = prior.rows.map((row) => {
        const next = patch(row);
        if (next !== row) changed = true;
        return next;
      });
      return changed ? { ...prior, rows } : prior;
    });
  }, []);

  const refresh = useCallback(() => {
    const searching = latest.current;
    if (!current || current.pages === 0 || loadingMore || key === null || !searching) return;
    const pages = Array.from({ length: current.pages }, (_, index) => searching.fetchPage(index));
    Promise.all(pages).then(
      (answers) =>
        setLoaded((prior) =>
          // Dropped when the search changed or a Load More added a page meanwhile (its rows would be lost).
          prior && prior.key === key && prior.pages === answers.length
            ? { ...prior, rows: answers.flatMap((answer) => pageRows(searching.mode, answer)), lastAnswerLength: answers.at(-1)?.length ?? 0, error: null }
            : prior,
        ),
      () => undefined,
    );
  }, [key, current, loadingMore]);

  const retry = useCallback(() => {
    if (current && current.pages > 0) loadMore();
    else setAttempt((n) => n + 1);
  }, [current, loadMore]);

  if (search === null) return { rows: [], loading: false, error: null, paging: 'end', loadMore, retry, patchRows, refresh };
  const loading = !current || loadingMore;
  return {
    rows: current?.rows ?? loaded?.rows ?? [],
    loading,
    error: current?.error ?? null,
    paging: loading || current.error ? 'end' : pagingState(search.mode, current.pages, current.lastAnswerLength),
    loadMore,
    retry,
    patchRows,
    refresh,
  };
}
