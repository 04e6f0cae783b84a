import { useCallback, useEffect, useState } from 'react';
import type { HttpClient, PatientListRow, Role } from 'shared-kit';
import { pagingState, type PagingState } from '../shared/paging.rules';
import { buildPatientQuery, type PatientFilterValues } from './patient-filter';
import { fetchPatientPage } from './patient-list.resource';

export interface PatientRows {
  rows: PatientListRow[];
  loading: boolean;
  error: string | null;
  paging: PagingState;
  loadMore: () => void;
  retry: () => void;
}

interface Loaded {
  key: string;
  rows: PatientListRow[];
  pages: number;
  lastPageSize: number;
  error: string | null;
}

const errorText = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));

/**
 * The patient list's rows, one page per load (spec 1 §9): a filter change reloads page one, loadMore appends the next;
 * answers to superseded searches are dropped. `values` must change only when its content does.
 */
export function usePatientRows(role: Role | null | undefined, values: PatientFilterValues, client: HttpClient): PatientRows {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const key = `${JSON.stringify(buildPatientQuery(values, 0, role))}#${attempt}`;

  useEffect(() => {
    let live = true;
    fetchPatientPage(role, buildPatientQuery(values, 0, role), client).then(
      (page) => live && setLoaded({ key, rows: page, pages: 1, lastPageSize: page.length, error: null }),
      (cause: unknown) => live && setLoaded({ key, rows: [], pages: 0, lastPageSize: 0, error: errorText(cause) }),
    );
    return () => {
      live = false;
    };
  }, [role, client, values, key]);

  const current = loaded?.key === key ? loaded : null;
  const loadingMore = moreFor === key;

  const loadMore = useCallback(() => {
    if (!current || loadingMore) return;
    setMoreFor(key);
    const update = (change: (prior: Loaded) => Loaded) => setLoaded((prior) => (prior && prior.key === key ? change(prior) : prior));
    fetchPatientPage(role, buildPatientQuery(values, current.pages, role), client)
      .then(
        (page) => update((prior) => ({ ...prior, rows: [...prior.rows, ...page], pages: prior.pages + 1, lastPageSize: page.length, error: null })),
        (cause: unknown) => update((prior) => ({ ...prior, error: errorText(cause) })),
      )
      .finally(() => setMoreFor((pending) => (pending === key ? null : pending)));
  }, [role, client, values, key, current, loadingMore]);

  const retry = useCallback(() => {
    if (current && current.pages > 0) loadMore();
    else setAttempt((n) => n + 1);
  }, [current, loadMore]);

  const loading = !current || loadingMore;
  return {
    rows: current?.rows ?? loaded?.rows ?? [],
    loading,
    error: current?.error ?? null,
    paging: loading || current.error ? 'end' : pagingState(current.pages, current.lastPageSize),
    loadMore,
    retry,
  };
}
