import { Flex, Tag } from 'antd';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DATE_FORMATS, formatMrns, practitionerDisplayName, type EncounterListRow } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { dailyRowTiming } from 'shared-kit/domain';
import { formatCalendarDay, formatDate } from './format-date';
import { CoderQueryOverdueMarker, LockIndicator, ReviewBadge, SameDayIndicator } from './row-indicators.component';

/**
 * The cells the encounter tables (worklists, daily lists, appointments) share.
 *
 * antd re-renders every cell of a table on each of its renders unless a column says when its cell must update. So
 * every column here renders from its row alone (`keepUntilRowChanges`), and the few cells that also read the user,
 * the clock or the coder query window take them from EncounterCellContext, which re-renders just those cells when
 * they change. 'Load More Records' then renders the new page's cells instead of every row again.
 */
export type EncounterCellRender = (value: unknown, row: EncounterListRow, index: number) => ReactNode;

interface EncounterCellValues {
  userId: number | null;
  coderQueryHours: number;
  /** The clock the coder query overdue marker reads. */
  now: Date;
  /** Whether rows are marked past / current / future against `now` (today's daily list). */
  timedRows: boolean;
  /** The tenant's zone (shared-kit sessionTimeZone): times and days are read on its clock, not the browser's. */
  timeZone: string;
}

const EncounterCellContext = createContext<EncounterCellValues>({ userId: null, coderQueryHours: 0, now: new Date(0), timedRows: false, timeZone: 'UTC' });

/** What the context cells read; the value changes only when one of them does. */
export function EncounterCellsProvider({ userId, coderQueryHours, now, timedRows, timeZone, children }: EncounterCellValues & { children: ReactNode }) {
  const value = useMemo(() => ({ userId, coderQueryHours, now, timedRows, timeZone }), [userId, coderQueryHours, now, timedRows, timeZone]);
  return <EncounterCellContext.Provider value={value}>{children}</EncounterCellContext.Provider>;
}

/** A column's `shouldCellUpdate`: its cell renders again only for a new row (see the module comment). */
export const keepUntilRowChanges = (row: EncounterListRow, previous: EncounterListRow): boolean => row !== previous;

function ReviewCell({ row }: { row: EncounterListRow }) {
  const { coderQueryHours, now } = useContext(EncounterCellContext);
  return (
    <Flex gap={4} align="center">
      <ReviewBadge row={row} />
      <CoderQueryOverdueMarker row={row} hours={coderQueryHours} now={now} />
    </Flex>
  );
}

function LockCell({ row }: { row: EncounterListRow }) {
  const { userId, timeZone } = useContext(EncounterCellContext);
  return <LockIndicator row={row} userId={userId} timeZone={timeZone} />;
}

function SameDayCell({ row }: { row: EncounterListRow }) {
  const { timeZone } = useContext(EncounterCellContext);
  return <SameDayIndicator row={row} timeZone={timeZone} />;
}

function AppointmentCell({ row }: { row: EncounterListRow }) {
  const { timeZone } = useContext(EncounterCellContext);
  return formatDate(row.start, DATE_FORMATS.dateTime, timeZone);
}

/** A daily list's time, with a 'Now' tag on today's current rows. */
function TimeCell({ row, nowText }: { row: EncounterListRow; nowText: string }) {
  const { now, timedRows, timeZone } = useContext(EncounterCellContext);
  return (
    <Flex gap={4} align="center" wrap>
      <span>{formatDate(row.start, DATE_FORMATS.time, timeZone)}</span>
      {timedRows && dailyRowTiming(row.start, now) === 'current' && (
        <Tag style={{ color: '#002c8c', background: '#ffffff', borderColor: '#0958d9', marginInlineEnd: 0 }}>{nowText}</Tag>
      )}
    </Flex>
  );
}

export const reviewCell: EncounterCellRender = (_, row) => <ReviewCell row={row} />;
export const lockCell: EncounterCellRender = (_, row) => <LockCell row={row} />;
export const timeCell =
  (nowText: string): EncounterCellRender =>
  (_, row) => <TimeCell row={row} nowText={nowText} />;
export const sameDayCell: EncounterCellRender = (_, row) => <SameDayCell row={row} />;
export const appointmentCell: EncounterCellRender = (_, row) => <AppointmentCell row={row} />;
export const patientNameCell: EncounterCellRender = (_, row) => [row.patient.lastName, row.patient.firstName].filter(Boolean).join(', ');
export const mrnsCell: EncounterCellRender = (_, row) => formatMrns(row.patient.mrn).map((mrn) => <div key={mrn}>{mrn}</div>);
export const birthDateCell: EncounterCellRender = (_, row) => formatCalendarDay(row.patient.birthDate, DATE_FORMATS.date);
export const practitionerCell: EncounterCellRender = (_, row) => practitionerDisplayName(row.practitioner);
export const visitTypeCell: EncounterCellRender = (_, row) => row.appointmentType ?? '';
export const openHccCountCell: EncounterCellRender = (_, row) => row.openHccCount;
