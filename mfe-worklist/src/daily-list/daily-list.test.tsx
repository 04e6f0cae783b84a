import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE, type EncounterListRow, type Role, type SessionUser } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { addDays, isoDay } from 'shared-kit/domain';
import { createMockRemoteProps, createMockSession, type MockHttpClient, type MockRequest, mockRoute, mockUserUpdate, chooseOption } from 'shared-kit/mock';
import { encounterRow, encounterSearches, rowsFrom, worklistClient } from '../worklist/worklist.fixtures';
import { expectLastSearch, expectLoadedRows, lastSearch } from '../worklist/worklist.test-helpers';
import { DailyList } from './daily-list.component';
import { DAILY_ROW_COLOURS } from './daily-list-table.component';

const ANN = { id: 12, firstName: 'Ann', lastName: 'Lee', statusCode: 'ACTIVE', orgId: 1 };

function setup(role: Role, client: MockHttpClient, date?: string, overrides: Partial<SessionUser> = {}) {
  const session = createMockSession(role, overrides);
  const props = createMockRemoteProps({ session, route: mockRoute(date ? `/auth/home/${date}` : '/auth/home') });
  render(
    <RemoteProviders>
      <DailyList {...props} client={client} />
    </RemoteProviders>,
  );
  return props;
}

const physicianClient = (rows: EncounterListRow[], mine: unknown[] = [ANN]) =>
  worklistClient(rows, { 'GET /api/user/practitioner': mine, 'PUT /api/user/:id/update': mockUserUpdate() });
const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
};
/** The bodies of the saved-filter PUTs the client answered. */
const savedFilters = (client: MockHttpClient) => client.calls.filter((call) => call.method === 'PUT').map((call) => call.body);
const header = (name: string) => screen.getByRole('columnheader', { name });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

