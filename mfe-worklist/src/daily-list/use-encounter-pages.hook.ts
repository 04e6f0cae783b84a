import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE, rolePath, type EncounterListRow, type HttpClient, type Role } from 'shared-kit';
import type { PagingState } from '../shared/paging.rules';
import { extraRowPaging, pageQuery, type EncounterQuery } from './encounter-pages.rules';

export interface EncounterPages {
  rows: EncounterListRow[];
  loading: boolean;
  /** The failure of the last load, null when it succeeded. */
  error: string | null;
  paging: PagingState;
  loadMore: () => void;
  retry: () => void;
}

interface Loaded {
  key: string;
  rows: EncounterListRow[];
  pages: number;
  lastAnswerLength: number;
  error: string | null;
}

const errorText = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));

function fetchPage(activeRole: Role | null | undefined, base: EncounterQuery, pageIndex: number, client: HttpClient) {
  return client.get<EncounterListRow[]>(rolePath(activeRole, 'encounter'), { params: pageQuery(base, pageIndex) });
}

/**
 * The rows of a daily or appointment list (GET /api/encounter, role path): one page plus one extra row per load
 * (spec 1 §9), the extra row only telling that more exist. A change of `base` reloads the first page; answers to
 * superseded searches are dropped. `base` null means there is nothing to search (no rows, not loading). A new
 * `generation` searches again with the same query ('Clear Filters' re-queries even when nothing was set).
 */
export function useEncounterPages(
  activeRole: Role | null | undefined,
  base: EncounterQuery | null,
  client: HttpClient,
  generation = 0,
): EncounterPages {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const baseKey = base ? JSON.stringify(base) : null;
  const key = `${baseKey ?? 'none'}#${generation}#${attempt}`;

  useEffect(() => {
    if (baseKey === null) return;
    let live = true;
    fetchPage(activeRole, JSON.parse(baseKey) as EncounterQuery, 0, client).then(
      (answer) => live && setLoaded({ key, rows: answer.slice(0, PAGE_SIZE), pages: 1, lastAnswerLength: answer.length, error: null }),
      (cause: unknown) => live && setLoaded({ key, rows: [], pages: 0, lastAnswerLength: 0, error: errorText(cause) }),
    );
    return () => {
      live = false;
    };
  }, [activeRole, client, baseKey, key]);

  const current = loaded?.key === key ? loaded : null;
  const loadingMore = moreFor === key;

  const loadMore = useCallback(() => {
    if (!current || loadingMore || baseKey === null) return;
    setMoreFor(key);
    const update = (change: (prior: Loaded) => Loaded) => setLoaded((prior) => (prior && prior.key === key ? change(prior) : prior));
    fetchPage(activeRole, JSON.parse(baseKey) as EncounterQuery, current.pages, client)
      .then(
        (answer) =>
          update((prior) => ({
            ...prior,
            rows: [...prior.rows, ...answer.slice(0, PAGE_SIZE)],
            pages: prior.pages + 1,
            lastAnswerLength: answer.length,
            error: null,
          })),
        (cause: unknown) => update((prior) => ({ ...prior, error: errorText(cause) })),
      )
      .finally(() => setMoreFor((pending) => (pending === key ? null : pending)));
  }, [activeRole, client, baseKey, key, current, loadingMore]);

  const retry = useCallback(() => {
    if (current && current.pages > 0) loadMore();
    else setAttempt((n) => n + 1);
  }, [current, loadMore]);

  if (baseKey === null) return { rows: [], loading: false, error: null, paging: 'end', loadMore, retry };
  const loading = !current || loadingMore;
  const error = current?.error ?? null;
  return {
    rows: current?.rows ?? [],
    loading,
    error,
    paging: loading || error ? 'end' : extraRowPaging(current.pages, current.lastAnswerLength),
    loadMore,
    retry,
  };
}
