import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { useLayoutEffect } from 'react';
import { MAX_PAGE_COUNT, PAGE_SIZE } from 'shared-kit';
import { paintFrames, recordStates } from '../drawn-after-paint.test-helpers';
import { keptRange, VirtualTable, widenedRange } from './virtual-table.component';

// jsdom has no layout: rows measure 0 and keep their estimated 40 px, in a window 768 px high (the setup's scrollTo
// stub moves the scroll position the virtualizer reads).
interface Row {
  id: number;
  name: string;
}
const ROWS: Row[] = Array.from({ length: PAGE_SIZE * MAX_PAGE_COUNT }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const opened: number[] = [];

async function renderTable(rows: Row[] = ROWS) {
  const view = render(
    <VirtualTable<Row>
      aria-label="Things"
      rows={rows}
      rowKey={(row) => row.id}
      columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]}
      onRow={(row) => ({ tabIndex: 0, onKeyDown: (event) => event.key === 'Enter' && opened.push(row.id) })}
    />,
  );
  await paintFrames();
  return view;
}

/** What a browser's ResizeObserver reports for an element: its border box, here from the mocked layout. */
function reportOf(target: Element): ResizeObserverEntry {
  const { height, width } = target.getBoundingClientRect();
  const box = [{ blockSize: height, inlineSize: width }];
  return { target, borderBoxSize: box, contentBoxSize: box, devicePixelContentBoxSize: box, contentRect: target.getBoundingClientRect() };
}

const drawnRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

// jsdom's document has no height either, and a virtualizer never scrolls past the page's end: give it 500 rows' worth.
beforeAll(() => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => ROWS.length * 40 + 768 });
});
afterAll(() => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});
afterEach(() => {
  act(() => window.scrollTo(0, 0));
  opened.length = 0;
});

