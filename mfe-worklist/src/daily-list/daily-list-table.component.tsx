import { Flex, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { DATE_FORMATS, formatMrns, practitionerDisplayName, type EncounterListRow, type NavigateOptions } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { dailyRowTiming, type DailyRowTiming } from 'shared-kit/domain';
import { CoderQueryOverdueMarker, LockIndicator, ReviewBadge, SameDayIndicator } from '../shared/row-indicators.component';
import { sortableColumn, sortChangeHandler } from '../shared/sortable-column';
import type { WorklistSort } from '../shared/worklist-filter.types';
import { WORKLIST_TEXTS } from '../worklist.messages';
import { DAILY_LIST_TEXTS } from './daily-list.messages';
import { encounterRowProps } from './open-encounter';

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
}

const formatDate = (value: string | null | undefined, format: string): string => {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
};

/**
 * A daily list (spec 1 §2.5, §2.6): the day's encounters, server-sorted by the worklists' columns (header clicks toggle
 * asc and desc, Open HCCs desc first), coloured past / current / future on today.
 */
export function DailyListTable({ rows, loading, emptyContent, now, navigate, userId, coderQueryHours, sort, onSort }: Props) {
  const timingOf = (row: EncounterListRow): DailyRowTiming | null => (now ? dailyRowTiming(row.start, now) : null);
  // Each cell carries the tint: antd paints cells, not rows, and its hover colour would hide a row's background.
  const tinted = (row: EncounterListRow) => {
    const timing = timingOf(row);
    return timing ? { style: { background: DAILY_ROW_COLOURS[timing] } } : {};
  };
  const columns: TableColumnsType<EncounterListRow> = (
    [
    {
      ...sortableColumn(sort, 'start'),
      title: DAILY_LIST_TEXTS.columnTime,
      width: 110,
      render: (_, row) => (
        <Flex gap={4} align="center" wrap>
          <span>{formatDate(row.start, DATE_FORMATS.time)}</span>
          {timingOf(row) === 'current' && (
            <Tag style={{ color: '#002c8c', background: '#ffffff', borderColor: '#0958d9', marginInlineEnd: 0 }}>{DAILY_LIST_TEXTS.now}</Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'review',
      title: WORKLIST_TEXTS.columnReview,
      width: 90,
      render: (_, row) => (
        <Flex gap={4} align="center">
          <ReviewBadge row={row} />
          <CoderQueryOverdueMarker row={row} hours={coderQueryHours} now={now ?? new Date()} />
        </Flex>
      ),
    },
    { key: 'lock', title: WORKLIST_TEXTS.columnLock, width: 60, render: (_, row) => <LockIndicator row={row} userId={userId} /> },
    { key: 'sameDay', title: WORKLIST_TEXTS.columnSameDay, width: 60, render: (_, row) => <SameDayIndicator row={row} /> },
    {
      ...sortableColumn(sort, 'lastName'),
      title: WORKLIST_TEXTS.columnPatient,
      render: (_, row) => [row.patient.lastName, row.patient.firstName].filter(Boolean).join(', '),
    },
    {
      key: 'mrn',
      title: WORKLIST_TEXTS.columnMrns,
      render: (_, row) => formatMrns(row.patient.mrn).map((mrn) => <div key={mrn}>{mrn}</div>),
    },
    { ...sortableColumn(sort, 'birthDate'), title: WORKLIST_TEXTS.columnDob, render: (_, row) => formatDate(row.patient.birthDate, DATE_FORMATS.date) },
    { ...sortableColumn(sort, 'appointmentType'), title: WORKLIST_TEXTS.columnVisitType, render: (_, row) => row.appointmentType ?? '' },
    { key: 'practitioner', title: WORKLIST_TEXTS.columnPractitioner, render: (_, row) => practitionerDisplayName(row.practitioner) },
    { ...sortableColumn(sort, 'openHccCount'), title: WORKLIST_TEXTS.columnOpenHccCount, align: 'right', render: (_, row) => row.openHccCount },
    ] satisfies TableColumnsType<EncounterListRow>
  ).map((column) => ({ ...column, onCell: tinted }));

  return (
    <Table<EncounterListRow>
      aria-label={DAILY_LIST_TEXTS.patients}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
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
  );
}
