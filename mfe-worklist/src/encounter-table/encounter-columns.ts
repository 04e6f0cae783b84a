import type { TableColumnType } from 'antd';
import type { EncounterListRow } from 'shared-kit';
import { WORKLIST_TEXTS } from '../worklist.messages';
import {
  appointmentCell,
  birthDateCell,
  keepUntilRowChanges,
  lockCell,
  mrnsCell,
  openHccCountCell,
  patientNameCell,
  practitionerCell,
  reviewCell,
  sameDayCell,
  visitTypeCell,
} from './encounter-cells.component';
import { sortableColumn } from './sortable-column';
import type { WorklistSort } from '../worklist/worklist-filter.types';

/** The columns the worklists and the daily lists share; each list names them in its own order (spec 1 §2.6). */
export type EncounterColumnName = 'review' | 'lock' | 'sameDay' | 'appointment' | 'patient' | 'mrns' | 'dob' | 'practitioner' | 'visitType' | 'openHccCount';

type EncounterColumn = TableColumnType<EncounterListRow>;

function definition(name: EncounterColumnName, sort: WorklistSort): EncounterColumn {
  switch (name) {
    case 'review':
      return { key: 'review', title: WORKLIST_TEXTS.columnReview, width: 90, render: reviewCell };
    case 'lock':
      return { key: 'lock', title: WORKLIST_TEXTS.columnLock, width: 60, render: lockCell };
    case 'sameDay':
      return { key: 'sameDay', title: WORKLIST_TEXTS.columnSameDay, width: 60, render: sameDayCell };
    case 'appointment':
      return { ...sortableColumn(sort, 'start'), title: WORKLIST_TEXTS.columnAppointment, render: appointmentCell };
    case 'patient':
      return { ...sortableColumn(sort, 'lastName'), title: WORKLIST_TEXTS.columnPatient, render: patientNameCell };
    case 'mrns':
      return { key: 'mrn', title: WORKLIST_TEXTS.columnMrns, render: mrnsCell };
    case 'dob':
      return { ...sortableColumn(sort, 'birthDate'), title: WORKLIST_TEXTS.columnDob, render: birthDateCell };
    case 'practitioner':
      return { key: 'practitioner', title: WORKLIST_TEXTS.columnPractitioner, render: practitionerCell };
    case 'visitType':
      return { ...sortableColumn(sort, 'appointmentType'), title: WORKLIST_TEXTS.columnVisitType, render: visitTypeCell };
    case 'openHccCount':
      return { ...sortableColumn(sort, 'openHccCount'), title: WORKLIST_TEXTS.columnOpenHccCount, align: 'right', render: openHccCountCell };
  }
}

/** The named columns in the given order, headers showing `sort`; each cell is kept until its row changes. */
export function encounterColumns(names: readonly EncounterColumnName[], sort: WorklistSort): EncounterColumn[] {
  return names.map((name) => ({ ...definition(name, sort), shouldCellUpdate: keepUntilRowChanges }));
}
