import { FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  httpClient,
  type HttpClient,
  type NavigateOptions,
  type PatientListRow,
  type SessionUser,
} from 'shared-kit';
import { useScheduleAction } from 'shared-kit/ui';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { sessionTimeZone } from 'shared-kit/domain';
import type { SavedFilterSlot } from '../worklist/saved-filter.storage';
import { usePagedRows } from '../paged-list/use-paged-rows.hook';
import { useSavedFilterStore } from '../worklist/use-saved-filter-store.hook';
import type { Option } from '../reference-lists/use-reference-lists.hook';
import { useReferenceLists } from '../reference-lists/use-reference-lists.hook';
import { buildPatientQuery, defaultPatientFilter, filtersStartOpen, patientListCapabilities, readPatientFilter, type PatientFilterValues } from './patient-filter';
import { PatientEncountersModal } from './patient-encounters-modal.component';
import { PatientFilters } from './patient-filters.component';
import { fetchPatientPage, fetchVbcPrograms } from './patient-list.resource';
import { PATIENT_LIST_TEXTS } from './patient-list.messages';
import { PatientTable } from './patient-table.component';
import { LoadErrorAlert, PagingFooter } from '../paged-list/paged-list-states.component';
import { ListSection } from '../paged-list/list-section.component';

/** Where the patient list filter is saved: the session user's patientListFilters (spec 1 §3, §7). */
export const PATIENT_FILTER_SLOT: SavedFilterSlot = { field: 'patientListFilters', list: 'patients' };

interface Props {
  session: Readonly<SessionUser>;
  navigate: (to: string, options?: NavigateOptions) => void;
  client?: HttpClient;
  /** This browser's copy of the saved filter; localStorage unless given. */
  storage?: Storage | null;
}

/**
 * The patient list (spec 1 §2.7): a filter panel toggled by the filter icon (open at first when a filter other than
 * the offshore one is set), the table, 'Load More Records'; a patient's row opens their encounters in a modal, the
 * proposed encounter's action (shared-kit `useScheduleAction`) schedules it at once on the configured tenant, else opens
 * the shared schedule modal. The filter is saved per user.
 */
export function PatientList({ session, navigate, client = httpClient, storage }: Props) {
  const filtersId = useId();
  const store = useSavedFilterStore(session, PATIENT_FILTER_SLOT, client, storage);
  const capabilities = useMemo(() => patientListCapabilities(session), [session]);
  const [values, setValues] = useState<PatientFilterValues>(() => readPatientFilter(store.load(), session));
  const [filtersOpen, setFiltersOpen] = useState(() => filtersStartOpen(values));
  const [opened, setOpened] = useState<PatientListRow | null>(null);
  const schedule = useScheduleAction({ tenantProperties: session.tenantProperties, timeZone: sessionTimeZone(session), navigate, client });
  const [vbcPrograms, setVbcPrograms] = useState<Option<string>[]>([]);
  const lists = useReferenceLists(session, client);

  useEffect(() => {
    if (!capabilities.vbcProgram) return;
    let live = true;
    // A failure leaves the VBC select empty; the list itself still works.
    fetchVbcPrograms(session.type, client).then(
      (programs) => live && setVbcPrograms(programs.map((p) => ({ value: p, label: p }))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [capabilities.vbcProgram, session.type, client]);

  const change = (next: PatientFilterValues) => {
    if (JSON.stringify(next) === JSON.stringify(values)) return;
    setValues(next);
    store.save({ ...next });
  };
  // Clear keeps the user's automatic offshore filter (spec 1 §2.7: applied automatically) and empties the rest.
  const clear = () => change({ ...defaultPatientFilter(session), patientRegion: [], defaultPatientOffshoreFilter: values.defaultPatientOffshoreFilter });

  const { rows, loading, error, paging, loadMore, retry } = usePagedRows({
    key: JSON.stringify(buildPatientQuery(values, 0, session.type)),
    mode: 'fullPage',
    fetchPage: (page) => fetchPatientPage(session.type, buildPatientQuery(values, page, session.type), client),
  });
  const errorAlert = error ? <LoadErrorAlert text={PATIENT_LIST_TEXTS.loadFailed} message={error} onRetry={retry} /> : null;

  return (
    <Flex vertical gap="middle" style={{ padding: 16 }}>
      <Flex gap="middle" align="center" wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {PATIENT_LIST_TEXTS.title}
        </Typography.Title>
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-label={filtersOpen ? PATIENT_LIST_TEXTS.hideFilters : PATIENT_LIST_TEXTS.showFilters}
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? filtersId : undefined}
          type={filtersOpen ? 'primary' : 'default'}
          onClick={() => setFiltersOpen((open) => !open)}
        />
      </Flex>
      {filtersOpen && (
        <PatientFilters
          id={filtersId}
          values={values}
          capabilities={capabilities}
          lists={lists}
          vbcPrograms={vbcPrograms}
          onChange={change}
          onClear={clear}
        />
      )}
      <ListSection label={PATIENT_LIST_TEXTS.patients} loading={loading}>
        <PatientTable
          rows={rows}
          loading={loading}
          emptyContent={errorAlert ?? PATIENT_LIST_TEXTS.empty}
          session={session}
          showVbcProgram={capabilities.vbcProgram}
          onOpenPatient={setOpened}
          onSchedule={(patient, proposed) =>
            schedule.start({ encounterId: proposed.encounterId, practitioner: proposed.practitioner, patientName: [patient.lastName, patient.firstName].join(', ') })
          }
          schedulingEncounterId={schedule.pendingEncounterId}
        />
        {rows.length > 0 && errorAlert}
        <PagingFooter paging={paging} onLoadMore={loadMore} />
      </ListSection>
      {opened && <PatientEncountersModal patient={opened} role={session.type} timeZone={sessionTimeZone(session)} client={client} navigate={navigate} onClose={() => setOpened(null)} />}
      {schedule.element}
    </Flex>
  );
}
