import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_PAGE_COUNT, PAGE_SIZE, type EncounterListRow } from 'shared-kit';
import { createMockSession, mockError, type MockRequest } from 'shared-kit/mock';
import { LOCK_COLOURS } from '../encounter-table/row-indicators.component';
import { activeLock, encounterRow, encounterSearches, rowsFrom, worklistClient } from './worklist.fixtures';
import { expectLastSearch, expectLoadedRows, renderCdiWorklist, scrollToEnd } from './worklist.test-helpers';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
};
/** Pages of PAGE_SIZE rows, numbered by offset, for as long as asked. */
const fullPages = ({ query }: MockRequest): EncounterListRow[] => rowsFrom(Number(query.offset) + 1, PAGE_SIZE);


// antd's Table and Select are slow in jsdom; on a busy 2-core machine one screen test can take tens of seconds.
jest.setTimeout(90_000);
describe('worklist table', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the row: appointment, patient, MRNs one per line, DOB, practitioner, visit type and open HCC count', async () => {
    await renderCdiWorklist(worklistClient([encounterRow(1, { openHccCount: 7, patient: { ...encounterRow(1).patient, mrn: 'A1; B2' } })]));
    await screen.findByText('Last1, First1');
    const row = within(rowOf('Last1, First1'));
    expect(row.getByText('3/4/2026 9:30 AM')).toBeInTheDocument();
    expect(row.getByText('A1')).toBeInTheDocument();
    expect(row.getByText('B2')).toBeInTheDocument();
    expect(row.getByText('1/2/1950')).toBeInTheDocument();
    expect(row.getByText('Lee, Ann')).toBeInTheDocument();
    expect(row.getByText('Annual Wellness')).toBeInTheDocument();
    expect(row.getByText('7')).toBeInTheDocument();
  });

  it('shows the review badge letters of the review code', async () => {
    await renderCdiWorklist(
      worklistClient([
        encounterRow(1, { review: { reviewCode: 'OPEN', queryStatusCode: null } }),
        encounterRow(2, { review: { reviewCode: 'READY_FOR_CDI_QA', queryStatusCode: null } }),
        encounterRow(3, { review: { reviewCode: 'READY_FOR_CODER_QA', queryStatusCode: null } }),
        encounterRow(4, { review: null }),
      ]),
    );
    await screen.findByText('Last1, First1');
    expect(within(rowOf('Last1, First1')).getByRole('img', { name: 'Review Open' })).toHaveTextContent('O');
    expect(within(rowOf('Last2, First2')).getByRole('img', { name: 'Review Ready for CDI QA' })).toHaveTextContent('CDQ');
    expect(within(rowOf('Last3, First3')).getByRole('img', { name: 'Review Ready for Coder QA' })).toHaveTextContent('COQ');
    expect(within(rowOf('Last4, First4')).queryByRole('img', { name: /^Review/ })).not.toBeInTheDocument();
  });

  it("shows an active lock green when it is the user's, black otherwise, with 'Locked for {user}, {date time}'", async () => {
    await renderCdiWorklist(
      worklistClient([
        encounterRow(1, { lock: activeLock(1, 'cdi') }),
        encounterRow(2, { lock: activeLock(2, 'cdiqa', '2026-03-05T08:00:00') }),
        encounterRow(3, { lock: { ...activeLock(2, 'cdiqa'), statusCode: 'DISABLED' } }),
      ]),
    );
    await screen.findByText('Last1, First1');
    const mine = screen.getByRole('img', { name: 'Locked for cdi, 3/3/2026 2:05 PM' });
    expect(mine).toHaveStyle({ color: LOCK_COLOURS.mine });
    expect(screen.getByRole('img', { name: 'Locked for cdiqa, 3/5/2026 8:00 AM' })).toHaveStyle({ color: LOCK_COLOURS.other });
    expect(within(rowOf('Last3, First3')).queryByRole('img', { name: /^Locked for/ })).not.toBeInTheDocument();
    await userEvent.hover(mine);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Locked for cdi, 3/3/2026 2:05 PM');
  });

  it('marks a Same Day Encounter when the ingest date falls on the day of the start', async () => {
    await renderCdiWorklist(worklistClient([encounterRow(1, { ingestDate: '2026-03-04T07:00:00' }), encounterRow(2)]));
    await screen.findByText('Last1, First1');
    expect(within(rowOf('Last1, First1')).getByRole('img', { name: 'Same Day Encounter' })).toBeInTheDocument();
    expect(within(rowOf('Last2, First2')).queryByRole('img', { name: 'Same Day Encounter' })).not.toBeInTheDocument();
    await userEvent.hover(within(rowOf('Last1, First1')).getByRole('img', { name: 'Same Day Encounter' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Same Day Encounter');
  });

  it("marks in red a coder query outstanding longer than the user's configured hours", async () => {
    const rows = [encounterRow(1, { coderQueryOutstandingDate: hoursAgo(30) }), encounterRow(2, { coderQueryOutstandingDate: hoursAgo(2) })];
    await renderCdiWorklist(worklistClient(rows));
    await screen.findByText('Last1, First1');
    expect(within(rowOf('Last1, First1')).getByRole('img', { name: 'Coder query outstanding for more than 24 hours' })).toBeInTheDocument();
    expect(within(rowOf('Last2, First2')).queryByRole('img', { name: /Coder query outstanding/ })).not.toBeInTheDocument();
  });

  it('uses the user property for the coder query hours', async () => {
    const session = createMockSession('CDI', { userProperties: [{ propertyKey: 'USER_CODER_QUERY_HOURS', propertyValue: '48' }] });
    await renderCdiWorklist(worklistClient([encounterRow(1, { coderQueryOutstandingDate: hoursAgo(30) }), encounterRow(2, { coderQueryOutstandingDate: hoursAgo(50) })]), session);
    await screen.findByText('Last1, First1');
    expect(within(rowOf('Last1, First1')).queryByRole('img', { name: /Coder query outstanding/ })).not.toBeInTheDocument();
    expect(within(rowOf('Last2, First2')).getByRole('img', { name: 'Coder query outstanding for more than 48 hours' })).toBeInTheDocument();
  });

  it('strikes cancelled encounters through', async () => {
    await renderCdiWorklist(worklistClient([encounterRow(1, { status: 'CANCELLED' }), encounterRow(2)]));
    await screen.findByText('Last1, First1');
    expect(rowOf('Last1, First1')).toHaveStyle({ textDecoration: 'line-through' });
    expect(rowOf('Last2, First2')).not.toHaveStyle({ textDecoration: 'line-through' });
  });

  it('opens the encounter on click, in a new tab on Ctrl-click or Cmd-click, and on Enter', async () => {
    const { props } = await renderCdiWorklist(worklistClient([encounterRow(41), encounterRow(42)]));
    await screen.findByText('Last41, First41');
    await userEvent.click(screen.getByText('Last41, First41'));
    fireEvent.click(screen.getByText('Last42, First42'), { ctrlKey: true });
    fireEvent.click(screen.getByText('Last42, First42'), { metaKey: true });
    rowOf('Last41, First41').focus();
    await userEvent.keyboard('{Enter}');
    expect(props.calls).toEqual([
      { name: 'navigate', to: '/auth/encounter/detail/41', options: undefined },
      { name: 'navigate', to: '/auth/encounter/detail/42', options: { newTab: true } },
      { name: 'navigate', to: '/auth/encounter/detail/42', options: { newTab: true } },
      { name: 'navigate', to: '/auth/encounter/detail/41', options: undefined },
    ]);
  });

  it('toggles the sort on header clicks; openHccCount sorts desc first', async () => {
    const { client } = await renderCdiWorklist(worklistClient([encounterRow(1)]));
    await expectLastSearch(client, { sort: 'start asc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Appointment' }));
    await expectLastSearch(client, { sort: 'start desc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Appointment' }));
    await expectLastSearch(client, { sort: 'start asc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Open HCCs' }));
    await expectLastSearch(client, { sort: 'openHccCount desc' });
    expect(screen.getByRole('columnheader', { name: 'Open HCCs' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('columnheader', { name: 'Open HCCs' }));
    await expectLastSearch(client, { sort: 'openHccCount asc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Patient' }));
    await expectLastSearch(client, { sort: 'lastName asc' });
  });

  it('loads one page at a time with Load More Records while the last page was full', async () => {
    const { client } = await renderCdiWorklist(worklistClient(({ query }) => (Number(query.offset) === 0 ? fullPages({ query } as MockRequest) : rowsFrom(51, 3))));
    await screen.findByText('Last1, First1');
    await expectLoadedRows(PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Records' }));
    await expectLoadedRows(PAGE_SIZE + 3);
    scrollToEnd();
    expect(await screen.findByText('Last53, First53')).toBeInTheDocument();
    expect(encounterSearches(client).map((call) => call.query.offset)).toEqual(['0', String(PAGE_SIZE)]);
    expect(screen.queryByRole('button', { name: 'Load More Records' })).not.toBeInTheDocument();
    expect(screen.queryByText('To View Additional Records, Please Refine Your Search')).not.toBeInTheDocument();
  });

  it('asks to refine the search once the maximum page count is loaded', async () => {
    const { client } = await renderCdiWorklist(worklistClient(fullPages));
    await screen.findByText('Last1, First1');
    for (let page = 1; page < MAX_PAGE_COUNT; page += 1) {
      await userEvent.click(await screen.findByRole('button', { name: 'Load More Records' }));
      await expectLoadedRows((page + 1) * PAGE_SIZE);
    }
    expect(await screen.findByText('To View Additional Records, Please Refine Your Search')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Records' })).not.toBeInTheDocument();
    expect(encounterSearches(client)).toHaveLength(MAX_PAGE_COUNT);
  }, 120_000);

  it('says so when no encounter matches', async () => {
    await renderCdiWorklist(worklistClient([]));
    expect(await screen.findByText('No encounters match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Records' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry instead of a blank table', async () => {
    const client = worklistClient(() => mockError(500, 'INTERNAL', 'Database unavailable'));
    await renderCdiWorklist(client);
    expect(await screen.findByRole('alert')).toHaveTextContent('The encounters could not be loaded: Database unavailable');
    expect(screen.queryByText('No encounters match these filters.')).not.toBeInTheDocument();
    client.setRoute('GET /api/encounter', [encounterRow(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Last1, First1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows loading while the first page is on its way', async () => {
    const pending: { answer?: (rows: EncounterListRow[]) => void } = {};
    await renderCdiWorklist(worklistClient(() => new Promise<EncounterListRow[]>((resolve) => (pending.answer = resolve))));
    expect(screen.getByRole('region', { name: 'Encounters' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading encounters')).toBeInTheDocument();
    await waitFor(() => expect(pending.answer).toBeDefined());
    pending.answer?.([encounterRow(1)]);
    expect(await screen.findByText('Last1, First1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Encounters' })).toHaveAttribute('aria-busy', 'false');
  });
});
