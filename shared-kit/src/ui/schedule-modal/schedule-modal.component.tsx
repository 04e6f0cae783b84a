import { Alert, Button, Flex, Input, Modal, Radio, Select, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
// The platform's one client (the shared-kit singleton), not a copy bundled with this entry.
import { httpClient, type HttpClient } from 'shared-kit';
import type { NavigateOptions } from '../../contract/remote-contract';
import { formatMessage, MESSAGES } from '../../domain/messages';
import { practitionerDisplayName } from '../../domain/patient.rules';
import type { Practitioner } from '../../domain/reference.types';
import { DATE_FORMATS } from '../../domain/format.constants';
import { encounterDetailPath } from '../../domain/routes';
import {
  canSubmitSchedule,
  defaultScheduleForm,
  matchesPractitionerSearch,
  MERIDIEMS,
  SCHEDULE_HOURS,
  SCHEDULE_MINUTES,
  scheduleDateError,
  scheduleStart,
  type Meridiem,
  type ScheduleForm,
} from '../../domain/schedule.rules';
import { formatInZone, startOfZonedDay, zonedDay } from '../../domain/tenant-time.rules';
import { fetchPractitionerDay, fetchSchedulingPractitioners, scheduleEncounter } from './schedule.resource';
import { SCHEDULE_MODAL_TEXTS } from './schedule-modal.messages';

export interface ScheduleModalProps {
  /** The proposed encounter to schedule. */
  encounterId: number;
  /** 'last, first' of the patient, for the title; optional. */
  patientName?: string;
  onClose: () => void;
  /** Opens the scheduled encounter's detail after success (spec 2 §4.7). */
  navigate: (to: string, options?: NavigateOptions) => void;
  client?: HttpClient;
  /** The clock (tests pass a fixed one): "today" of the date rule and the default date. */
  now?: () => Date;
  /**
   * The tenant's zone (the session's, shared-kit sessionTimeZone): "today", the 12:00 AM default, the chosen time and
   * the practitioner's day are all on its clock, whatever the browser's zone (issue 17).
   */
  timeZone: string;
}

const errorText = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));
// Both lists are short: their selects render them whole (virtual={false}), every option reachable without scrolling.
const HOUR_OPTIONS = SCHEDULE_HOURS.map((hour) => ({ value: hour, label: String(hour) }));
const MINUTE_OPTIONS = SCHEDULE_MINUTES.map((minute) => ({ value: minute, label: String(minute).padStart(2, '0') }));

/**
 * The schedule modal of proposed encounters (spec 2 §4.7, §5), shared by the patient list and the encounter views.
 * Date m/d/yyyy, today or later, else 'Invalid Date'; hours 12 and 1 to 11, minutes in steps of 5, AM/PM; the
 * practitioner searched by first or last name and shown 'last, first'. Schedule stays disabled until the form is valid
 * and while the call runs; success opens the encounter. The chosen practitioner's day is checked for an appointment at
 * the same time (a warning, not a block). Mount it only while it should show: it starts from the defaults each time.
 */
