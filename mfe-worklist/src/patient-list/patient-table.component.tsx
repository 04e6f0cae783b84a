import { Button, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import {
  DATE_FORMATS,
  formatMessage,
  formatMrns,
  MESSAGES,
  practitionerDisplayName,
  scheduleActionLabel,
  seesScheduleColumns,
  underscoresToSpaces,
  type PatientEncounterSummary,
  type PatientListRow,
  type SessionUser,
} from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { sessionTimeZone } from 'shared-kit/domain';
import { PATIENT_LIST_TEXTS } from './patient-list.messages';
import { formatCalendarDay, formatDate } from '../encounter-table/format-date';
import { VirtualTable } from '../encounter-table/virtual-table.component';

interface Props {
  rows: PatientListRow[];
  loading: boolean;
  emptyContent: ReactNode;
  session: Pick<SessionUser, 'type' | 'tenantProperties' | 'timeZone'>;
  showVbcProgram: boolean;
  onOpenPatient: (row: PatientListRow) => void;
  onSchedule: (row: PatientListRow, proposed: PatientEncounterSummary) => void;
  /** The proposed encounter being auto-scheduled: its action is busy and disabled while the call runs (spec 2 §4.7). */
  schedulingEncounterId?: number | null;
}

const patientName = (row: Pick<PatientListRow, 'firstName' | 'lastName'>): string => [row.lastName, row.firstName].filter(Boolean).join(', ');

/** An appointment as the list shows it: 'M/D/YYYY h:mm A with last, first'. */
function appointmentText(summary: PatientEncounterSummary | null, timeZone: string): string {
  if (!summary) return '';
  const date = formatDate(summary.encounterStart, DATE_FORMATS.dateTime, timeZone);
  return summary.practitioner ? formatMessage(PATIENT_LIST_TEXTS.withPractitioner, { date, practitioner: practitionerDisplayName(summary.practitioner) }) : date;
}

/**
 * The patient table (spec 1 §2.7). A row click (or Enter) opens the patient's encounters. CDI types see 'Upcoming
 * Appointment' and 'Schedule New Appointment'; others one 'Appointment' column holding the next appointment or, when
 * there is none, the action of the proposed encounter. The action label follows shared-kit `scheduleActionLabel`
 * for a proposed encounter without a practitioner, else 'Schedule'; what the action does is the caller's (shared-kit
 * `useScheduleAction`: auto-scheduling on the configured tenant, else the schedule modal).
 */
export function PatientTable({ rows, loading, emptyContent, session, showVbcProgram, onOpenPatient, onSchedule, schedulingEncounterId = null }: Props) {
  const timeZone = sessionTimeZone(session);
  const action = (row: PatientListRow): ReactNode => {
    const proposed = row.proposedEncounter;
    if (!proposed) return null;
    const label = proposed.practitioner ? MESSAGES.schedule : scheduleActionLabel(session.type, session.tenantProperties);
    const busy = schedulingEncounterId === proposed.encounterId;
    return (
      <Button
        size="small"
        loading={busy}
        disabled={busy}
        aria-label={formatMessage(PATIENT_LIST_TEXTS.scheduleFor, { action: label, patient: patientName(row) })}
        onClick={(event) => {
          // The button acts on its own; the row's click opens the encounters modal.
          event.stopPropagation();
          onSchedule(row, proposed);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {label}
      </Button>
    );
  };

  const columns: TableColumnsType<PatientListRow> = [
    { key: 'patient', title: PATIENT_LIST_TEXTS.columnPatient, render: (_, row) => patientName(row) },
    { key: 'dob', title: PATIENT_LIST_TEXTS.columnDob, render: (_, row) => formatCalendarDay(row.birthDate, DATE_FORMATS.date) },
    { key: 'mrn', title: PATIENT_LIST_TEXTS.columnMrns, render: (_, row) => formatMrns(row.mrn).map((mrn) => <div key={mrn}>{mrn}</div>) },
    { key: 'region', title: PATIENT_LIST_TEXTS.columnRegion, render: (_, row) => underscoresToSpaces(row.patientRegion ?? '') },
    ...(showVbcProgram ? [{ key: 'vbcProgram', title: PATIENT_LIST_TEXTS.columnVbcProgram, render: (_: unknown, row: PatientListRow) => row.vbcProgram ?? '' }] : []),
    ...(seesScheduleColumns(session.type)
      ? [
          { key: 'upcoming', title: MESSAGES.upcomingAppointment, render: (_: unknown, row: PatientListRow) => appointmentText(row.nextEncounter, timeZone) },
          { key: 'schedule', title: MESSAGES.scheduleNewAppointment, render: (_: unknown, row: PatientListRow) => action(row) },
        ]
      : [
          {
            key: 'appointment',
            title: MESSAGES.appointment,
            render: (_: unknown, row: PatientListRow) => (row.nextEncounter ? appointmentText(row.nextEncounter, timeZone) : action(row)),
          },
        ]),
  ];

  return (
    // Only the rows in view are drawn (up to 500 load), as in the worklists (encounter-table/virtual-table.component.tsx).
    <VirtualTable<PatientListRow>
      aria-label={PATIENT_LIST_TEXTS.patients}
      rowKey={(row) => row.id}
      size="small"
      columns={columns}
      rows={rows}
      loading={{ spinning: loading, description: PATIENT_LIST_TEXTS.loading }}
      locale={{ emptyText: loading ? ' ' : emptyContent }}
      onRow={(row) => ({
        tabIndex: 0,
        style: { cursor: 'pointer' },
        onClick: () => onOpenPatient(row),
        onKeyDown: (event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onOpenPatient(row);
        },
      })}
    />
  );
}
