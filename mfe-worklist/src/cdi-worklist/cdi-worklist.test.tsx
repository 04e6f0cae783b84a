import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CDI_WORKLIST_VIEWS, type EncounterListRow, type Role } from 'shared-kit';
import { chooseOption, createMockSession } from 'shared-kit/mock';
import { encounterRow, encounterSearches, worklistClient } from '../worklist/worklist.fixtures';
import { expectLastSearch, lastSearch, renderCdiWorklist, typeDate, typeFilter } from '../worklist/worklist.test-helpers';

const setup = (role: Role = 'CDI', client = worklistClient([encounterRow(1)])) => renderCdiWorklist(client, createMockSession(role));

const VIEW_NAMES = ['Worklist', 'Open', 'CDI Review Request', 'Ready for CDI QA', 'Ready for Physician', 'Locked', 'Cancelled'];
const PLACEHOLDERS = [
  'MRN',
  'First Name',
  'Last Name',
  'Appointment Date',
  'Date of Birth',
  'Practice',
  'Visit Type',
  'Practitioner',
  'Region',
  'Potential Opportunities',
  'Specialty',
];


// antd's Table and Select are slow in jsdom; on a busy 2-core machine one screen test can take tens of seconds.
jest.setTimeout(90_000);
describe('CDI worklist', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the seven CDI views by their names, Worklist first and selected', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: 'CDI Worklist' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(VIEW_NAMES);
    expect(screen.getByRole('tab', { name: 'Worklist' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Last1, First1')).toBeInTheDocument();
  });

  it('asks for its rows first; the filter choices load once the first page has answered (issue 15)', async () => {
    const referencePaths = ['/api/organization', '/api/appointment/types', '/api/practitioner/search', '/api/region'];
    const referenceCalls = () => client.calls.filter((call) => referencePaths.includes(call.path)).map((call) => call.path);
    let answer: ((rows: EncounterListRow[]) => void) | null = null;
    // The first search answers when the test says so, later ones at once.
    const client = worklistClient(() => (answer ? [encounterRow(2)] : new Promise<EncounterListRow[]>((resolve) => (answer = resolve))));
    await setup('CDI', client);
    await waitFor(() => expect(answer).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(referenceCalls()).toEqual([]);
    answer!([encounterRow(1)]);
    expect(await screen.findByText('Last1, First1')).toBeInTheDocument();
    await waitFor(() => expect(referenceCalls().sort()).toEqual([...referencePaths].sort()));
    // A later search (another view) does not load them again.
    await userEvent.click(screen.getByRole('tab', { name: 'Open' }));
    await waitFor(() => expect(encounterSearches(client)).toHaveLength(2));
    expect(referenceCalls()).toHaveLength(referencePaths.length);
  });

  it('sends each view under the view key', async () => {
    const { client } = await setup();
    await expectLastSearch(client, { view: 'WORKLIST', patientStatus: 'ACTIVE', sort: 'start asc', limit: '50', offset: '0' });
    for (const [index, name] of VIEW_NAMES.entries()) {
      if (index === 0) continue;
      await userEvent.click(screen.getByRole('tab', { name }));
      await expectLastSearch(client, { view: CDI_WORKLIST_VIEWS[index] ?? '' });
    }
    expect(encounterSearches(client).map((call) => call.query.view)).toEqual([...CDI_WORKLIST_VIEWS]);
  });

  it('has exactly the filter placeholders of the spec, each control named for screen readers', async () => {
    await setup();
    const filters = screen.getByRole('region', { name: 'Filters' });
    // Text and date inputs carry a placeholder attribute; antd selects render theirs as text.
    const placeholders = Array.from(filters.querySelectorAll('[placeholder], .ant-select-placeholder')).map(
      (el) => el.getAttribute('placeholder') ?? el.textContent,
    );
    expect(placeholders).toEqual(PLACEHOLDERS);
    for (const name of PLACEHOLDERS) expect(within(filters).getByLabelText(name)).toBeInTheDocument();
    expect(within(filters).getByRole('switch', { name: 'NLP Encounters Only' })).not.toBeChecked();
  });

  it('offers the four potential opportunity counts', async () => {
    await setup();
    await userEvent.click(screen.getByRole('combobox', { name: 'Potential Opportunities' }));
    for (const label of ['1 Potential Opportunity', '2 Potential Opportunities', '3 Potential Opportunities', '4+ Potential Opportunities']) {
      expect(await screen.findByTitle(label)).toBeInTheDocument();
    }
  });

  it('sends the text and date filters, normalised, under their query keys', async () => {
    const { client } = await setup();
    await screen.findByText('Last1, First1');
    await typeFilter('MRN', ' MRN-7 ');
    await typeFilter('First Name', 'Jo%hn');
    await typeFilter('Last Name', 'Smi');
    await typeDate('Appointment Date', '3/4/2026');
    await typeDate('Date of Birth', '1/2/1950');
    await userEvent.click(screen.getByRole('switch', { name: 'NLP Encounters Only' }));
    await waitFor(() =>
      expect(lastSearch(client)).toEqual({
        view: 'WORKLIST',
        patientStatus: 'ACTIVE',
        mrn: 'MRN-7',
        firstName: 'John%',
        lastName: 'Smi%',
        start: '2026-03-04',
        birthDate: '1950-01-02',
        nlpConditionCount: '1',
        limit: '50',
        offset: '0',
        sort: 'start asc',
      }),
    );
  }, 90_000);

  it('sends the chosen practice, visit type, practitioner, region, opportunities and specialty', async () => {
    const { client } = await setup();
    await screen.findByText('Last1, First1');
    await chooseOption('Practice', 'Alpha Care');
    await chooseOption('Visit Type', 'Annual Wellness');
    await chooseOption('Practitioner', 'Chan, Bo');
    await chooseOption('Region', 'NORTH EAST');
    await chooseOption('Potential Opportunities', '4+ Potential Opportunities');
    await chooseOption('Specialty', 'Behavioral Health');
    await waitFor(() =>
      expect(lastSearch(client)).toEqual({
        view: 'WORKLIST',
        patientStatus: 'ACTIVE',
        patientOrgId: '1',
        appointmentType: '(Annual Wellness)',
        practitionerId: '13',
        patientRegion: 'NORTH_EAST',
        potentialConditionCount: '4+',
        specialty: '(Behavioral Health)',
        limit: '50',
        offset: '0',
        sort: 'start asc',
      }),
    );
  }, 90_000);

  it("offers the user's assigned regions instead of fetching them", async () => {
    const session = createMockSession('CDI', { userProperties: [{ propertyKey: 'USER_REGION_FILTER', propertyValue: 'SOUTH_WEST, MID_WEST' }] });
    const client = worklistClient([encounterRow(1)]);
    await renderCdiWorklist(client, session);
    await screen.findByText('Last1, First1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    expect(await screen.findByTitle('MID WEST')).toBeInTheDocument();
    expect(screen.queryByTitle('NORTH EAST')).not.toBeInTheDocument();
    expect(client.calls.map((call) => call.path)).not.toContain('/api/region');
  });

  it("searches within the user's own regions, practices and offshore filter until they choose one (spec 1 §3 defaults)", async () => {
    const session = createMockSession('CDI', {
      userProperties: [
        { propertyKey: 'USER_REGION_FILTER', propertyValue: 'SOUTH_WEST, MID_WEST' },
        { propertyKey: 'USER_PATIENT_ORG_FILTER', propertyValue: '2' },
        { propertyKey: 'USER_OFFSHORE_FILTER', propertyValue: 'ONSHORE' },
      ],
    });
    const client = worklistClient([encounterRow(1)]);
    await renderCdiWorklist(client, session);
    await expectLastSearch(client, { patientRegion: 'SOUTH_WEST,MID_WEST', patientOrgId: '2', onOffShore: 'ONSHORE' });
    // Only the user's own practices are offered.
    await userEvent.click(screen.getByRole('combobox', { name: 'Practice' }));
    expect(await screen.findByTitle('Zeta Clinic')).toBeInTheDocument();
    expect(screen.queryByTitle('Alpha Care')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Zeta Clinic'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByTitle('MID WEST'));
    // A choice narrows within the defaults; the offshore filter stays.
    await expectLastSearch(client, { patientRegion: 'MID_WEST', patientOrgId: '2', onOffShore: 'ONSHORE' });
  }, 90_000);

  it('lists only active practices, sorted by name', async () => {
    await setup();
    await userEvent.click(screen.getByRole('combobox', { name: 'Practice' }));
    const options = await screen.findAllByTitle(/Care|Clinic|Practice/);
    expect(options.map((option) => option.getAttribute('title'))).toEqual(['Alpha Care', 'Zeta Clinic']);
  });

  it('applies a typed name only on Enter, not per keystroke', async () => {
    const { client } = await setup();
    await screen.findByText('Last1, First1');
    const before = encounterSearches(client).length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Smith');
    expect(encounterSearches(client)).toHaveLength(before);
    await userEvent.keyboard('{Enter}');
    await expectLastSearch(client, { lastName: 'Smith%' });
  });

  it("clears a text filter with the field's clear icon at once", async () => {
    const { client } = await setup();
    await typeFilter('Last Name', 'Smith');
    await expectLastSearch(client, { lastName: 'Smith%' });
    const field = screen.getByRole('textbox', { name: 'Last Name' }).closest('.ant-input-affix-wrapper');
    if (!(field instanceof HTMLElement)) throw new Error('no Last Name field');
    await userEvent.click(within(field).getByRole('button'));
    await waitFor(() => expect(lastSearch(client)).not.toHaveProperty('lastName'));
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('');
  });

  it('restores the saved view and filters on the next visit, and Clear Filters empties them', async () => {
    const first = await setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Ready for CDI QA' }));
    await typeFilter('Last Name', 'Smith');
    await chooseOption('Specialty', 'Cardiology');
    await expectLastSearch(first.client, { view: 'READY_FOR_CDI_QA', lastName: 'Smith%', specialty: 'Cardiology' });
    first.view.unmount();

    const second = await setup('CDI', worklistClient([]));
    expect(screen.getByRole('tab', { name: 'Ready for CDI QA' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Smith');
    await expectLastSearch(second.client, { view: 'READY_FOR_CDI_QA', lastName: 'Smith%', specialty: 'Cardiology' });
    expect(encounterSearches(second.client)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastSearch(second.client)).not.toHaveProperty('lastName'));
    expect(lastSearch(second.client)).not.toHaveProperty('specialty');
    expect(lastSearch(second.client)).toMatchObject({ view: 'READY_FOR_CDI_QA' });
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('');
  });

  it('keeps saved filters per user', async () => {
    const cdi = await setup('CDI');
    await typeFilter('MRN', 'A1');
    await expectLastSearch(cdi.client, { mrn: 'A1' });
    cdi.view.unmount();
    const qa = await setup('CDI_QA_MANAGER', worklistClient([]));
    await waitFor(() => expect(encounterSearches(qa.client)).toHaveLength(1));
    expect(lastSearch(qa.client)).not.toHaveProperty('mrn');
  });

  it('searches the restricted path for CDI_RESTRICTED users', async () => {
    const { client } = await setup('CDI_RESTRICTED');
    expect(await screen.findByText('Last1, First1')).toBeInTheDocument();
    expect(encounterSearches(client).map((call) => call.path)).toEqual(['/api/restricted/encounter']);
  });
});