export function ScheduleModal({ encounterId, patientName, onClose, navigate, client = httpClient, now = () => new Date(), timeZone }: ScheduleModalProps) {
  const [today] = useState(now);
  const [form, setForm] = useState<ScheduleForm>(() => defaultScheduleForm(today, timeZone));
  const [practitioners, setPractitioners] = useState<Practitioner[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [inFlight, setInFlight] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ key: string; starts: number[] } | null>(null);
  const dateErrorId = useId();
  const ids = { date: useId(), hour: useId(), minute: useId(), practitioner: useId() };

  useEffect(() => {
    let live = true;
    fetchSchedulingPractitioners(client).then(
      (list) => live && setPractitioners([...list].sort((a, b) => practitionerDisplayName(a).localeCompare(practitionerDisplayName(b)))),
      (cause: unknown) => live && setLoadError(errorText(cause)),
    );
    return () => {
      live = false;
    };
  }, [client]);

  const dateError = scheduleDateError(form.date, today, timeZone);
  const start = dateError ? null : scheduleStart(form, timeZone);
  const practitionerId = form.practitionerId;
  // The practitioner's day (the tenant's), as a number so the effect below asks again only when the day or the
  // practitioner changes.
  const startDay = start ? zonedDay(start, timeZone) : null;
  const dayStart = startDay ? startOfZonedDay(startDay, timeZone).getTime() : null;
  const dayKey = dayStart !== null && practitionerId !== null ? `${practitionerId}@${dayStart}` : null;

  useEffect(() => {
    if (dayStart === null || practitionerId === null) return;
    let live = true;
    fetchPractitionerDay(client, encounterId, practitionerId, new Date(dayStart)).then(
      (day) => live && setBooked({ key: `${practitionerId}@${dayStart}`, starts: day.appointments.map((a) => new Date(a.start).getTime()) }),
      // The check only warns: without it the user may still schedule.
      () => live && setBooked(null),
    );
    return () => {
      live = false;
    };
  }, [client, encounterId, practitionerId, dayStart]);

  const chosen = practitioners.find((p) => p.id === form.practitionerId) ?? null;
  const doubleBooked = !!start && !!chosen && booked?.key === dayKey && booked.starts.includes(start.getTime());
  const options = useMemo(() => practitioners.map((p) => ({ value: p.id, label: practitionerDisplayName(p) })), [practitioners]);
  const enabled = canSubmitSchedule(form, today, inFlight, timeZone);

  const submit = () => {
    if (!enabled || !start || form.practitionerId === null) return;
    setInFlight(true);
    setFailure(null);
    scheduleEncounter(client, encounterId, form.practitionerId, start).then(
      ({ id }) => navigate(encounterDetailPath(id)),
      (cause: unknown) => {
        // The spec leaves failures unhandled (the busy flag stays set); we say why and let the user try again.
        setFailure(errorText(cause));
        setInFlight(false);
      },
    );
  };

  const set = (change: Partial<ScheduleForm>) => setForm((prior) => ({ ...prior, ...change }));

  return (
    <Modal
      open
      title={patientName ? formatMessage(SCHEDULE_MODAL_TEXTS.titleFor, { patient: patientName }) : SCHEDULE_MODAL_TEXTS.title}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {MESSAGES.cancel}
        </Button>,
        <Button key="schedule" type="primary" disabled={!enabled} loading={inFlight} onClick={submit}>
          {MESSAGES.schedule}
        </Button>,
      ]}
    >
      <Flex vertical gap="middle">
        <Flex vertical gap={4}>
          <label htmlFor={ids.date}>{SCHEDULE_MODAL_TEXTS.date}</label>
          <Input
            id={ids.date}
            value={form.date}
            placeholder={SCHEDULE_MODAL_TEXTS.datePlaceholder}
            status={dateError ? 'error' : undefined}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? dateErrorId : undefined}
            onChange={(event) => set({ date: event.target.value })}
            style={{ width: 160 }}
          />
          {dateError && (
            <Typography.Text id={dateErrorId} type="danger" role="alert">
              {dateError}
            </Typography.Text>
          )}
        </Flex>
        <Flex gap="small" align="end" wrap>
          <Flex vertical gap={4}>
            <label htmlFor={ids.hour}>{SCHEDULE_MODAL_TEXTS.hour}</label>
            <Select<number> id={ids.hour} aria-label={SCHEDULE_MODAL_TEXTS.hour} value={form.hour} options={HOUR_OPTIONS} virtual={false} onChange={(hour) => set({ hour })} style={{ width: 80 }} />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor={ids.minute}>{SCHEDULE_MODAL_TEXTS.minute}</label>
            <Select<number> id={ids.minute} aria-label={SCHEDULE_MODAL_TEXTS.minute} value={form.minute} options={MINUTE_OPTIONS} virtual={false} onChange={(minute) => set({ minute })} style={{ width: 80 }} />
          </Flex>
          <Radio.Group
            aria-label={SCHEDULE_MODAL_TEXTS.meridiem}
            optionType="button"
            value={form.meridiem}
            options={MERIDIEMS.map((m) => ({ value: m, label: m }))}
            onChange={(event) => set({ meridiem: event.target.value as Meridiem })}
          />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={ids.practitioner}>{SCHEDULE_MODAL_TEXTS.practitioner}</label>
          <Select<number>
            id={ids.practitioner}
            aria-label={SCHEDULE_MODAL_TEXTS.practitioner}
            placeholder={SCHEDULE_MODAL_TEXTS.practitionerPlaceholder}
            value={form.practitionerId ?? undefined}
            options={options}
            showSearch={{
              filterOption: (text, option) => {
                const practitioner = practitioners.find((p) => p.id === option?.value);
                return !!practitioner && matchesPractitionerSearch(practitioner, text);
              },
            }}
            allowClear
            onChange={(value) => set({ practitionerId: value ?? null })}
            style={{ width: '100%' }}
          />
        </Flex>
        {loadError && <Alert type="error" showIcon title={formatMessage(SCHEDULE_MODAL_TEXTS.practitionersFailed, { message: loadError })} />}
        {doubleBooked && start && chosen && (
          <Alert
            type="warning"
            showIcon
            title={formatMessage(SCHEDULE_MODAL_TEXTS.doubleBooked, { practitioner: practitionerDisplayName(chosen), time: formatInZone(start, DATE_FORMATS.time, timeZone) })}
          />
        )}
        {failure && <Alert type="error" showIcon role="alert" title={formatMessage(SCHEDULE_MODAL_TEXTS.scheduleFailed, { message: failure })} />}
      </Flex>
    </Modal>
  );
}
