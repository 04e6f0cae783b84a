import { useWindowVirtualizer, windowScroll, type Range } from '@tanstack/react-virtual';
import { Table, type TableProps } from 'antd';
import { whenIdle } from 'shared-kit/tasks';
import { useDrawnAfterPaint } from '../use-drawn-after-paint.hook';
import { useReportRowsWaiting } from '../paged-list/list-section.component';
import { useTakeOverFirstPaint } from '../home-first-paint/use-take-over-first-paint.hook';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type TableHTMLAttributes,
} from 'react';

/**
 * An antd Table that renders only the rows in view (issue 15): the page scrolls as before and the table keeps its full
 * height (a spacer row above and below the rows drawn), but only the rows near the window are in the document, so
 * 'Load More Records' at 450 rows costs what it costs at 50. @tanstack/react-virtual measures each drawn row, so rows
 * of any height (two MRNs, the mobile card layout of the appointments) scroll true.
 *
 * What stays as with every row drawn:
 * - screen readers hear the real size and place: the table has `aria-rowcount` (the rows loaded plus the header row),
 *   the header row `aria-rowindex` 1 and each row its own `aria-rowindex`; the spacer rows are hidden from them;
 * - keyboard: rows stay focusable in order (Tab reaches the next row, which is drawn before it comes into view), and
 *   ArrowDown / ArrowUp move to the next or previous row, scrolling it into view and drawing it first if needed.
 */
export type VirtualTableProps<Row> = Omit<TableProps<Row>, 'dataSource' | 'components' | 'pagination' | 'virtual' | 'rowKey'> & {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A first guess of a row's height in pixels, before it is measured. */
  estimatedRowHeight?: number;
};

interface Frame {
  rowCount: number;
  columnCount: number;
  paddingTop: number;
  paddingBottom: number;
}

/**
 * The window a render in Node draws the rows for (the server's render of the home's first paint, home-render.tsx): it
 * has no window to measure. None in the browser.
 */
export const FirstPaintViewportContext = createContext<{ width: number; height: number } | undefined>(undefined);

const FrameContext = createContext<Frame>({ rowCount: 0, columnCount: 1, paddingTop: 0, paddingBottom: 0 });
// Apart from the frame: the rows need only the virtualizer's (stable) measure, not the spacer heights.
const MeasureContext = createContext<(element: HTMLTableRowElement | null) => void>(() => undefined);

/** Rows drawn beyond each edge of the window, so Tab and a short scroll always find the next row drawn. */
const OVERSCAN = 8;
/** The fewest rows kept drawn beyond each edge while the drawn range is kept (`keptRange`). */
const MIN_OVERSCAN = 2;
/**
 * Rows drawn beyond each edge the first time (nothing drawn yet): enough that the first rows' measured heights letting
 * a row or two more into the window (39 px, not the guessed 40) keep the range. The list's first paint draws the rows
 * in view and these few, not OVERSCAN (about a fifth fewer cells at 1280 × 720, more on a phone, where fewer rows fit:
 * issue 15); the rest of the OVERSCAN rows are drawn once the browser is idle after it (`widenedRange`).
 */
const FIRST_OVERSCAN = MIN_OVERSCAN + 2;

/**
 * The rows to draw: the range drawn last, as long as it still reaches MIN_OVERSCAN rows beyond each edge of the window
 * and no more than twice OVERSCAN; otherwise the window and OVERSCAN rows each side (FIRST_OVERSCAN when nothing is
 * drawn yet). So the table is not drawn again for every row scrolled, nor when the first rows' measured heights (39 px,
 * not the guessed 40) let one or two more fit into the window: that second drawing of every cell took about 40 ms of
 * the first rows' paint (issue 15).
 */
export function keptRange(range: Pick<Range, 'startIndex' | 'endIndex' | 'count'>, drawn: { start: number; end: number } | null): { start: number; end: number } {
  const { startIndex, endIndex, count } = range;
  if (
    drawn &&
    drawn.end < count &&
    drawn.start <= Math.max(0, startIndex - MIN_OVERSCAN) &&
    drawn.end >= Math.min(count - 1, endIndex + MIN_OVERSCAN) &&
    drawn.start >= startIndex - 2 * OVERSCAN &&
    drawn.end <= endIndex + 2 * OVERSCAN
  ) {
    return drawn;
  }
  return aroundWindow(range, drawn ? OVERSCAN : FIRST_OVERSCAN);
}

/** The window and OVERSCAN rows each side: what the first, narrower drawing is widened to. */
export function widenedRange(range: Pick<Range, 'startIndex' | 'endIndex' | 'count'>): { start: number; end: number } {
  return aroundWindow(range, OVERSCAN);
}

