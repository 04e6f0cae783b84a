import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  coderQueryWindowHours,
  ROUTES,
  type HttpClient,
  type NavigateOptions,
  type SessionUser,
} from 'shared-kit';
// The daily-list rules are newer than some deployed shells: they come from shared-kit/domain, bundled here.
import { addDays, dailyListTitle, sessionTimeZone, zonedToday } from 'shared-kit/domain';
import { useEncounterRowEvents } from '../encounter-table/use-encounter-row-events.hook';
import { usePagedRows } from '../paged-list/use-paged-rows.hook';
import type { WorklistSort } from '../worklist/worklist-filter.types';
import { formatSort } from '../worklist/worklist-sort.rules';
import { DAILY_LIST_TEXTS } from './daily-list.messages';
import { DailyListTable } from './daily-list-table.component';
import { encounterPages } from './encounter-pages.resource';
import { useNow } from './use-now.hook';
import { LoadErrorAlert, PagingFooter } from '../paged-list/paged-list-states.component';

/** The route of a day's list: plain home for today, `/auth/home/{YYYY-MM-DD}` for any other day. */
export function dailyListPath(day: string, today: string): string {
  return day === today ? ROUTES.home : ROUTES.homeOnDate.replace(':date', day);
}

/**
 * The search of one day's list (spec 1 §2.5, §9): the day, the practitioner when one is chosen, patient status
 * ACTIVE, the header sort (default start asc). Paging keys are added per page.
 */
export function dailyListQuery(day: string, practitionerId: number | null, sort: WorklistSort): Record<string, string | number> {
  return { start: day, ...(practitionerId !== null ? { practitionerId } : {}), patientStatus: 'ACTIVE', sort: formatSort(sort) };
}

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
}

/**
 * A daily list (spec 1 §2.5, §2.6): the title for the day, previous / next day controls (they change the route's
 * optional date), and the day's encounters, sorted by header clicks; today's rows are coloured past / current / future.
 */
export function DailyListScreen({ session, navigate, client, day, practitionerId, sort, onSort, toolbar, notice }: Props) {
  const now = useNow();
  // The tenant's today and clock decide the title, the navigation and the colouring, whatever the browser's zone.
  const timeZone = sessionTimeZone(session);
  const today = zonedToday(now, timeZone);
  const base = practitionerId === undefined || notice ? null : dailyListQuery(day, practitionerId, sort);
  const paged = usePagedRows(encounterPages(session.type, base, client));
  useEncounterRowEvents(paged.patchRows, paged.refresh);
  const { rows, error, paging, loadMore, retry } = paged;
  // A practitioner not known yet is a search about to start: busy, not "no patients".
  const loading = paged.loading || (practitionerId === undefined && !notice);

  const errorAlert = error ? <LoadErrorAlert text={DAILY_LIST_TEXTS.loadFailed} message={error} onRetry={retry} /> : null;

  return (
    <Flex vertical gap="middle" style={{ padding: 16 }}>
      <Flex gap="middle" align="center" wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {dailyListTitle(day, today)}
        </Typography.Title>
        <nav aria-label={DAILY_LIST_TEXTS.dateNavigation}>
          <Flex gap="small">
            <Button icon={<LeftOutlined aria-hidden />} aria-label={DAILY_LIST_TEXTS.previousDay} onClick={() => navigate(dailyListPath(addDays(day, -1), today))} />
            {day !== today && <Button onClick={() => navigate(ROUTES.home)}>{DAILY_LIST_TEXTS.today}</Button>}
            <Button icon={<RightOutlined aria-hidden />} aria-label={DAILY_LIST_TEXTS.nextDay} onClick={() => navigate(dailyListPath(addDays(day, 1), today))} />
          </Flex>
        </nav>
      </Flex>
      {toolbar}
      {notice ?? (
        <section aria-label={DAILY_LIST_TEXTS.patients} aria-busy={loading}>
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
        </section>
      )}
    </Flex>
  );
}