// antd's Table and Select are slow in jsdom; on a busy 2-core machine one screen test can take tens of seconds.
jest.setTimeout(90_000);
describe('daily lists (spec 1 §2.5, §2.6)', () => {
  beforeEach(() => window.localStorage.clear());

  it("asks for the physician's practitioner's day, start asc with one extra row, and does not colour another day", async () => {
    const today = isoDay(new Date());
    const yesterday = addDays(today, -1);
    const client = physicianClient([encounterRow(1)]);
    setup('PHYSICIAN', client, yesterday);
    expect(screen.getByRole('heading', { name: "Yesterday's Patients" })).toBeInTheDocument();
    // While the practitioner is asked for, the list is busy, not empty.
    expect(screen.getByRole('region', { name: 'Patients' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No patients are scheduled for this day.')).not.toBeInTheDocument();
    await screen.findByText('Last1, First1');
    expect(screen.getByText('Patients of Lee, Ann')).toBeInTheDocument();
    await expectLastSearch(client, { start: yesterday, practitionerId: '12', patientStatus: 'ACTIVE', sort: 'start asc', limit: String(PAGE_SIZE + 1), offset: '0' });
    expect(rowOf('Last1, First1')).not.toHaveAttribute('data-timing');
  });

  it('colours today by the 30-minute rule and opens a row, Ctrl-click in a new tab', async () => {
    const client = physicianClient([
      encounterRow(1, { start: minutesFromNow(-120) }),
      encounterRow(2, { start: minutesFromNow(10) }),
      encounterRow(3, { start: minutesFromNow(120) }),
    ]);
    const props = setup('PHYSICIAN', client);
    expect(screen.getByRole('heading', { name: "Today's Patients" })).toBeInTheDocument();
    await screen.findByText('Last1, First1');
    expect(rowOf('Last1, First1')).toHaveAttribute('data-timing', 'past');
    expect(rowOf('Last2, First2')).toHaveAttribute('data-timing', 'current');
    expect(rowOf('Last3, First3')).toHaveAttribute('data-timing', 'future');
    expect(within(rowOf('Last2, First2')).getByText('Now')).toBeInTheDocument();
    expect(within(rowOf('Last1, First1')).queryByText('Now')).not.toBeInTheDocument();
    expect(rowOf('Last1, First1').querySelector('td')).toHaveStyle({ background: DAILY_ROW_COLOURS.past });

    fireEvent.click(screen.getByText('Last2, First2'));
    fireEvent.click(screen.getByText('Last3, First3'), { ctrlKey: true });
    expect(props.calls).toEqual([
      { name: 'navigate', to: '/auth/encounter/detail/2', options: undefined },
      { name: 'navigate', to: '/auth/encounter/detail/3', options: { newTab: true } },
    ]);
  });

  it('moves a day back and forth through the date route, today being plain home', async () => {
    const today = isoDay(new Date());
    const props = setup('PHYSICIAN', physicianClient([]), addDays(today, -1));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(props.calls.map((call) => (call.name === 'navigate' ? call.to : call.name))).toEqual([
      `/auth/home/${addDays(today, -2)}`,
      '/auth/home',
      '/auth/home',
    ]);
    expect(await screen.findByText('No patients are scheduled for this day.')).toBeInTheDocument();
  });

  it('tells a physician linked to no practitioner, and searches nothing', async () => {
    const client = physicianClient([encounterRow(1)], []);
    setup('PHYSICIAN', client);
    expect(await screen.findByText(/No practitioner is linked to your account/)).toBeInTheDocument();
    expect(encounterSearches(client)).toHaveLength(0);
  });

  it("lets a clinical admin choose a practitioner ('last, first'), all of them at first", async () => {
    const client = worklistClient([encounterRow(1)], { 'PUT /api/user/:id/update': mockUserUpdate() });
    setup('CLINICAL_ADMIN', client, '2026-03-04');
    expect(screen.getByRole('heading', { name: /^Patients (from|on) 3\/4\/2026$/ })).toBeInTheDocument();
    await screen.findByText('Last1, First1');
    expect(encounterSearches(client).at(-1)?.query).not.toHaveProperty('practitionerId');
    await chooseOption('Practitioner', 'Chan, Bo');
    await expectLastSearch(client, { start: '2026-03-04', practitionerId: '13' });
    await chooseOption('Practitioner', 'All Practitioners');
    await waitFor(() => expect(encounterSearches(client).at(-1)?.query).not.toHaveProperty('practitionerId'));
  });

  it('sorts by header clicks as the worklists do, Open HCCs desc first, and saves the sort with the practitioner', async () => {
    const client = worklistClient([encounterRow(1)], { 'PUT /api/user/:id/update': mockUserUpdate() });
    setup('CLINICAL_ADMIN', client, '2026-03-04');
    await screen.findByText('Last1, First1');
    expect(header('Time')).toHaveAttribute('aria-sort', 'ascending');
    // Columns the server cannot sort by stay plain.
    expect(header('MRN(s)')).not.toHaveAttribute('aria-sort');
    expect(header('Practitioner')).not.toHaveAttribute('aria-sort');

    await userEvent.click(header('Open HCCs'));
    await expectLastSearch(client, { start: '2026-03-04', sort: 'openHccCount desc', offset: '0' });
    await waitFor(() => expect(header('Open HCCs')).toHaveAttribute('aria-sort', 'descending'));
    await userEvent.click(header('Open HCCs'));
    await expectLastSearch(client, { sort: 'openHccCount asc' });
    const firstAsc = [['Patient', 'lastName'], ['DOB', 'birthDate'], ['Visit Type', 'appointmentType'], ['Time', 'start']] as const;
    for (const [name, key] of firstAsc) {
      await userEvent.click(header(name));
      await expectLastSearch(client, { sort: `${key} asc` });
    }
    await userEvent.click(header('Time'));
    await expectLastSearch(client, { sort: 'start desc' });

    await chooseOption('Practitioner', 'Chan, Bo');
    await expectLastSearch(client, { practitionerId: '13', sort: 'start desc' });
    await waitFor(() => expect(savedFilters(client).at(-1)).toEqual({ worklistFilters: { daily: expect.objectContaining({ practitionerId: 13, encounterSort: 'start desc' }) } }));
  });

  it('restores the saved sort and practitioner on the next visit, writing nothing', async () => {
    const client = worklistClient([encounterRow(1)], { 'PUT /api/user/:id/update': mockUserUpdate() });
    const saved = { daily: { practitionerId: 13, encounterSort: 'openHccCount desc', savedAt: '2026-03-01T10:00:00.000Z' } };
    setup('CLINICAL_ADMIN', client, '2026-03-04', { worklistFilters: saved });
    await screen.findByText('Last1, First1');
    expect(lastSearch(client)).toMatchObject({ practitionerId: '13', sort: 'openHccCount desc' });
    expect(header('Open HCCs')).toHaveAttribute('aria-sort', 'descending');
    // A save would write this browser's copy at once.
    expect(window.localStorage.length).toBe(0);
  });

  it("saves a physician's sort, and a sort change starts again at page one", async () => {
    const client = physicianClient([]);
    // One extra row on every page: more always exist.
    client.setRoute('GET /api/encounter', (request: MockRequest) => rowsFrom(Number(request.query.offset) + 1, PAGE_SIZE + 1));
    setup('PHYSICIAN', client, '2026-03-04');
    await screen.findByText('Last1, First1');
    await userEvent.click(screen.getByRole('button', { name: 'Load More Records' }));
    await expectLoadedRows(2 * PAGE_SIZE);
    expect(lastSearch(client)).toMatchObject({ offset: String(PAGE_SIZE), sort: 'start asc' });

    await userEvent.click(header('DOB'));
    await expectLastSearch(client, { practitionerId: '12', sort: 'birthDate asc', offset: '0' });
    await expectLoadedRows(PAGE_SIZE);
    await waitFor(() => expect(savedFilters(client).at(-1)).toEqual({ worklistFilters: { daily: expect.objectContaining({ encounterSort: 'birthDate asc' }) } }));
  });

  // The tests run in UTC. At 08:30Z on 8 March it is already the 8th in UTC but still 10:30 PM on 7 March in
  // Honolulu: a Honolulu tenant's list must follow Honolulu's day and clock, not the runtime's.
  describe("in the tenant's zone (issue 17)", () => {
    const NOW = new Date('2026-03-08T08:30:00Z');
    const honolulu = { timeZone: 'Pacific/Honolulu' };
    // Timers keep running with real time (advanceTimers), so findBy and antd still work; only the clock is set.
    beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    it("titles, searches and colours the tenant's today, with the times on the tenant's clock", async () => {
      const client = physicianClient([
        encounterRow(1, { start: '2026-03-08T08:40:00Z' }), // 10:40 PM in Honolulu: current
        encounterRow(2, { start: '2026-03-08T04:00:00Z' }), // 6:00 PM: past
      ]);
      setup('PHYSICIAN', client, undefined, honolulu);
      expect(screen.getByRole('heading', { name: "Today's Patients" })).toBeInTheDocument();
      await screen.findByText('Last1, First1');
      await expectLastSearch(client, { start: '2026-03-07', practitionerId: '12' });
      expect(rowOf('Last1, First1')).toHaveAttribute('data-timing', 'current');
      expect(rowOf('Last2, First2')).toHaveAttribute('data-timing', 'past');
      expect(within(rowOf('Last1, First1')).getByText('10:40 PM')).toBeInTheDocument();
      expect(within(rowOf('Last2, First2')).getByText('6:00 PM')).toBeInTheDocument();
      expect(header('Time (HST)')).toBeInTheDocument();
    });

    it("names the runtime's today 'Tomorrow' and navigates by the tenant's days", async () => {
      const props = setup('PHYSICIAN', physicianClient([encounterRow(1, { start: '2026-03-08T20:00:00Z' })]), '2026-03-08', honolulu);
      expect(screen.getByRole('heading', { name: "Tomorrow's Patients" })).toBeInTheDocument();
      await screen.findByText('Last1, First1');
      // Not today in Honolulu: not coloured.
      expect(rowOf('Last1, First1')).not.toHaveAttribute('data-timing');
      await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
      await userEvent.click(screen.getByRole('button', { name: 'Today' }));
      expect(props.calls.map((call) => (call.name === 'navigate' ? call.to : call.name))).toEqual(['/auth/home', '/auth/home']);
    });

    it('reads as before with the zone equal to the runtime zone (UTC)', async () => {
      const client = physicianClient([]);
      setup('PHYSICIAN', client, '2026-03-08', { timeZone: 'UTC' });
      expect(screen.getByRole('heading', { name: "Today's Patients" })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
      await expectLastSearch(client, { start: '2026-03-08' });
      expect(header('Time')).toBeInTheDocument();
    });
  });
});
