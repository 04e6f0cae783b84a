import { FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  httpClient,
  MESSAGES,
  practitionerDisplayName,
  type HttpClient,
  type NavigateOptions,
  type SessionUser,
  userOffshoreFilter,
} from 'shared-kit';
import { EncounterSearch } from '../coder-worklist/encounter-search.component';
import { encounterPages } from '../daily-list/encounter-pages.resource';
import { fetchActivePractitioners } from '../reference-lists/reference.resource';
import type { SavedFilterSlot } from '../worklist/saved-filter.storage';
import { usePagedRows } from '../paged-list/use-paged-rows.hook';
import { useSavedFilterStore } from '../worklist/use-saved-filter-store.hook';
import type { Option } from '../reference-lists/use-reference-lists.hook';
import {
  buildAppointmentQuery,
  EMPTY_APPOINTMENT_FILTER,
  hasAppointmentFilter,
  readAppointmentFilter,
  type AppointmentFilterValues,
} from './appointment-filter';
import { AppointmentFilters } from './appointment-filters.component';
import { APPOINTMENT_TEXTS } from './appointments.messages';
import { APPOINTMENT_CLASSES, APPOINTMENT_CSS } from './appointments.styles';
import { AppointmentsTable } from './appointments-table.component';
import { LoadErrorAlert, PagingFooter } from '../paged-list/paged-list-states.component';
import { ListSection } from '../paged-list/list-section.component';

/** antd greys the empty text below 4.5:1 on white (axe); this grey keeps it readable. */
const EMPTY_TEXT_COLOUR = '#595959';

/** Where the appointment filter is saved: the session user's appointmentlistFilters (spec 1 §3). */
export const APPOINTMENT_FILTER_SLOT: SavedFilterSlot = { field: 'appointmentlistFilters', list: 'appointments' };

interface Props {
  session: Readonly<SessionUser>;
  navigate: (to: string, options?: NavigateOptions) => void;
  client?: HttpClient;
  /** This browser's copy of the saved filter; localStorage unless given. */
  storage?: Storage | null;
}

type Practitioners = { options: Option<number>[]; error: string | null };

/**
 * The appointments list (spec 1 §2.8): a filter panel toggled by the filter icon (open at first when a saved filter
 * is set), the table, paging with one extra row, and for CODER the encounter search. The filter is saved per user.
 */
export function Appointments({ session, navigate, client = httpClient, storage }: Props) {
  const filtersId = useId();
  const store = useSavedFilterStore(session, APPOINTMENT_FILTER_SLOT, client, storage);
  const [values, setValues] = useState<AppointmentFilterValues>(() => readAppointmentFilter(store.load()) ?? EMPTY_APPOINTMENT_FILTER);
  const [filtersOpen, setFiltersOpen] = useState(() => hasAppointmentFilter(values));
  const [generation, setGeneration] = useState(0);
  const [practitioners, setPractitioners] = useState<Practitioners>({ options: [], error: null });

  useEffect(() => {
    let live = true;
    fetchActivePractitioners(client).then(
      (list) =>
        live &&
        setPractitioners({
          options: list.map((p) => ({ value: p.id, label: practitionerDisplayName(p) })).sort((a, b) => a.label.localeCompare(b.label)),
          error: null,
        }),
      (cause: unknown) => live && setPractitioners({ options: [], error: cause instanceof Error ? cause.message : String(cause) }),
    );
    return () => {
      live = false;
    };
  }, [client]);

  const change = (next: AppointmentFilterValues) => {
    if (JSON.stringify(next) === JSON.stringify(values)) return;
    setValues(next);
    store.save({ values: next });
  };
  const clear = () => {
    change(EMPTY_APPOINTMENT_FILTER);
    setGeneration((n) => n + 1);
  };

  const offshore = userOffshoreFilter(session);
  const base = useMemo(() => buildAppointmentQuery(values, offshore), [values, offshore]);
  const { rows, loading, error, paging, loadMore, retry } = usePagedRows(encounterPages(session.type, base, client), generation);
  const errorAlert = error ? <LoadErrorAlert text={APPOINTMENT_TEXTS.loadFailed} message={error} onRetry={retry} /> : null;

  return (
    <Flex vertical gap="middle" style={{ padding: 16 }} className={APPOINTMENT_CLASSES.screen}>
      <style>{APPOINTMENT_CSS}</style>
      <Flex gap="middle" align="center" wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {APPOINTMENT_TEXTS.title}
        </Typography.Title>
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-label={filtersOpen ? APPOINTMENT_TEXTS.hideFilters : APPOINTMENT_TEXTS.showFilters}
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? filtersId : undefined}
          type={filtersOpen ? 'primary' : 'default'}
          onClick={() => setFiltersOpen((open) => !open)}
        />
      </Flex>
      {session.type === 'CODER' && <EncounterSearch navigate={navigate} />}
      {filtersOpen && (
        <AppointmentFilters
          id={filtersId}
          values={values}
          practitioners={practitioners.options}
          practitionersError={practitioners.error}
          onChange={change}
          onClear={clear}
        />
      )}
      <ListSection label={APPOINTMENT_TEXTS.appointments} loading={loading}>
        <AppointmentsTable rows={rows} loading={loading} emptyContent={errorAlert ?? <span style={{ color: EMPTY_TEXT_COLOUR }}>{MESSAGES.noUpcomingAppointment}</span>} navigate={navigate} />
        {rows.length > 0 && errorAlert}
        <PagingFooter paging={paging} onLoadMore={loadMore} />
      </ListSection>
    </Flex>
  );
}
