import { render, screen } from '@testing-library/react';
import { paintFrames, recordStates } from '../drawn-after-paint.test-helpers';
import { MESSAGES } from 'shared-kit';
import { ListSection } from './list-section.component';
import { PagingFooter } from './paged-list-states.component';
import { VirtualTable } from '../encounter-table/virtual-table.component';

interface Row {
  id: number;
  name: string;
}
const ROWS: Row[] = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

function renderList(rows: Row[], loading = false) {
  return render(
    <ListSection label="Things" loading={loading}>
      <VirtualTable<Row> aria-label="Things" rows={rows} rowKey={(row) => row.id} columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} locale={{ emptyText: 'Nothing here' }} />
      <PagingFooter paging={rows.length > 0 ? 'more' : 'end'} onLoadMore={() => undefined} />
    </ListSection>,
  );
}

// The list's region says it is busy until what it holds is on the page: its table draws its rows a frame or two after
// the page has arrived (issue 15), and assistive tools and the end-to-end tests take "not busy" as "shown".
describe('a list section', () => {
  const state = () => {
    const region = document.querySelector('section');
    if (!region) return 'none';
    const rows = document.querySelector('tbody tr[data-index]') ? 'rows' : screen.queryByText('Nothing here') ? 'empty text' : 'nothing';
    const footer = screen.queryByRole('button', { name: MESSAGES.loadMoreRecords }) ? ', Load More' : '';
    return `busy ${region.getAttribute('aria-busy')}, ${rows}${footer}`;
  };

  it('is busy until its table has drawn the rows it holds, and shows its paging footer with them', async () => {
    const record = recordStates(state);
    try {
      renderList(ROWS);
      await paintFrames();
    } finally {
      record.stop();
    }
    // The paging footer waits with the rows: drawn under the empty frame, the rows would push it away.
    expect(record.states).toEqual(['none', 'busy true, nothing', 'busy false, rows, Load More']);
    expect(screen.getByRole('region', { name: 'Things' })).toHaveAttribute('aria-busy', 'false');
  });

  it('is busy until an empty list shows its empty text, and while a page loads', async () => {
    const record = recordStates(state);
    try {
      const { rerender } = renderList([]);
      await paintFrames();
      rerender(
        <ListSection label="Things" loading>
          <VirtualTable<Row> aria-label="Things" rows={[]} rowKey={(row) => row.id} columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} locale={{ emptyText: 'Nothing here' }} />
        </ListSection>,
      );
    } finally {
      record.stop();
    }
    expect(record.states).toEqual(['none', 'busy true, nothing', 'busy false, empty text', 'busy true, empty text']);
  });

  // The home drawn by the platform server with its rows (home-render.tsx), kept past the remote's mount (first-answer.ts):
  // the list's own rows replace it in one commit, never an empty or loading list between.
  it("takes the home's kept first paint off the page in the commit that draws its own rows, not before", async () => {
    const paint = document.createElement('div');
    paint.setAttribute('data-first-paint', 'mfe_worklist');
    paint.setAttribute('data-first-paint-kept', '');
    paint.innerHTML = '<div inert><table><tbody><tr><td>Row 1</td></tr></tbody></table></div>';
    document.body.appendChild(paint);
    const withPaint = () => `${paint.isConnected ? 'paint, ' : ''}${state()}`;
    const record = recordStates(withPaint);
    try {
      const { rerender } = render(
        <ListSection label="Things" loading>
          <VirtualTable<Row> aria-label="Things" rows={[]} loading rowKey={(row) => row.id} columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} locale={{ emptyText: ' ' }} />
        </ListSection>,
      );
      await paintFrames();
      expect(paint.isConnected).toBe(true);
      rerender(
        <ListSection label="Things" loading={false}>
          <VirtualTable<Row> aria-label="Things" rows={ROWS} rowKey={(row) => row.id} columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} locale={{ emptyText: 'Nothing here' }} />
          <PagingFooter paging="more" onLoadMore={() => undefined} />
        </ListSection>,
      );
      await paintFrames();
    } finally {
      record.stop();
      paint.remove();
    }
    expect(record.states).toEqual(['paint, none', 'paint, busy true, nothing', 'busy false, rows, Load More']);
  });
});
