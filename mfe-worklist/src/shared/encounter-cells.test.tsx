import { render, screen, within } from '@testing-library/react';
import { formatMrns, RemoteProviders, type EncounterListRow } from 'shared-kit';
import { DailyListTable } from '../daily-list/daily-list-table.component';
import { LOCK_COLOURS } from './row-indicators.component';
import { activeLock, encounterRow, rowsFrom } from './worklist.fixtures';
import { WorklistTable } from './worklist-table.component';
import { DEFAULT_WORKLIST_SORT } from './worklist-sort.rules';

// Counts the MRN cells rendered: one call per MRN cell drawn.
jest.mock('shared-kit', () => {
  const actual = jest.requireActual<typeof import('shared-kit')>('shared-kit');
  return { ...actual, formatMrns: jest.fn(actual.formatMrns) };
});
const mrnCellsDrawn = formatMrns as jest.MockedFunction<typeof formatMrns>;

const NOW = new Date('2026-03-04T12:00:00');

function worklist(rows: EncounterListRow[], overrides: { userId?: number; now?: Date } = {}) {
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
      />
    </RemoteProviders>
  );
}

function dailyList(rows: EncounterListRow[], now: Date | null) {
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
      />
    </RemoteProviders>
  );
}

describe('the shared encounter cells', () => {
  beforeEach(() => mrnCellsDrawn.mockClear());

  it("draws only the new page's cells when rows are added (Load More Records), not every row again", () => {
    const firstPage = rowsFrom(1, 20);
    const { rerender } = render(worklist(firstPage));
    expect(mrnCellsDrawn).toHaveBeenCalledTimes(20);

    mrnCellsDrawn.mockClear();
    rerender(worklist([...firstPage, ...rowsFrom(21, 20)]));
    expect(screen.getByText('Last40, First40')).toBeInTheDocument();
    expect(mrnCellsDrawn).toHaveBeenCalledTimes(20);
  });

  it('draws a row again when the row itself changes', () => {
    const rows = rowsFrom(1, 3);
    const { rerender } = render(worklist(rows));
    mrnCellsDrawn.mockClear();
    const changed = { ...rows[1], patient: { ...(rows[1] as EncounterListRow).patient, mrn: 'NEW1' } } as EncounterListRow;
    rerender(worklist([rows[0] as EncounterListRow, changed, rows[2] as EncounterListRow]));
    expect(mrnCellsDrawn).toHaveBeenCalledTimes(1);
    expect(screen.getByText('NEW1')).toBeInTheDocument();
  });

  it("still repaints the lock when only the user changes, and the coder query marker when only the clock moves", () => {
    const rows = [
      encounterRow(1, { lock: activeLock(1, 'cdi') }),
      encounterRow(2, { coderQueryOutstandingDate: '2026-03-03T00:00:00' }),
    ];
    const { rerender } = render(worklist(rows, { userId: 1 }));
    const lock = () => screen.getByRole('img', { name: /^Locked for cdi/ });
    expect(lock()).toHaveStyle({ color: LOCK_COLOURS.mine });
    expect(screen.queryByRole('img', { name: /coder query/i })).not.toBeInTheDocument();

    rerender(worklist(rows, { userId: 7, now: new Date('2026-03-06T12:00:00') }));
    expect(lock()).toHaveStyle({ color: LOCK_COLOURS.other });
    expect(screen.getByRole('img', { name: /coder query/i })).toBeInTheDocument();
  });

  it("moves the daily list's 'Now' tag as the clock moves, and shows none on another day", () => {
    const rows = [encounterRow(1, { start: '2026-03-04T12:00:00' }), encounterRow(2, { start: '2026-03-04T14:00:00' })];
    const { rerender } = render(dailyList(rows, new Date('2026-03-04T12:10:00')));
    const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
    expect(within(rowOf('Last1, First1')).getByText('Now')).toBeInTheDocument();
    expect(within(rowOf('Last2, First2')).queryByText('Now')).not.toBeInTheDocument();

    rerender(dailyList(rows, new Date('2026-03-04T14:05:00')));
    expect(within(rowOf('Last1, First1')).queryByText('Now')).not.toBeInTheDocument();
    expect(within(rowOf('Last2, First2')).getByText('Now')).toBeInTheDocument();

    rerender(dailyList(rows, null));
    expect(screen.queryByText('Now')).not.toBeInTheDocument();
  });
});
