import { Alert, Avatar, Flex, Modal, Table, type TableColumnsType } from 'antd';
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  DATE_FORMATS,
  encounterDetailPath,
  ENCOUNTER_STATUS_LABELS,
  formatMessage,
  practitionerDisplayName,
  REVIEW_CODE_LABELS,
  type EncounterListRow,
  type HttpClient,
  type NavigateOptions,
  type PatientListRow,
  type Role,
} from 'shared-kit';
import { formatDate } from '../encounter-table/format-date';
import { fetchPatientEncounters } from './patient-list.resource';
import { PATIENT_LIST_TEXTS } from './patient-list.messages';

interface Props {
  patient: PatientListRow;
  role: Role | null | undefined;
  /** The tenant's zone (shared-kit sessionTimeZone): the dates are read on its clock. */
  timeZone: string;
  client: HttpClient;
  navigate: (to: string, options?: NavigateOptions) => void;
  onClose: () => void;
}

type Loaded = { rows: EncounterListRow[]; error: null } | { rows: []; error: string };

const initials = (patient: Pick<PatientListRow, 'firstName' | 'lastName'>): string =>
  `${patient.firstName.charAt(0)}${patient.lastName.charAt(0)}`.toUpperCase();

function open(row: EncounterListRow, event: MouseEvent | KeyboardEvent, navigate: Props['navigate']): void {
  navigate(encounterDetailPath(row.id), event.ctrlKey || event.metaKey ? { newTab: true } : undefined);
}

/**
 * The patient's encounters in a modal (spec 1 §2.7), start asc. A row opens the encounter's detail; with Ctrl or Cmd
 * held, in a new tab. The patient shows as initials: the data holds no photos (the profile image call answers 404).
 */
export function PatientEncountersModal({ patient, role, timeZone, client, navigate, onClose }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const name = [patient.lastName, patient.firstName].filter(Boolean).join(', ');

  useEffect(() => {
    let live = true;
    fetchPatientEncounters(role, patient.id, client).then(
      (rows) => live && setLoaded({ rows, error: null }),
      (cause: unknown) => live && setLoaded({ rows: [], error: cause instanceof Error ? cause.message : String(cause) }),
    );
    return () => {
      live = false;
    };
  }, [role, patient.id, client]);

  const columns: TableColumnsType<EncounterListRow> = [
    { key: 'start', title: PATIENT_LIST_TEXTS.columnDate, render: (_, row) => formatDate(row.start, DATE_FORMATS.dateTime, timeZone) },
    { key: 'status', title: PATIENT_LIST_TEXTS.columnStatus, render: (_, row) => ENCOUNTER_STATUS_LABELS[row.status] },
    { key: 'type', title: PATIENT_LIST_TEXTS.columnVisitType, render: (_, row) => row.appointmentType ?? '' },
    { key: 'practitioner', title: PATIENT_LIST_TEXTS.columnPractitioner, render: (_, row) => practitionerDisplayName(row.practitioner) },
    { key: 'review', title: PATIENT_LIST_TEXTS.columnReview, render: (_, row) => (row.review ? REVIEW_CODE_LABELS[row.review.reviewCode] : '') },
  ];

  return (
    <Modal
      open
      width={860}
      title={
        <Flex gap="small" align="center">
          <Avatar aria-hidden>{initials(patient)}</Avatar>
          <span>{formatMessage(PATIENT_LIST_TEXTS.encountersOf, { patient: name })}</span>
        </Flex>
      }
      onCancel={onClose}
      // The title bar's Close button and Escape close it.
      footer={null}
    >
      <Table<EncounterListRow>
        aria-label={PATIENT_LIST_TEXTS.encounters}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={loaded?.rows ?? []}
        pagination={false}
        loading={{ spinning: loaded === null, description: PATIENT_LIST_TEXTS.encountersLoading }}
        locale={{
          emptyText:
            loaded === null ? ' ' : loaded.error !== null ? (
              <Alert type="error" showIcon role="alert" title={formatMessage(PATIENT_LIST_TEXTS.encountersFailed, { message: loaded.error })} />
            ) : (
              PATIENT_LIST_TEXTS.encountersEmpty
            ),
        }}
        onRow={(row) => ({
          tabIndex: 0,
          style: { cursor: 'pointer' },
          onClick: (event) => open(row, event, navigate),
          onKeyDown: (event) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) open(row, event, navigate);
          },
        })}
      />
    </Modal>
  );
}
