import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  coderQueryWindowHours,
  httpClient,
  type EncounterListRow,
  type HttpClient,
  type NavigateOptions,
  type SessionUser,
  type WorklistView,
} from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { sessionTimeZone } from 'shared-kit/domain';
import { WORKLIST_TEXTS } from '../worklist.messages';
import { fetchWorklistPage, worklistPageUrl } from '../encounter-table/encounter-list.resource';
import { useFirstAnswer } from '../home-first-paint/first-answers.context';
import { answeredByPage } from '../home-first-paint/first-answer';
import { openingWorklistState, WORKLIST_FILTER_SLOTS } from './saved-filter.storage';
import { useReferenceLists } from '../reference-lists/use-reference-lists.hook';
import { useEncounterRowEvents } from '../encounter-table/use-encounter-row-events.hook';
import { usePagedRows } from '../paged-list/use-paged-rows.hook';
import { useSavedFilterStore } from './use-saved-filter-store.hook';
import type { FilterOptions } from './worklist-filters.component';
import { WorklistFilters } from './worklist-filters.component';
import { useDrawnAfterPaint } from '../use-drawn-after-paint.hook';
import type { WorklistKind, WorklistState } from './worklist-filter.types';
import { buildWorklistQuery, worklistDefaults } from './worklist-query';
import { WorklistTable } from './worklist-table.component';
import { ViewTabs } from './view-tabs.component';
import { ScreenFrame } from '../screen-frame.component';
import { LoadErrorAlert, PagingFooter } from '../paged-list/paged-list-states.component';
import { ListSection } from '../paged-list/list-section.component';

/** What tells the CDI worklist and the coder worklist apart. */
export interface WorklistConfig {
  kind: WorklistKind;
  title: string;
  views: readonly WorklistView[];
  viewLabels: Readonly<Partial<Record<WorklistView, string>>>;
  filters: FilterOptions;
}

export interface WorklistScreenProps {
  config: WorklistConfig;
  session: Readonly<SessionUser>;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The API client; the platform's one client unless a test passes its own. */
  client?: HttpClient;
  /** This browser's copy of the saved filters; localStorage unless given. */
  storage?: Storage | null;
  /** Controls shown above the filters (the coder's encounter search). */
  toolbar?: ReactNode;
}

/**
 * A worklist (spec 1 §2.6): view tabs, filter panel, the server-driven table and its paging. The view, filters and
 * sort are saved per user on the server (`worklistFilters.cdi` / `.coder`) and restored on the next visit.
 */
export function WorklistScreen({ config, session, navigate, client = httpClient, storage, toolbar }: WorklistScreenProps) {
  const store = useSavedFilterStore(session, WORKLIST_FILTER_SLOTS[config.kind], client, storage);
  const [state, setState] = useState<WorklistState>(() => openingWorklistState(store.load(), config.views));
  const [now] = useState(() => new Date());
  const change = useCallback(
    (next: WorklistState) => {
      if (JSON.stringify(next) === JSON.stringify(state)) return;
      setState(next);
      // Only a change is saved: mounting with the restored filter writes nothing.
      store.save({ ...next });
    },
    [state, store],
  );
  // Stable while the filter state is, so that (with the table and the filter panel memoised) a page's answer redraws
  // the table but not the eleven filter controls, and the filter choices' answer the panel but not the table (issue 15).
  const onView = useCallback(
    (view: string) => {
      const chosen = config.views.find((v) => v === view);
      if (chosen) change({ ...state, view: chosen });
    },
    [config.views, change, state],
  );
  const onFilters = useCallback((values: WorklistState['values']) => change({ ...state, values }), [change, state]);
  const onSort = useCallback((sort: WorklistState['sort']) => change({ ...state, sort }), [change, state]);
  // The filter panel and the list come after the browser has painted the title and tabs, each laid out in a frame of its
  // own rather than all in the task that mounts the screen (issue 15).
  const filtersDrawn = useDrawnAfterPaint();
  const viewTabs = useMemo(() => config.views.map((view) => ({ key: view, label: config.viewLabels[view] ?? view })), [config]);

  const defaults = worklistDefaults(session);
  const firstQuery = buildWorklistQuery(state, 0, defaults);
  const firstUrl = worklistPageUrl(session.type, firstQuery);
  const firstAnswer = useFirstAnswer(firstUrl);
  // The first page the page itself brought (the platform server's render, first-answer.ts), read once at mount.
  const [brought] = useState(() => answeredByPage(firstUrl));
  const { rows, loading, error, paging, loadMore, retry, patchRows, refresh } = usePagedRows({
    key: JSON.stringify([session.type, firstQuery]),
    mode: 'fullPage',
    fetchPage: (page) => fetchWorklistPage(session.type, buildWorklistQuery(state, page, defaults), client),
    // The API's list of rows (the server's render of the home's first paint); nothing else is taken for one.
    firstPage: Array.isArray(firstAnswer) ? (firstAnswer as EncounterListRow[]) : undefined,
  });
  // The rows first: the filter choices load once the first page has settled (issue 15).
  const lists = useReferenceLists(session, client, !loading);
  useEncounterRowEvents(patchRows, refresh, brought, !loading);

  const errorAlert = error ? <LoadErrorAlert text={WORKLIST_TEXTS.loadFailed} message={error} onRetry={retry} /> : null;

  return (
    <ScreenFrame title={config.title}>
      <ViewTabs label={WORKLIST_TEXTS.worklistViews} activeKey={state.view} onChange={onView} items={viewTabs} />
      {toolbar}
      {filtersDrawn && (
        <>
          <WorklistFilters values={state.values} options={config.filters} lists={lists} onChange={onFilters} />
          <ListSection label={WORKLIST_TEXTS.encounters} loading={loading}>
            <WorklistTable
              rows={rows}
              loading={loading}
              emptyContent={errorAlert ?? WORKLIST_TEXTS.empty}
              sort={state.sort}
              onSort={onSort}
              navigate={navigate}
              userId={session.userId}
              coderQueryHours={coderQueryWindowHours(session)}
              now={now}
              timeZone={sessionTimeZone(session)}
            />
            {rows.length > 0 && errorAlert}
            <PagingFooter paging={paging} onLoadMore={loadMore} />
          </ListSection>
        </>
      )}
    </ScreenFrame>
  );
}
