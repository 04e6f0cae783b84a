import { createContext, useContext, useState, type ReactNode } from 'react';
import { useDrawnAsFirstPaint } from '../home-first-paint/drawn-as-first-paint.context';

const ReportRowsWaitingContext = createContext<(waiting: boolean) => void>(() => undefined);
const RowsWaitingContext = createContext(false);

/**
 * A list's region (the worklist's encounters, a day's patients, the appointments, the patients): busy while its page
 * loads and while its table has not yet drawn what it holds. The table draws its frame and then its rows each after the
 * browser's paint (VirtualTable, issue 15), so a page may have arrived a frame or two before its rows are on the page:
 * assistive tools, and the end-to-end tests, take the list as ready only once they are; and the paging footer waits
 * with them, so that it is not drawn under an empty table and then pushed away by the rows.
 */
export function ListSection({ label, loading, children }: { label: string; loading: boolean; children: ReactNode }) {
  const [waiting, setWaiting] = useState(false);
  // Drawn as the page's first paint, the list is not the screen's yet: busy until the screen's own replaces it.
  const painted = useDrawnAsFirstPaint();
  return (
    <section aria-label={label} aria-busy={painted || loading || waiting}>
      <ReportRowsWaitingContext.Provider value={setWaiting}>
        <RowsWaitingContext.Provider value={waiting}>{children}</RowsWaitingContext.Provider>
      </ReportRowsWaitingContext.Provider>
    </section>
  );
}

/** For the table inside a ListSection: tells it whether the rows it holds are still to be drawn. */
export const useReportRowsWaiting = (): ((waiting: boolean) => void) => useContext(ReportRowsWaitingContext);

/** Whether the table of the ListSection around has rows still to draw. */
export const useRowsWaiting = (): boolean => useContext(RowsWaitingContext);
