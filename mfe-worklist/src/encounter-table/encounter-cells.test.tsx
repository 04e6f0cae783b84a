import { render, screen, within } from '@testing-library/react';
import { formatMrns, type EncounterListRow } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { DailyListTable } from '../daily-list/daily-list-table.component';
import { LOCK_COLOURS } from './row-indicators.component';
import { activeLock, encounterRow, rowsFrom } from '../worklist/worklist.fixtures';
import { WorklistTable } from '../worklist/worklist-table.component';
import { DEFAULT_WORKLIST_SORT } from '../worklist/worklist-sort.rules';
import { paintFrames } from '../drawn-after-paint.test-helpers';

// Counts the MRN cells rendered: one call per MRN cell drawn.
jest.mock('shared-kit', () => {
  const actual = jest.requireActual<typeof import('shared-kit')>('shared-kit');
  return { ...actual, formatMrns: jest.fn(actual.formatMrns) };
});
const mrnCellsDrawn = formatMrns as jest.MockedFunction<typeof formatMrns>;

const NOW = new Date('2026-03-04T12:00:00');

function worklist(rows: EncounterListRow[], overrides: { userId?: number; now?: Date; timeZone?: string } = {}) {
  return (
    <RemoteProviders>
      <WorklistTable
        rows={rows}
        loading={false}
        emptyContent="none"
        sort={DEFAULT_WORKLIST_SORT}
        onSort={() => undefined}
        navigate={() => undefined}
        userId={overrides.userId ?? 1}
        coderQueryHours={48}
        now={overrides.now ?? NOW}
        timeZone={overrides.timeZone ?? 'UTC'}
      />
    </RemoteProviders>
  );
}

function dailyList(rows: EncounterListRow[], now: Date | null, timeZone = 'UTC') {
  return (
    <RemoteProviders>
      <DailyListTable
        rows={rows}
        loading={false}
        emptyContent="none"
        now={now}
        navigate={() => undefined}
        userId={1}
        coderQueryHours={48}
        sort={DEFAULT_WORKLIST_SORT}
        onSort={() => undefined}
        timeZone={timeZone}
      />
    </RemoteProviders>
  );
}

