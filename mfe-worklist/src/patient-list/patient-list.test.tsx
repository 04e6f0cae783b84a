import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextHalfHour, type EncounterListRow, type PatientListRow, type Role, type SessionUser } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockHttpClient, createMockRemoteProps, createMockSession, mockError, mockPatient, mockUserUpdate, type MockRequest, type MockRoutes } from 'shared-kit/mock';
import { encounterRow, REFERENCE_ROUTES } from '../worklist/worklist.fixtures';
import { expectLoadedRows } from '../worklist/worklist.test-helpers';
import { PatientList } from './patient-list.component';

function patientRow(id: number, overrides: Partial<PatientListRow> = {}): PatientListRow {
  return {
    ...mockPatient({ id, firstName: `Pat${id}`, lastName: `Doe${id}`, birthDate: '1950-01-02', mrn: `MRN${id};ALT${id}`, insurance: null }),
    onOffShore: 'ONSHORE',
    nextEncounter: { encounterId: 500 + id, encounterStart: '2026-12-01T15:30:00.000Z', appointmentType: null, practitioner: { id: 12, firstName: 'Ann', lastName: 'Lee' } },
    proposedEncounter: null,
    prevEncounter: null,
    ...overrides,
  };
}

const PROPOSED = { encounterId: 77, encounterStart: '2026-12-05T15:00:00.000Z', appointmentType: null, practitioner: null };

function setup(role: Role, patients: PatientListRow[], session: Partial<SessionUser> = {}, routes: MockRoutes = {}) {
  const encounters: EncounterListRow[] = [encounterRow(301), encounterRow(302, { status: 'PROPOSED' })];
  const client = createMockHttpClient({
    ...REFERENCE_ROUTES,
    'GET /api/patient/enhanced_search': (req: MockRequest) => (req.query.offset === '0' ? patients : []),
    'GET /api/encounter/patient': encounters,
    'PUT /api/user/:id/update': mockUserUpdate(),
    ...routes,
  });
  const props = createMockRemoteProps({ session: createMockSession(role, session) });
  render(
    <RemoteProviders>
      <PatientList session={createMockSession(role, session)} navigate={props.navigate} client={client} storage={null} />
    </RemoteProviders>,
  );
  const searches = () => client.calls.filter((call) => call.path === '/api/patient/enhanced_search');
  return { client, props, searches };
}