function aroundWindow({ startIndex, endIndex, count }: Pick<Range, 'startIndex' | 'endIndex' | 'count'>, overscan: number) {
  return { start: Math.max(0, startIndex - overscan), end: Math.min(count - 1, endIndex + overscan) };
}

function FrameTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const { rowCount } = useContext(FrameContext);
  return <table {...props} aria-rowcount={rowCount} />;
}

function HeaderRow(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} aria-rowindex={1} />;
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="mfe-worklist-virtual-spacer">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

function FrameBody({ children, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  const { paddingTop, paddingBottom, columnCount } = useContext(FrameContext);
  return (
    <tbody {...props}>
      <Spacer height={paddingTop} columnCount={columnCount} />
      {children}
      <Spacer height={paddingBottom} columnCount={columnCount} />
    </tbody>
  );
}

/** A drawn row: measured by the virtualizer (antd's empty-text row has no index and is left alone). */
function MeasuredRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-index'?: number }) {
  const measure = useContext(MeasureContext);
  return <tr {...props} ref={props['data-index'] === undefined ? undefined : measure} />;
}

// Stable component identities: antd would remount the table's parts if these changed between renders.
const COMPONENTS = { table: FrameTable, header: { row: HeaderRow }, body: { wrapper: FrameBody, row: MeasuredRow } };

/**
 * The table is drawn in commits of its own, each after the browser has painted the one before (issue 15): first its
 * frame (antd's table, its header, the loading state, which antd measures as it mounts), once the parts of the screen
 * above it are painted; then its rows, once the frame is. A component that reads the layout as it mounts makes the
 * browser lay out everything new in the same task: in one commit with the screen or with its rows, that was one long
 * task. The table sits below everything else on the screen, so nothing moves when it arrives. Rendered in Node (the
 * build's renders of the homes' styles, which run no effects) it is drawn at once.
 */
export function VirtualTable<Row extends object>(props: VirtualTableProps<Row>) {
  const frameDrawn = useDrawnAfterPaint();
  const rowsDrawn = useDrawnAfterPaint(frameDrawn);
  const reportRowsWaiting = useReportRowsWaiting();
  useLayoutEffect(() => reportRowsWaiting(!rowsDrawn), [reportRowsWaiting, rowsDrawn]);
  const { loading, locale } = props;
  // The commit that draws the rows (or the empty or failed state) takes the home's kept first paint away.
  useTakeOverFirstPaint(rowsDrawn && !(typeof loading === 'object' ? loading.spinning : loading));
  if (!frameDrawn) return null;
  if (rowsDrawn) return <DrawnTable<Row> {...props} />;
  return (
    <DrawnTable<Row>
      {...props}
      rows={[]}
      loading={typeof loading === 'object' ? { ...loading, spinning: true } : true}
      locale={{ ...locale, emptyText: ' ' }}
    />
  );
}