describe('the shared encounter cells', () => {
  beforeEach(() => mrnCellsDrawn.mockClear());

  it('adding rows (Load More Records) draws only rows coming into view, never the rows already drawn again', async () => {
    const drawnRows = () => document.querySelectorAll('tbody tr[data-index]').length;
    const firstPage = rowsFrom(1, 10);
    const { rerender } = render(worklist(firstPage));
    await paintFrames();
    expect(mrnCellsDrawn).toHaveBeenCalledTimes(10);

    mrnCellsDrawn.mockClear();
    // The table draws the rows in view (virtual-table.component.tsx): of 450 more rows, only those near the window.
    rerender(worklist([...firstPage, ...rowsFrom(11, 450)]));
    const added = drawnRows() - 10;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(40);
    expect(mrnCellsDrawn).toHaveBeenCalledTimes(added);
    expect(screen.queryByText('Last460, First460')).not.toBeInTheDocument();
  });

  it('draws a row again when the row itself changes', async () => {
    const rows = rowsFrom(1, 3);
    const { rerender } = render(worklist(rows));
    await paintFrames();
    mrnCellsDrawn.mockClear();
    const changed = { ...rows[1], patient: { ...(rows[1] as EncounterListRow).patient, mrn: 'NEW1' } } as EncounterListRow;
    rerender(worklist([rows[0] as EncounterListRow, changed, rows[2] as EncounterListRow]));
    expect(mrnCellsDrawn).toHaveBeenCalledTimes(1);
    expect(screen.getByText('NEW1')).toBeInTheDocument();
  });

  it("still repaints the lock when only the user changes, and the coder query marker when only the clock moves", async () => {
    const rows = [
      encounterRow(1, { lock: activeLock(1, 'cdi') }),
      encounterRow(2, { coderQueryOutstandingDate: '2026-03-03T00:00:00' }),
    ];
    const { rerender } = render(worklist(rows, { userId: 1 }));
    await paintFrames();
    const lock = () => screen.getByRole('img', { name: /^Locked for cdi/ });
    expect(lock()).toHaveStyle({ color: LOCK_COLOURS.mine });
    expect(screen.queryByRole('img', { name: /coder query/i })).not.toBeInTheDocument();

    rerender(worklist(rows, { userId: 7, now: new Date('2026-03-06T12:00:00') }));
    expect(lock()).toHaveStyle({ color: LOCK_COLOURS.other });
    expect(screen.getByRole('img', { name: /coder query/i })).toBeInTheDocument();
  });

  it("moves the daily list's 'Now' tag as the clock moves, and shows none on another day", async () => {
    const rows = [encounterRow(1, { start: '2026-03-04T12:00:00' }), encounterRow(2, { start: '2026-03-04T14:00:00' })];
    const { rerender } = render(dailyList(rows, new Date('2026-03-04T12:10:00')));
    await paintFrames();
    const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
    expect(within(rowOf('Last1, First1')).getByText('Now')).toBeInTheDocument();
    expect(within(rowOf('Last2, First2')).queryByText('Now')).not.toBeInTheDocument();

    rerender(dailyList(rows, new Date('2026-03-04T14:05:00')));
    expect(within(rowOf('Last1, First1')).queryByText('Now')).not.toBeInTheDocument();
    expect(within(rowOf('Last2, First2')).getByText('Now')).toBeInTheDocument();

    rerender(dailyList(rows, null));
    expect(screen.queryByText('Now')).not.toBeInTheDocument();
  });

  // The tests run in UTC; the tenant is in Honolulu (UTC-10): its clock, not the runtime's, must show.
  it("shows times, lock times and the same-day icon on the tenant's clock, not the browser's", async () => {
    const rows = [
      // 05:30Z on 5 March is 7:30 PM on 4 March in Honolulu; ingested at 20:00Z on 4 March (10:00 AM there): one Honolulu day, two UTC days.
      encounterRow(1, { start: '2026-03-05T05:30:00Z', ingestDate: '2026-03-04T20:00:00Z', lock: activeLock(1, 'cdi', '2026-03-03T14:05:00Z') }),
    ];
    const { unmount } = render(worklist(rows, { timeZone: 'Pacific/Honolulu' }));
    await paintFrames();
    const row = screen.getByText('Last1, First1').closest('tr') as HTMLElement;
    expect(within(row).getByText('3/4/2026 7:30 PM')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Same Day Encounter' })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Locked for cdi, 3/3/2026 4:05 AM' })).toBeInTheDocument();
    unmount();

    render(worklist(rows, { timeZone: 'UTC' }));
    await paintFrames();
    const utcRow = screen.getByText('Last1, First1').closest('tr') as HTMLElement;
    expect(within(utcRow).getByText('3/5/2026 5:30 AM')).toBeInTheDocument();
    expect(within(utcRow).queryByRole('img', { name: 'Same Day Encounter' })).not.toBeInTheDocument();
  });

  it("labels the daily list's time column with the tenant zone only when the reader's clock differs", async () => {
    const rows = [encounterRow(1, { start: '2026-03-05T05:30:00Z' })];
    const { unmount } = render(dailyList(rows, new Date('2026-03-05T05:00:00Z'), 'Pacific/Honolulu'));
    await paintFrames();
    expect(screen.getByRole('columnheader', { name: /^Time \(HST\)/ })).toBeInTheDocument();
    expect(within(screen.getByText('Last1, First1').closest('tr') as HTMLElement).getByText('7:30 PM')).toBeInTheDocument();
    unmount();

    render(dailyList(rows, new Date('2026-03-05T05:00:00Z'), 'UTC'));
    await paintFrames();
    expect(screen.getByRole('columnheader', { name: /^Time/ })).not.toHaveTextContent('(');
    expect(screen.getByText('5:30 AM')).toBeInTheDocument();
  });
});
