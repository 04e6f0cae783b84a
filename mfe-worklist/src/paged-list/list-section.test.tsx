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
});