function DrawnTable<Row extends object>(props: VirtualTableProps<Row>) {
  const { rows, rowKey, estimatedRowHeight = 40, onRow, columns, ...tableProps } = props;
  const wrapperRef = useRef<HTMLDivElement>(null);
  // Where the first row starts in the page: the virtualizer works in page coordinates (the window scrolls).
  const [scrollMargin, setScrollMargin] = useState(0);
  // Rows not drawn yet are guessed at the average height of those measured so far (39 px, 61 with two MRNs): with a
  // fixed guess the table grew by each taller row as it was drawn, and the footer under it moved while scrolling.
  const heights = useRef({ byIndex: new Map<number, number>(), sum: 0 });
  const recordHeight = (index: number, height: number) => {
    const known = heights.current;
    known.sum += height - (known.byIndex.get(index) ?? 0);
    known.byIndex.set(index, height);
  };
  const drawnRange = useRef<{ start: number; end: number } | null>(null);
  // The first drawing is narrow (FIRST_OVERSCAN); once the browser is idle after it, it is widened, once.
  const [widen, setWiden] = useState(false);
  const widened = useRef(false);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const widening = widen && !widened.current;
      if (widening) widened.current = true;
      const kept = widening ? widenedRange(range) : keptRange(range, drawnRange.current);
      drawnRange.current = kept;
      return Array.from({ length: kept.end - kept.start + 1 }, (_, offset) => kept.start + offset);
    },
    [widen],
  );
  const hasRows = rows.length > 0;
  useEffect(() => {
    if (!hasRows || widen) return undefined;
    return whenIdle(() => startTransition(() => setWiden(true)));
  }, [hasRows, widen]);
  const viewport = useContext(FirstPaintViewportContext);
  // As it attaches to the window (the table's first commit), the virtualizer writes the window's scroll offset: the one
  // it has just read from the window as its initial offset, so the page is already there. That window.scrollTo forced
  // the style and layout of the whole new table inside React's commit (issue 15); it is left out. Its later writes
  // (a row scrolled into view, the page kept in place as rows above are measured) scroll as before.
  const attachWritten = useRef(false);
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    ...(viewport ? { initialRect: viewport } : {}),
    count: rows.length,
    rangeExtractor,
    estimateSize: () => (heights.current.byIndex.size > 0 ? heights.current.sum / heights.current.byIndex.size : estimatedRowHeight),
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    // A row's height comes from the ResizeObserver's report, made after the browser's own layout. Asked as a row is
    // attached (no report), the row keeps the height it had or its guess: reading it there forced the layout of the
    // whole new table inside React's commit, and the rows' first commit was one long task instead of a commit and the
    // browser's frame (issue 15). A row with no layout (a hidden tab, or jsdom) measures 0: it keeps its estimate
    // rather than collapsing the list.
    measureElement: (element, entry, instance) => {
      if (!entry) {
        const index = instance.indexFromElement(element);
        return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
      }
      const height = entry.borderBoxSize[0]?.blockSize ?? 0;
      if (height === 0) return estimatedRowHeight;
      recordHeight(Number(element.getAttribute('data-index')), height);
      return height;
    },
    scrollToFn: (offset, options, instance) => {
      if (!attachWritten.current) {
        attachWritten.current = true;
        return;
      }
      windowScroll(offset, options, instance);
    },
    // Scrolling re-renders in React's own time: a synchronous flush on every scroll event only adds blocking time.
    useFlushSync: false,
  });

  // Where the table starts, read whenever the page changes size (anything above the table opening or closing moves it:
  // the filter panel, an alert), and first when the observer reports the body as it begins to observe it: in the frame
  // that paints the table's frame, before its rows are drawn. The ResizeObserver reports after the browser's own
  // layout, so the reading costs nothing; read in a commit it forced the layout of every new row (issue 15).
  useEffect(() => {
    const readTop = () => {
      const body = wrapperRef.current?.querySelector('tbody');
      if (!body) return;
      // The body's top in page coordinates: measured against the document's own top, so it does not move with scrolling.
      setScrollMargin(Math.round(body.getBoundingClientRect().top - document.documentElement.getBoundingClientRect().top));
    };
    const observer = new ResizeObserver(readTop);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const firstIndex = first?.index ?? 0;
  const lastIndex = last?.index ?? -1;
  // The drawn rows are a contiguous range of the loaded ones.
  const drawn = useMemo(() => rows.slice(firstIndex, lastIndex + 1), [rows, firstIndex, lastIndex]);

  // ArrowDown / ArrowUp: the next row gets focus; one not drawn yet is scrolled to, drawn, then focused.
  const pendingFocus = useRef<number | null>(null);
  const rowElement = (index: number) => wrapperRef.current?.querySelector<HTMLTableRowElement>(`tbody > tr[data-index="${index}"]`) ?? null;
  const focusRow = useCallback(
    (index: number) => {
      if (index < 0 || index >= rows.length) return;
      const element = rowElement(index);
      if (element) {
        element.focus();
        return;
      }
      pendingFocus.current = index;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [rows.length, virtualizer],
  );
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const element = rowElement(pendingFocus.current);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const frame = useMemo<Frame>(
    () => ({ rowCount: rows.length + 1, columnCount: Math.max(1, columns?.length ?? 1), paddingTop, paddingBottom }),
    [rows.length, columns?.length, paddingTop, paddingBottom],
  );

  // The table itself is drawn again only when its props or the drawn range change. A render of the virtualizer's own
  // (the first rows measured, a scroll within the drawn range) changes the spacers alone, which read the frame from
  // context: redrawing every cell for it took about 40 ms of the first rows' paint (issue 15). `props` is the same
  // object across such a render (the parent did not render).
  const table = useMemo(
    () => (
      <Table<Row>
        {...tableProps}
        columns={columns}
        components={COMPONENTS}
        dataSource={drawn}
        rowKey={rowKey}
        pagination={false}
        onRow={(row, drawnIndex) => {
          const own = onRow?.(row, drawnIndex) ?? {};
          const index = firstIndex + (drawnIndex ?? 0);
          return {
            ...own,
            'data-index': index,
            'aria-rowindex': index + 2,
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
              own.onKeyDown?.(event);
              if (event.defaultPrevented || event.target !== event.currentTarget) return;
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                focusRow(index + (event.key === 'ArrowDown' ? 1 : -1));
              }
            },
          } as HTMLAttributes<HTMLElement>;
        }}
      />
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `props` stands for everything taken from it
    [props, drawn, firstIndex, focusRow],
  );

  return (
    <div ref={wrapperRef} className="virtual-table">
      <FrameContext.Provider value={frame}>
        <MeasureContext.Provider value={virtualizer.measureElement}>{table}</MeasureContext.Provider>
      </FrameContext.Provider>
    </div>
  );
}
