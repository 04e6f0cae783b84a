import type { TableColumnsType } from 'antd';
import type { ReactNode, TdHTMLAttributes } from 'react';
import type { EncounterListRow, NavigateOptions } from 'shared-kit';
import { encounterRowProps } from '../daily-list/open-encounter';
import {
  appointmentCell,
  birthDateCell,
  keepUntilRowChanges,
  mrnsCell,
  patientNameCell,
  practitionerCell,
  visitTypeCell,
} from '../encounter-table/encounter-cells.component';
import { APPOINTMENT_TEXTS } from './appointments.messages';
import { APPOINTMENT_CLASSES } from './appointments.styles';
import { VirtualTable } from '../encounter-table/virtual-table.component';

interface Props {
  rows: EncounterListRow[];
  loading: boolean;
  emptyContent: ReactNode;
  navigate: (to: string, options?: NavigateOptions) => void;
}

/** Each cell names its column for the mobile card layout (appointments.styles.ts). */
const labelled = (label: string) => (): TdHTMLAttributes<HTMLTableCellElement> & { 'data-label': string } => ({ 'data-label': label });

/** The appointments table (spec 1 §2.8): Time, Type, Name, DOB, MRN(s), Practitioner; a row opens the encounter. */
export function AppointmentsTable({ rows, loading, emptyContent, navigate }: Props) {
  const columns: TableColumnsType<EncounterListRow> = (
    [
      { key: 'time', title: APPOINTMENT_TEXTS.columnTime, onCell: labelled(APPOINTMENT_TEXTS.columnTime), render: appointmentCell },
      { key: 'type', title: APPOINTMENT_TEXTS.columnType, onCell: labelled(APPOINTMENT_TEXTS.columnType), render: visitTypeCell },
      { key: 'name', title: APPOINTMENT_TEXTS.columnName, onCell: labelled(APPOINTMENT_TEXTS.columnName), render: patientNameCell },
      { key: 'dob', title: APPOINTMENT_TEXTS.columnDob, onCell: labelled(APPOINTMENT_TEXTS.columnDob), render: birthDateCell },
      { key: 'mrn', title: APPOINTMENT_TEXTS.columnMrns, onCell: labelled(APPOINTMENT_TEXTS.columnMrns), render: mrnsCell },
      { key: 'practitioner', title: APPOINTMENT_TEXTS.columnPractitioner, onCell: labelled(APPOINTMENT_TEXTS.columnPractitioner), render: practitionerCell },
    ] satisfies TableColumnsType<EncounterListRow>
  ).map((column) => ({ ...column, shouldCellUpdate: keepUntilRowChanges }));
  return (
    <VirtualTable<EncounterListRow>
      className={APPOINTMENT_CLASSES.table}
      aria-label={APPOINTMENT_TEXTS.appointments}
      rowKey={(row) => row.id}
      size="small"
      columns={columns}
      rows={rows}
      loading={{ spinning: loading, description: APPOINTMENT_TEXTS.loading }}
      locale={{ emptyText: loading ? ' ' : emptyContent }}
      onRow={(row) => ({ ...encounterRowProps(row.id, navigate), style: { cursor: 'pointer' } })}
    />
  );
}
