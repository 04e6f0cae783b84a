import type { TableColumnsType } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { EncounterListRow, NavigateOptions } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { dailyRowTiming, foreignZoneLabel, type DailyRowTiming } from 'shared-kit/domain';
import { EncounterCellsProvider, keepUntilRowChanges, timeCell } from '../encounter-table/encounter-cells.component';
import { encounterColumns } from '../encounter-table/encounter-columns';
import { sortableColumn, sortChangeHandler } from '../encounter-table/sortable-column';
import type { WorklistSort } from '../worklist/worklist-filter.types';
import { DAILY_LIST_TEXTS } from './daily-list.messages';
import { encounterRowProps } from './open-encounter';
import { VirtualTable } from '../encounter-table/virtual-table.component';

/**
 * Row backgrounds of today's list (spec 1 §2.6). Light tints under the default near-black text keep every cell far
 * above the 4.5:1 contrast axe asks for; the current rows also carry a 'Now' tag, so colour is not the only signal.
 */
export const DAILY_ROW_COLOURS: Readonly<Record<DailyRowTiming, string>> = {
  past: '#f0f0f0',
  current: '#e6f4ff',
  future: '#ffffff',
};

interface Props {
  rows: EncounterListRow[];
  loading: boolean;
  /** Shown in place of rows when there are none and nothing is loading (the empty text, or the load's failure). */
  emptyContent: ReactNode;
  /** The clock when the list shows today (rows are coloured); null on any other day. */
  now: Date | null;
  navigate: (to: string, options?: NavigateOptions) => void;
  userId: number | null;
  coderQueryHours: number;
  sort: WorklistSort;
  onSort: (sort: WorklistSort) => void;
  /** The tenant's zone (shared-kit sessionTimeZone): the rows' times are read on its clock. */
  timeZone: string;
}

const dailyTimeCell = timeCell(DAILY_LIST_TEXTS.now);
const DAILY_LIST_COLUMNS = ['review', 'lock', 'sameDay', 'patient', 'mrns', 'dob', 'visitType', 'practitioner', 'openHccCount'] as const;

/**
 * A daily list (spec 1 §2.5, §2.6): the day's encounters, server-sorted by the worklists' columns (header clicks toggle
 * asc and desc, Open HCCs desc first), coloured past / current / future on today.
 */
export function DailyListTable({ rows, loading, emptyContent, now, navigate, userId, coderQueryHours, sort, onSort, timeZone }: Props) {
  const timingOf = (row: EncounterListRow): DailyRowTiming | null => (now ? dailyRowTiming(row.start, now) : null);
  // Each cell carries the tint: antd paints cells, not rows, and its hover colour would hide a row's background.
  const tinted = (row: EncounterListRow) => {
    const timing = timingOf(row);
    return timing ? { style: { background: DAILY_ROW_COLOURS[timing] } } : {};
  };
  // Another day's list has no clock of its own; the overdue marker reads the time the list was drawn.
  const clock = useMemo(() => now ?? new Date(), [now]);
  // The times are the tenant's: a reader whose own clock differs is told whose ('Time (HST)'); otherwise the spec's text.
  const zone = foreignZoneLabel(clock, timeZone);
  const columns: TableColumnsType<EncounterListRow> = [
    { ...sortableColumn(sort, 'start'), title: zone ? `${DAILY_LIST_TEXTS.columnTime} (${zone})` : DAILY_LIST_TEXTS.columnTime, width: 110, render: dailyTimeCell, shouldCellUpdate: keepUntilRowChanges },
    ...encounterColumns(DAILY_LIST_COLUMNS, sort),
  ].map((column) => ({ ...column, onCell: tinted }));

  return (
    <EncounterCellsProvider userId={userId} coderQueryHours={coderQueryHours} now={clock} timedRows={now !== null} timeZone={timeZone}>
      <VirtualTable<EncounterListRow>
        aria-label={DAILY_LIST_TEXTS.patients}
        rowKey={(row) => row.id}
        size="small"
        columns={columns}
        rows={rows}
        loading={{ spinning: loading, description: DAILY_LIST_TEXTS.loading }}
        locale={{ emptyText: loading ? ' ' : emptyContent }}
        onChange={sortChangeHandler(sort, onSort)}
        onRow={(row) => ({
          ...encounterRowProps(row.id, navigate),
          'data-timing': timingOf(row) ?? undefined,
          'data-status': row.status,
          style: { cursor: 'pointer', ...(row.status === 'CANCELLED' ? { textDecoration: 'line-through' } : {}) },
        })}
      />
    </EncounterCellsProvider>
  );
}
