import type { ReactNode } from 'react';
import { coderQueryWindowHours, type EncounterListRow, type HttpClient, type NavigateOptions, type SessionUser } from 'shared-kit';
// The daily-list rules are newer than some deployed shells: they come from shared-kit/domain, bundled here.
import { dailyListTitle, sessionTimeZone, zonedToday } from 'shared-kit/domain';
import { useEncounterRowEvents } from '../encounter-table/use-encounter-row-events.hook';
import type { PageAnswer } from '../home-first-paint/first-answer';
import { useFirstAnswer } from '../home-first-paint/first-answers.context';
import { usePagedRows } from '../paged-list/use-paged-rows.hook';
import type { WorklistSort } from '../worklist/worklist-filter.types';
import { DAILY_LIST_TEXTS } from './daily-list.messages';
import { dailyListQuery } from './daily-list-requests';
import { DailyListTable } from './daily-list-table.component';
import { encounterPageUrl, encounterPages } from './encounter-pages.resource';
import { useNow } from './use-now.hook';
import { LoadErrorAlert, PagingFooter } from '../paged-list/paged-list-states.component';
import { ScreenFrame } from '../screen-frame.component';
import { DayNavigation } from './day-navigation.component';
import { ListSection } from '../paged-list/list-section.component';

interface Props {
  session: Readonly<SessionUser>;
  navigate: (to: string, options?: NavigateOptions) => void;
  client: HttpClient;
  /** The day shown, YYYY-MM-DD. */
  day: string;
  /** The practitioner whose list is shown; null: every practitioner's. `undefined`: not known yet (nothing loads). */
  practitionerId: number | null | undefined;
  /** The header sort (the worklists' columns and rules); a change starts again at page one. */
  sort: WorklistSort;
  onSort: (sort: WorklistSort) => void;
  /** Above the table: the practitioner selector, or who the list belongs to. */
  toolbar?: ReactNode;
  /** Shown in place of the table (a physician without a linked practitioner). */
  notice?: ReactNode;
  /**
   * The page brought this home's first answers (read by the platform server before the page's event stream opened):
   * the stream is asked for what changed since (first-answer.ts). Read at the screen's mount.
   */
  brought?: PageAnswer | null;
}

/**
 * A daily list (spec 1 §2.5, §2.6): the title for the day, previous / next day controls (they change the route's
 * optional date), and the day's encounters, sorted by header clicks; today's rows are coloured past / current / future.
 */
export function DailyListScreen({ session, navigate, client, day, practitionerId, sort, onSort, toolbar, notice, brought = null }: Props) {
  const now = useNow();
  // The tenant's today and clock decide the title, the navigation and the colouring, whatever the browser's zone.
  const timeZone = sessionTimeZone(session);
  const today = zonedToday(now, timeZone);
  const searching = practitionerId !== undefined && !notice;
  const base = searching ? dailyListQuery(day, practitionerId, sort) : null;
  // The first page at hand as the server renders the home (home-render.tsx); in the browser, none.
  const firstAnswer = useFirstAnswer(base ? encounterPageUrl(session.type, base, 0) : '');
  const paged = usePagedRows(encounterPages(session.type, base, client, Array.isArray(firstAnswer) ? (firstAnswer as EncounterListRow[]) : undefined));
  // A practitioner not known yet is a search about to start: busy, not "no patients".
  const loading = paged.loading || (practitionerId === undefined && !notice);
  useEncounterRowEvents(paged.patchRows, paged.refresh, brought, !loading);
  const { rows, error, paging, loadMore, retry } = paged;

  const errorAlert = error ? <LoadErrorAlert text={DAILY_LIST_TEXTS.loadFailed} message={error} onRetry={retry} /> : null;

  return (
    <ScreenFrame title={dailyListTitle(day, today)} beside={<DayNavigation day={day} today={today} navigate={navigate} />}>
      {toolbar}
      {notice ?? (
        <ListSection label={DAILY_LIST_TEXTS.patients} loading={loading}>
          <DailyListTable
            rows={rows}
            loading={loading}
            emptyContent={errorAlert ?? <span style={{ color: '#595959' /* antd's empty grey is below 4.5:1 */ }}>{DAILY_LIST_TEXTS.empty}</span>}
            now={day === today ? now : null}
            sort={sort}
            onSort={onSort}
            navigate={navigate}
            userId={session.userId}
            coderQueryHours={coderQueryWindowHours(session)}
            timeZone={timeZone}
          />
          {rows.length > 0 && errorAlert}
          <PagingFooter paging={paging} onLoadMore={loadMore} />
        </ListSection>
      )}
    </ScreenFrame>
  );
}