describe('a table drawing only the rows in view', () => {
  it('draws a window of a 500-row list and tells assistive tools the full size and each row its place', async () => {
    await renderTable();
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', String(ROWS.length + 1));
    expect(within(table).getByRole('columnheader', { name: 'Name' }).closest('tr')).toHaveAttribute('aria-rowindex', '1');
    const drawn = drawnRows();
    // 768 px of 40 px rows plus the overscan, not 500.
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0]).toHaveTextContent('Row 1');
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.queryByText('Row 400')).not.toBeInTheDocument();
    // The spacers that keep the table's height are hidden from assistive tools.
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0);
  });

  // Issue 15: the screen's frame and filters commit first; the table's frame (header, loading state) after the browser
  // has painted them, and its rows after it has painted that: no commit lays out the others' parts.
  it("draws the table's frame after the screen's first paint, and its rows after the frame's", async () => {
    const tableAtFirstCommit: boolean[] = [];
    function FirstCommitProbe() {
      useLayoutEffect(() => {
        tableAtFirstCommit.push(document.querySelector('table') !== null);
      }, []);
      return null;
    }
    const record = recordStates(() => {
      const table = document.querySelector('table');
      if (!table) return 'nothing';
      return document.querySelector('tbody tr[data-index]') ? 'rows' : document.querySelector('[aria-busy="true"]') ? 'loading' : 'empty';
    });
    try {
      render(
        <>
          <FirstCommitProbe />
          <VirtualTable<Row> aria-label="Things" rows={ROWS} rowKey={(row) => row.id} columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} />
        </>,
      );
      expect(tableAtFirstCommit).toEqual([false]);
      await paintFrames();
    } finally {
      record.stop();
    }
    // The frame shows the table's loading state (not its empty text) until the rows are drawn.
    expect(record.states).toEqual(['nothing', 'loading', 'rows']);
  });

  it('draws the rows that scroll into view, with their own row index', async () => {
    await renderTable();
    act(() => window.scrollTo(0, 399 * 40));
    expect(await screen.findByText('Row 400')).toBeInTheDocument();
    expect(rowOf('Row 400')).toHaveAttribute('aria-rowindex', '401');
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
    expect(drawnRows().length).toBeLessThan(40);
  });

  it('moves focus with ArrowDown and ArrowUp, drawing the next row first when it is not drawn yet', async () => {
    await renderTable();
    const lastDrawn = drawnRows().at(-1) as HTMLElement;
    const lastIndex = Number(lastDrawn.getAttribute('data-index'));
    act(() => lastDrawn.focus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent(`Row ${lastIndex + 2}`));
    expect(document.activeElement).toHaveAttribute('aria-rowindex', String(lastIndex + 3));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toHaveTextContent(`Row ${lastIndex}`);
    // The row's own keys still work.
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual([lastIndex]);
  });

  it('does not move past the first or the last row', async () => {
    await renderTable(ROWS.slice(0, 3));
    act(() => rowOf('Row 1').focus());
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveTextContent('Row 1');
    fireEvent.keyDown(rowOf('Row 3'), { key: 'ArrowDown' });
    expect(document.activeElement).toHaveTextContent('Row 1');
  });

  it('guesses the rows not drawn yet at the average height of the rows measured, so the table keeps its height', async () => {
    // Every other row 60 px, the rest 40: measured rows average 50 px. The browser's ResizeObserver reports each row as
    // it is observed (jsdom's stub never does).
    const spy = jest.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLTableRowElement) {
      const index = Number(this.getAttribute('data-index') ?? '-1');
      const height = index < 0 ? 0 : index % 2 === 0 ? 60 : 40;
      return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 0, width: 0, height, toJSON: () => ({}) };
    });
    const stub = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => this.report([reportOf(target)], this));
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      await renderTable();
      const spacerBelow = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[aria-hidden="true"] td')).at(-1);
      // The space below the drawn rows holds the others at about 50 px each (with the first guess, 40 px, the table
      // would grow by 10 px for each of them as it is drawn).
      const guessedHeight = () => {
        const last = drawnRows().at(-1);
        return parseFloat(spacerBelow()?.style.height ?? '0') / (ROWS.length - Number(last?.getAttribute('data-index')) - 1);
      };
      await waitFor(() => expect(guessedHeight()).toBeGreaterThan(49));
      expect(guessedHeight()).toBeLessThan(51);
    } finally {
      window.ResizeObserver = stub;
      spy.mockRestore();
    }
  });

  it('draws each cell once when the measured rows let more of them into the window, and not again for a short scroll', async () => {
    // Rows of 36 px, not the guessed 40: once measured, two more fit into the window. Redrawing every cell for that
    // took about 40 ms of the worklist's first paint (issue 15); the rows drawn first still reach past the window, and
    // widening them draws only the rows added.
    const spy = jest.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLTableRowElement) {
      const height = this.hasAttribute('data-index') ? 36 : 0;
      return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 0, width: 0, height, toJSON: () => ({}) };
    });
    const stub = window.ResizeObserver;
    let measured = 0;
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => {
          measured += 1;
          this.report([reportOf(target)], this);
        });
      }
      unobserve() {}
      disconnect() {}
    };
    const drawnCells = jest.fn((name: string) => name);
    // The browser's idle moment, held until the test gives it: the widening waits for it.
    const idle: IdleRequestCallback[] = [];
    const hadIdle = 'requestIdleCallback' in window;
    const { requestIdleCallback: idleWas, cancelIdleCallback: cancelWas } = window;
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = () => undefined;
    try {
      render(
        <VirtualTable<Row>
          aria-label="Things"
          rows={ROWS}
          rowKey={(row) => row.id}
          // As the encounter columns do (keepUntilRowChanges): a cell is drawn again only for a new row.
          columns={[{ key: 'name', dataIndex: 'name', title: 'Name', render: (name: string) => drawnCells(name), shouldCellUpdate: (row, previous) => row !== previous }]}
        />,
      );
      await paintFrames(2);
      // First the rows in view and four each side, then (the browser idle) eight each side: each cell drawn once.
      const first = drawnRows().length;
      expect(first).toBeGreaterThan(0);
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      expect(drawnRows()).toHaveLength(first);
      act(() => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
      await waitFor(() => expect(drawnRows().length).toBeGreaterThan(first));
      const drawn = drawnRows().length;
      await waitFor(() => expect(measured).toBeGreaterThanOrEqual(drawn));
      // The spacer below now holds the others at 36 px each: the measurements were taken in.
      await waitFor(() => {
        const below = Array.from(document.querySelectorAll<HTMLElement>('tbody tr[aria-hidden="true"] td')).at(-1);
        expect(parseFloat(below?.style.height ?? '0')).toBe((ROWS.length - drawn) * 36);
      });
      expect(drawnCells).toHaveBeenCalledTimes(drawn);
      expect(new Set(drawnCells.mock.calls.map(([name]) => name)).size).toBe(drawn);
      // Three rows down: the rows drawn still reach past both edges of the window.
      act(() => window.scrollTo(0, 3 * 36));
      await act(async () => undefined);
      expect(drawnCells).toHaveBeenCalledTimes(drawn);
    } finally {
      if (hadIdle) {
        window.requestIdleCallback = idleWas;
        window.cancelIdleCallback = cancelWas;
      } else {
        Reflect.deleteProperty(window, 'requestIdleCallback');
        Reflect.deleteProperty(window, 'cancelIdleCallback');
      }
      window.ResizeObserver = stub;
      spy.mockRestore();
    }
  });

  // Issue 15: a layout read in React's commit makes the browser lay out every new row inside it (one long task); read
  // in the ResizeObserver's report, after the browser's own layout, it costs nothing.
  it("reads no layout in its commits: row heights come from the ResizeObserver, the table's place when the page reports its size", async () => {
    const rowReads = jest.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect');
    const placeReads = jest.spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect');
    const stub = window.ResizeObserver;
    const observers: { report: ResizeObserverCallback; targets: Element[] }[] = [];
    window.ResizeObserver = class {
      private readonly entry: { report: ResizeObserverCallback; targets: Element[] };
      constructor(report: ResizeObserverCallback) {
        this.entry = { report, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {}
    };
    const reportTo = (match: (target: Element) => boolean, entry: (target: Element) => ResizeObserverEntry) =>
      act(() => {
        for (const { report, targets } of observers) {
          const entries = targets.filter(match).map(entry);
          if (entries.length > 0) report(entries, {} as ResizeObserver);
        }
      });
    try {
      // The table mounts before the first page arrives, as on the lists (and the virtualizer's scrolling state, set in
      // jsdom by its first scroll to the top, has passed: while it scrolls it measures no row at all).
      const table = (rows: Row[]) => <VirtualTable<Row> aria-label="Things" rows={rows} rowKey={(row) => row.id} columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} />;
      const { rerender } = render(table([]));
      await paintFrames();
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(placeReads).not.toHaveBeenCalled();
      rerender(table(ROWS));
      expect(drawnRows().length).toBeGreaterThan(10);
      // Other rows (a new search): drawn without a read either.
      rerender(table(ROWS.map((row) => ({ ...row, id: row.id + 1000, name: `Other ${row.id}` }))));
      expect(screen.getByText('Other 1')).toBeInTheDocument();
      expect(rowReads).not.toHaveBeenCalled();
      expect(placeReads).not.toHaveBeenCalled();
      // The browser's reports: each drawn row 36 px high (taken in without reading the rows), then the body's size (the
      // table's place read there, after the browser's layout).
      const size = (blockSize: number) => [{ blockSize, inlineSize: 0 }];
      reportTo(
        (target) => target instanceof HTMLTableRowElement,
        (target) => ({ target, borderBoxSize: size(36), contentBoxSize: size(36), devicePixelContentBoxSize: size(36), contentRect: new DOMRect(0, 0, 0, 36) }),
      );
      const drawn = drawnRows().length;
      const below = Array.from(document.querySelectorAll<HTMLElement>('tbody tr[aria-hidden="true"] td')).at(-1);
      expect(parseFloat(below?.style.height ?? '0')).toBe((ROWS.length - drawn) * 36);
      expect(rowReads).not.toHaveBeenCalled();
      reportTo(
        (target) => target === document.body,
        (target) => ({ target, borderBoxSize: size(900), contentBoxSize: size(900), devicePixelContentBoxSize: size(900), contentRect: new DOMRect(0, 0, 0, 900) }),
      );
      expect(placeReads).toHaveBeenCalledTimes(1);
    } finally {
      window.ResizeObserver = stub;
      rowReads.mockRestore();
      placeReads.mockRestore();
    }
  });

  it('neither scrolls the window nor measures the scrollbar as it draws: either laid the new table out inside the commit', async () => {
    const scrolls = jest.spyOn(window, 'scrollTo');
    const styleReads = jest.spyOn(window, 'getComputedStyle');
    const scrollbarReads = () => styleReads.mock.calls.filter(([, pseudo]) => pseudo === '::-webkit-scrollbar');
    try {
      await renderTable();
      expect(drawnRows().length).toBeGreaterThan(10);
      // The virtualizer's write of the offset it has just read from the window, as it attaches to it, is left out.
      expect(scrolls).not.toHaveBeenCalled();
      // antd's table measures the scrollbar only for a fixed or sticky header (patches/@rc-component__table@1.11.1.patch).
      expect(scrollbarReads()).toEqual([]);
      // A row reached with the keyboard still scrolls the window to it.
      const lastDrawn = drawnRows().at(-1) as HTMLElement;
      act(() => lastDrawn.focus());
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(scrolls).toHaveBeenCalled();
      // A table with a fixed header still has its scrollbar measured (the header's last column makes room for it).
      render(<Table aria-label="Fixed" rowKey="id" dataSource={ROWS.slice(0, 3)} columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} scroll={{ y: 200 }} />);
      expect(scrollbarReads().length).toBeGreaterThan(0);
    } finally {
      scrolls.mockRestore();
      styleReads.mockRestore();
    }
  });

  it('shows the empty text when there are no rows', async () => {
    render(<VirtualTable<Row> rows={[]} rowKey={(row) => row.id} columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} locale={{ emptyText: 'Nothing here' }} />);
    await paintFrames();
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1');
  });
});

