import { memo } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { encounterDetailPath, type EncounterListRow, type NavigateOptions } from 'shared-kit';
import { WORKLIST_TEXTS } from '../worklist.messages';
import { EncounterCellsProvider } from '../encounter-table/encounter-cells.component';
import { encounterColumns } from '../encounter-table/encounter-columns';
import { sortChangeHandler } from '../encounter-table/sortable-column';
import type { WorklistSort } from './worklist-filter.types';
import { VirtualTable } from '../encounter-table/virtual-table.component';

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
  /** The tenant's zone (shared-kit sessionTimeZone). */
  timeZone: string;
}

/** Opens an encounter: in this tab, or a new one with Ctrl or Cmd held (spec 1 §2.5). */
function openEncounter(
  row: EncounterListRow,
  event: MouseEvent | KeyboardEvent,
  navigate: (to: string, options?: NavigateOptions) => void,
): void {
  const newTab = event.ctrlKey || event.metaKey;
  navigate(encounterDetailPath(row.id), newTab ? { newTab: true } : undefined);
}

const WORKLIST_COLUMNS = ['review', 'lock', 'sameDay', 'appointment', 'patient', 'mrns', 'dob', 'practitioner', 'visitType', 'openHccCount'] as const;

/** The server-sorted worklist table (spec 1 §2.6); header clicks toggle asc and desc. */
export const WorklistTable = memo(function WorklistTable({ rows, loading, emptyContent, sort, onSort, navigate, userId, coderQueryHours, now, timeZone }: Props) {
  const columns = encounterColumns(WORKLIST_COLUMNS, sort);
  const onChange = sortChangeHandler<EncounterListRow>(sort, onSort);

  return (
    <EncounterCellsProvider userId={userId} coderQueryHours={coderQueryHours} now={now} timedRows={false} timeZone={timeZone}>
      <VirtualTable<EncounterListRow>
        aria-label={WORKLIST_TEXTS.encounters}
        rowKey={(row) => row.id}
        size="small"
        columns={columns}
        rows={rows}
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
    </EncounterCellsProvider>
  );
});
