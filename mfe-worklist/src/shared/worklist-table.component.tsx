import { Flex, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { DATE_FORMATS, encounterDetailPath, formatMrns, practitionerDisplayName, type EncounterListRow, type NavigateOptions } from 'shared-kit';
import { WORKLIST_TEXTS } from '../worklist.messages';
import { CoderQueryOverdueMarker, LockIndicator, ReviewBadge, SameDayIndicator } from './row-indicators.component';
import { sortableColumn, sortChangeHandler } from './sortable-column';
import type { WorklistSort, WorklistSortKey } from './worklist-filter.types';

interface Props {
  rows: EncounterListRow[];
  loading: boolean;
  /** Shown in place of rows when there are none and nothing is loading (the empty text, or the load's failure). */
  emptyContent: ReactNode;
  sort: WorklistSort;
  onSort: (sort: WorklistSort) => void;
  navigate: (to: string, options?: NavigateOptions) => void;
  userId: number | null;
  coderQueryHours: number;
  now: Date;
}

const formatDate = (value: string | null | undefined, format: string): string => {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
};

/** Opens an encounter: in this tab, or a new one with Ctrl or Cmd held (spec 1 §2.5). */
function openEncounter(
  row: EncounterListRow,
  event: MouseEvent | KeyboardEvent,
  navigate: (to: string, options?: NavigateOptions) => void,
): void {
  const newTab = event.ctrlKey || event.metaKey;
  navigate(encounterDetailPath(row.id), newTab ? { newTab: true } : undefined);
}

/** The server-sorted worklist table (spec 1 §2.6); header clicks toggle asc and desc. */
export function WorklistTable({ rows, loading, emptyContent, sort, onSort, navigate, userId, coderQueryHours, now }: Props) {
  const sortable = (key: WorklistSortKey) => sortableColumn(sort, key);

  const columns: TableColumnsType<EncounterListRow> = [
    {
      key: 'review',
      title: WORKLIST_TEXTS.columnReview,
      width: 90,
      render: (_, row) => (
        <Flex gap={4} align="center">
          <ReviewBadge row={row} />
          <CoderQueryOverdueMarker row={row} hours={coderQueryHours} now={now} />
        </Flex>
      ),
    },
    { key: 'lock', title: WORKLIST_TEXTS.columnLock, width: 60, render: (_, row) => <LockIndicator row={row} userId={userId} /> },
    { key: 'sameDay', title: WORKLIST_TEXTS.columnSameDay, width: 60, render: (_, row) => <SameDayIndicator row={row} /> },
    {
      ...sortable('start'),
      title: WORKLIST_TEXTS.columnAppointment,
      render: (_, row) => formatDate(row.start, DATE_FORMATS.dateTime),
    },
    {
      ...sortable('lastName'),
      title: WORKLIST_TEXTS.columnPatient,
      render: (_, row) => [row.patient.lastName, row.patient.firstName].filter(Boolean).join(', '),
    },
    {
      key: 'mrn',
      title: WORKLIST_TEXTS.columnMrns,
      render: (_, row) => formatMrns(row.patient.mrn).map((mrn) => <div key={mrn}>{mrn}</div>),
    },
    { ...sortable('birthDate'), title: WORKLIST_TEXTS.columnDob, render: (_, row) => formatDate(row.patient.birthDate, DATE_FORMATS.date) },
    { key: 'practitioner', title: WORKLIST_TEXTS.columnPractitioner, render: (_, row) => practitionerDisplayName(row.practitioner) },
    { ...sortable('appointmentType'), title: WORKLIST_TEXTS.columnVisitType, render: (_, row) => row.appointmentType ?? '' },
    { ...sortable('openHccCount'), title: WORKLIST_TEXTS.columnOpenHccCount, align: 'right', render: (_, row) => row.openHccCount },
  ];

  const onChange = sortChangeHandler<EncounterListRow>(sort, onSort);

  return (
    <Table<EncounterListRow>
      aria-label={WORKLIST_TEXTS.encounters}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      loading={{ spinning: loading, description: WORKLIST_TEXTS.loading }}
      locale={{ emptyText: loading ? ' ' : emptyContent }}
      onChange={onChange}
      onRow={(row) => ({
        tabIndex: 0,
        'data-status': row.status,
        style: { cursor: 'pointer', ...(row.status === 'CANCELLED' ? { textDecoration: 'line-through' } : {}) },
        onClick: (event) => openEncounter(row, event, navigate),
        onKeyDown: (event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) openEncounter(row, event, navigate);
        },
      })}
    />
  );
}
