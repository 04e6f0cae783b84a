import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RemoteProviders } from 'shared-kit/ui';
import { MESSAGES, type Role } from 'shared-kit/domain';
import { mockError, type MockHttpClient } from 'shared-kit/mock';
import { NO_COUNTS, REVIEW_COUNTS, reportsClient } from '../reports.fixtures';
import { stubObjectUrls } from '../shared/test-helpers';
import { WorklistCounts } from './worklist-counts.component';
import { EXCEL_TOOLTIP_DELAY_S } from './worklist-downloads.component';

function setup(role: Role, client: MockHttpClient = reportsClient(), onShown?: () => void) {
  render(
    <RemoteProviders>
      <WorklistCounts role={role} client={client} onShown={onShown} />
    </RemoteProviders>,
  );
  return client;
}

/** The named region once its data is shown (it is there, busy, while loading). */
async function region(name: string): Promise<HTMLElement> {
  const found = await screen.findByRole('region', { name });
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'));
  return found;
}
/** The review counter's text: title, value and suffix. */
const counter = (area: HTMLElement) => within(area).getByText(MESSAGES.reviewed).closest('.ant-statistic')?.textContent;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

jest.setTimeout(60_000);
describe("'Worklist counts' (spec 1 §2.10)", () => {
  it("shows CDI types 'Reviewed' = ready for physician + ready for CDI QA, today's and yesterday's counts, and the counts by code", async () => {
    setup('CDI_QA_MANAGER');
    const today = await region('Reviews worked today and yesterday');
    // TODAY_YESTERDAY: today CDI QA 2 + physician 3; yesterday CDI QA 10 + physician 3.
    expect(counter(today)).toBe('Reviewed5today');
    expect(within(today).getByText('Yesterday: 13')).toBeInTheDocument();
    const rows = within(today).getAllByRole('row').slice(1).map(cells);
    expect(rows).toEqual([
      ['Open', '1', '1'],
      ['Ready for CDI QA', '2', '10'],
      ['Ready for Physician', '3', '3'],
      ['Ready for Coder', '4', '4'],
      ['Ready for Coder QA', '5', '5'],
      ['Completed', '6', '20'],
    ]);
    const byCode = await region('Worklist by review code');
    const codeRows = within(byCode).getAllByRole('row').slice(1).map(cells);
    expect(codeRows).toHaveLength(REVIEW_COUNTS.length);
    expect(codeRows[0]).toEqual(['Open', '11']);
    expect(codeRows[6]).toEqual(['Completed', '77']);
    // The chart is named for assistive technology; the table above is its alternative.
    expect(within(byCode).getByRole('img', { name: /Bar chart of reviews by review code/ })).toBeInTheDocument();
  });

  it('draws nothing of the tab until both counts have answered, then all of it at once, and tells the page (issue 15)', async () => {
    // Drawn one by one, each part pushed the next down as it arrived, and the page's huddle section under them.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const onShown = jest.fn();
    const client = setup('CDI', reportsClient({ 'GET /api/review/counts': () => held.then(() => REVIEW_COUNTS) }), onShown);
    // The mock client lists a request once it has answered it: the other count is in.
    await waitFor(() => expect(client.calls.map((call) => call.path)).toContain('/api/dashboard/review/count'));
    await act(async () => undefined);
    expect(screen.getByRole('region', { name: MESSAGES.worklistCounts })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('region', { name: 'Reviews worked today and yesterday' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Worklist downloads' })).not.toBeInTheDocument();
    expect(onShown).not.toHaveBeenCalled();
    await act(async () => release());
    await region('Reviews worked today and yesterday');
    expect(await region('Worklist by review code')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Worklist downloads' })).toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it("shows coders 'Reviewed' = completed + ready for coder QA, and clinical admins no counter", async () => {
    setup('CODER');
    const today = await region('Reviews worked today and yesterday');
    expect(counter(today)).toBe('Reviewed11today');
    expect(within(today).getByText('Yesterday: 25')).toBeInTheDocument();
  });

  it('shows no counter to a clinical admin, only the counts', async () => {
    setup('CLINICAL_ADMIN');
    const today = await region('Reviews worked today and yesterday');
    expect(within(today).queryByText(MESSAGES.reviewed)).not.toBeInTheDocument();
    expect(within(today).getAllByRole('row')).toHaveLength(7);
  });

  it("says 'Sorry, no counts yet today' when nothing was worked today", async () => {
    setup('CDI', reportsClient({ 'GET /api/dashboard/review/count': { today: NO_COUNTS, yesterday: NO_COUNTS } }));
    expect(await screen.findByText(MESSAGES.noCountsToday)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.reviewed)).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry, which asks again', async () => {
    let calls = 0;
    const client = setup(
      'CDI',
      reportsClient({ 'GET /api/review/counts': () => (++calls === 1 ? mockError(500, 'INTERNAL_ERROR', 'boom') : REVIEW_COUNTS) }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    // The other part stays while this one is asked for again.
    expect(screen.getByRole('region', { name: 'Reviews worked today and yesterday' })).toBeInTheDocument();
    expect(await region('Worklist by review code')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(client.calls.filter((c) => c.path === '/api/review/counts')).toHaveLength(2);
  });

  it('downloads cdi-worklist.xlsx and coder-worklist.xlsx through the API, with the Excel tooltip after 500 ms', async () => {
    expect(EXCEL_TOOLTIP_DELAY_S).toBe(0.5);
    const urls = stubObjectUrls();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const client = setup('CODER');
      fireEvent.click(await screen.findByRole('button', { name: 'CDI worklist (Excel)' }));
      await waitFor(() => expect(saved).toEqual(['cdi-worklist.xlsx']));
      fireEvent.click(screen.getByRole('button', { name: 'Coder worklist (Excel)' }));
      await waitFor(() => expect(saved).toEqual(['cdi-worklist.xlsx', 'coder-worklist.xlsx']));
      expect(client.calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/api/report/worklist/client/cdi', '/api/report/worklist/client/coder']));
      expect(urls.created).toHaveLength(2);

      jest.useFakeTimers();
      fireEvent.mouseEnter(screen.getByRole('button', { name: 'CDI worklist (Excel)' }));
      act(() => jest.advanceTimersByTime(400));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Download the CDI worklist as cdi-worklist.xlsx');
    } finally {
      jest.useRealTimers();
      click.mockRestore();
      urls.restore();
    }
  });

  it('says when a download fails', async () => {
    setup('CDI', reportsClient({ 'GET /api/report/worklist/client/cdi': mockError(500, 'INTERNAL_ERROR', 'boom') }));
    fireEvent.click(await screen.findByRole('button', { name: 'CDI worklist (Excel)' }));
    expect(await screen.findByText('The file could not be downloaded. Please try again.')).toBeInTheDocument();
  });
});