describe('keptRange: the rows drawn while the window moves', () => {
  const window = (startIndex: number, endIndex: number, count = 500) => ({ startIndex, endIndex, count });

  it('draws the window and four rows each side when nothing is drawn yet, and keeps them when two rows more fit', () => {
    const first = keptRange(window(0, 18), null);
    expect(first).toEqual({ start: 0, end: 22 });
    expect(keptRange(window(100, 118), null)).toEqual({ start: 96, end: 122 });
    expect(keptRange(window(490, 499), null)).toEqual({ start: 486, end: 499 });
    // The first rows measured shorter than guessed: two rows more in the window, the same rows drawn.
    expect(keptRange(window(0, 20), first)).toBe(first);
  });

  it('draws eight rows each side once the rows drawn no longer reach two past the window, and when widened', () => {
    expect(keptRange(window(2, 21), { start: 0, end: 22 })).toEqual({ start: 0, end: 29 });
    expect(keptRange(window(100, 118), { start: 0, end: 22 })).toEqual({ start: 92, end: 126 });
    expect(widenedRange(window(0, 18))).toEqual({ start: 0, end: 26 });
  });

  it('keeps the rows drawn while they reach at least two rows past each edge of the window', () => {
    const drawn = { start: 92, end: 126 };
    expect(keptRange(window(100, 118), drawn)).toBe(drawn);
    expect(keptRange(window(94, 112), drawn)).toBe(drawn);
    expect(keptRange(window(106, 124), drawn)).toBe(drawn);
    // At the list's ends there is nothing more to reach.
    expect(keptRange(window(0, 18), { start: 0, end: 26 })).toEqual({ start: 0, end: 26 });
  });

  it('draws again around the window when it comes within two rows of an edge', () => {
    const drawn = { start: 92, end: 126 };
    expect(keptRange(window(107, 125), drawn)).toEqual({ start: 99, end: 133 });
    expect(keptRange(window(93, 111), drawn)).toEqual({ start: 85, end: 119 });
  });

  it('draws again when the rows drawn reach more than sixteen rows past the window, or past the list', () => {
    expect(keptRange(window(100, 105), { start: 92, end: 126 })).toEqual({ start: 92, end: 113 });
    // A new search with fewer rows than were drawn.
    expect(keptRange(window(0, 18, 20), { start: 0, end: 26 })).toEqual({ start: 0, end: 19 });
  });
});