// antd's Table, Modal and Select are slow in jsdom on a busy 2-core machine.
jest.setTimeout(90_000);
describe('patient list (spec 1 §2.7)', () => {
  it("shows CDI types 'Upcoming Appointment' and 'Schedule New Appointment'; filters toggle by the icon and narrow the search", async () => {
    const { searches } = setup('CDI', [patientRow(1, { proposedEncounter: PROPOSED }), patientRow(2)]);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Doe1, Pat1')).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Patient', 'DOB', 'MRN(s)', 'Region', 'Upcoming Appointment', 'Schedule New Appointment']);
    expect(within(table).getByText('ALT1')).toBeInTheDocument();
    expect(within(table).getAllByText(/with Lee, Ann$/)).toHaveLength(2);
    expect(searches()[0]?.query).toMatchObject({ sort: 'lastName asc', limit: '50', offset: '0', userRole: 'CDI' });

    // No filter set: the panel starts closed.
    expect(screen.queryByRole('textbox', { name: 'Last Name' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Doe{Enter}');
    await waitFor(() => expect(searches().at(-1)?.query).toMatchObject({ lastName: 'Doe%' }));
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws only the rows in view of the patients loaded, and tells assistive tools how many are loaded (issue 15)', async () => {
    setup('CODER', Array.from({ length: 50 }, (_, i) => patientRow(i + 1)));
    await expectLoadedRows(50);
    const drawn = within(screen.getByRole('table')).getAllByRole('row').filter((row) => row.closest('tbody'));
    // jsdom's 768 px window of 40 px rows and the overscan, not 50.
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('button', { name: 'Load More Records' })).toBeInTheDocument();
  });

  it("gives physicians one 'Appointment' column with 'Start Encounter', and opens filters that start set", async () => {
    const { searches } = setup('PHYSICIAN', [patientRow(1, { nextEncounter: null, proposedEncounter: PROPOSED })], {
      userProperties: [{ propertyKey: 'USER_REGION_FILTER', propertyValue: 'NORTH_EAST' }],
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('button', { name: 'Start Encounter: proposed encounter of Doe1, Pat1' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Appointment');
    expect(within(table).queryByText('Upcoming Appointment')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide filters' })).toBeInTheDocument();
    expect(searches()[0]?.query).toMatchObject({ patientRegion: 'NORTH_EAST' });
  });

  it("opens a patient's encounters in a modal (row opens detail, Ctrl-click a new tab) and the schedule modal from the action", async () => {
    const { props, client } = setup('CDI', [patientRow(1, { proposedEncounter: PROPOSED })]);
    await userEvent.click(await screen.findByText('Doe1, Pat1'));
    const dialog = await screen.findByRole('dialog', { name: /Encounters of Doe1, Pat1/ });
    const rows = await within(dialog).findAllByText('Annual Wellness');
    expect(rows).toHaveLength(2);
    expect(client.calls.find((call) => call.path === '/api/encounter/patient')?.query).toEqual({ patientId: '1', sort: 'start asc' });
    await userEvent.click(rows[0] as HTMLElement);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(rows[1] as HTMLElement);
    await user.keyboard('{/Control}');
    expect(props.calls).toEqual([
      { name: 'navigate', to: '/auth/encounter/detail/301', options: undefined },
      { name: 'navigate', to: '/auth/encounter/detail/302', options: { newTab: true } },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Schedule: proposed encounter of Doe1, Pat1' }));
    const schedule = await screen.findByRole('dialog', { name: 'Schedule Appointment for Doe1, Pat1' });
    expect(within(schedule).getByRole('button', { name: 'Schedule' })).toBeDisabled();
  });
});

describe('the action of a proposed encounter on the configured tenant (spec 1 §2.7, spec 2 §4.7)', () => {
  const SCHEDULE_CALL = 'PUT /api/appointment/schedule/:encounterId/:practitionerId/:start';
  const configured = (value: string): Partial<SessionUser> => ({ tenantProperties: [{ propertyKey: 'AUTO_SCHEDULE_PRACTITIONER_ID', propertyValue: value }] });
  const ACTION = 'Schedule: proposed encounter of Doe1, Pat1';
  const CONTACT = "Please contact the provider's client success manager.";

  it('schedules an encounter without a practitioner at once with the fixed practitioner at the next half hour, busy meanwhile, then opens it', async () => {
    const calls: MockRequest[] = [];
    let answer: (value: { id: number }) => void = () => undefined;
    const { props } = setup('CDI', [patientRow(1, { proposedEncounter: PROPOSED })], configured('44'), {
      [SCHEDULE_CALL]: (req: MockRequest) => {
        calls.push(req);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const action = await screen.findByRole('button', { name: ACTION });
    const before = new Date();
    await userEvent.click(action);
    await waitFor(() => expect(calls).toHaveLength(1));
    const after = new Date();
    expect(calls[0]?.params).toMatchObject({ encounterId: '77', practitionerId: '44' });
    expect([nextHalfHour(before).getTime(), nextHalfHour(after).getTime()]).toContain(Number(calls[0]?.params.start));
    expect(action).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    answer({ id: 77 });
    await waitFor(() => expect(props.calls).toEqual([{ name: 'navigate', to: '/auth/encounter/detail/77', options: undefined }]));
  });

  it('shows the contact text, calling nothing, when the configured value is no practitioner id', async () => {
    const { client } = setup('CDI', [patientRow(1, { proposedEncounter: PROPOSED })], configured('Dr. Lee'));
    await userEvent.click(await screen.findByRole('button', { name: ACTION }));
    const notice = await screen.findByRole('dialog', { name: 'Scheduling Unavailable' });
    expect(within(notice).getByRole('alert')).toHaveTextContent(CONTACT);
    expect(client.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why another failure happened, lets the user try again, and shows the contact text when the server refuses the fixed practitioner', async () => {
    const answers = [
      mockError(409, 'CONFLICT', 'The encounter is locked by cdiqa'),
      mockError(400, 'BAD_REQUEST', 'params.practitionerId: practitioner 44 is not active'),
    ];
    const { client, props } = setup('CDI', [patientRow(1, { proposedEncounter: PROPOSED })], configured('44'), { [SCHEDULE_CALL]: () => answers.shift() });
    const action = await screen.findByRole('button', { name: ACTION });
    await userEvent.click(action);
    const failure = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    expect(within(failure).getByRole('alert')).toHaveTextContent('The appointment could not be scheduled: The encounter is locked by cdiqa');
    await userEvent.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(action).toBeEnabled();
    await userEvent.click(action);
    const notice = await screen.findByRole('dialog', { name: 'Scheduling Unavailable' });
    expect(within(notice).getByRole('alert')).toHaveTextContent(CONTACT);
    expect(client.calls.filter((call) => call.method === 'PUT' && call.path.startsWith('/api/appointment/schedule/77/44/'))).toHaveLength(2);
    expect(props.calls).toEqual([]);
  });

  it('opens the schedule modal on the configured tenant when the encounter already has a practitioner', async () => {
    const { client } = setup('CDI', [patientRow(1, { proposedEncounter: { ...PROPOSED, practitioner: { id: 12, firstName: 'Ann', lastName: 'Lee' } } })], configured('44'));
    await userEvent.click(await screen.findByRole('button', { name: ACTION }));
    expect(await screen.findByRole('dialog', { name: 'Schedule Appointment for Doe1, Pat1' })).toBeInTheDocument();
    expect(client.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
