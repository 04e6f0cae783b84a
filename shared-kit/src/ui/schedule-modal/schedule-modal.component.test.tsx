import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, createMockHttpClient, mockError, type MockRequest, type MockRoute } from '../../mock';
import { RemoteProviders } from '../remote-providers.component';
import { ScheduleModal } from './schedule-modal.component';

// antd's Modal and Select are slow in jsdom on a busy machine.
jest.setTimeout(60_000);

const NOW = new Date(2026, 10, 21, 15, 7);
const PRACTITIONERS = [
  { id: 1, firstName: 'Priya', lastName: 'Shah', statusCode: 'ACTIVE', orgId: 1, specialty: null },
  { id: 2, firstName: 'Marcus', lastName: 'Bell', statusCode: 'ACTIVE', orgId: 1, specialty: 'Cardiology' },
  { id: 3, firstName: 'Ana', lastName: 'Shapiro', statusCode: 'ACTIVE', orgId: 2, specialty: null },
];

function setup(
  scheduleAnswer: MockRoute = (req: MockRequest) => ({ id: Number(req.params.encounterId) }),
  { now = NOW, timeZone = 'UTC', booked = new Date(2026, 10, 22, 14, 0) }: { now?: Date; timeZone?: string; booked?: Date } = {},
) {
  const client = createMockHttpClient({
    'GET /api/practitioner/search': PRACTITIONERS,
    'GET /api/appointment/schedule/:id': (req: MockRequest) => ({
      encounterId: Number(req.params.id),
      practitionerId: Number(req.query.practitionerId),
      day: '2026-11-22',
      appointments: [{ id: 9, start: booked.toISOString(), status: 'PLANNED', appointmentType: null }],
    }),
    'PUT /api/appointment/schedule/:encounterId/:practitionerId/:start': scheduleAnswer,
  });
  const navigated: string[] = [];
  const closed: number[] = [];
  render(
    <RemoteProviders>
      <ScheduleModal encounterId={42} patientName="Doe, Jane" client={client} now={() => now} timeZone={timeZone} navigate={(to) => navigated.push(to)} onClose={() => closed.push(1)} />
    </RemoteProviders>,
  );
  return { client, navigated, closed };
}


describe('ScheduleModal (spec 2 §4.7, §5)', () => {
  it("defaults to today 12:00 AM with Schedule disabled, and answers 'Invalid Date' to a past or malformed date", async () => {
    setup();
    const date = screen.getByRole('textbox', { name: 'Date' });
    expect(date).toHaveValue('11/21/2026');
    expect(screen.getByRole('combobox', { name: 'Hour' }).closest('.ant-select')).toHaveTextContent('12');
    expect(screen.getByRole('combobox', { name: 'Minute' }).closest('.ant-select')).toHaveTextContent('00');
    expect(screen.getByRole('radio', { name: 'AM' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
    expect(screen.queryByText('Invalid Date')).not.toBeInTheDocument();

    await userEvent.clear(date);
    await userEvent.type(date, '11/20/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Date');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-22');
    expect(screen.getByText('Invalid Date')).toBeInTheDocument();
    await userEvent.clear(date);
    await userEvent.type(date, '11/22/2026');
    expect(screen.queryByText('Invalid Date')).not.toBeInTheDocument();
  });

  it("searches practitioners by first or last name, shows 'last, first', schedules at the chosen time and opens the encounter", async () => {
    let release: (value: { id: number }) => void = () => undefined;
    const pending = new Promise<{ id: number }>((resolve) => (release = resolve));
    const puts: string[] = [];
    const { navigated } = setup((req: MockRequest) => {
      puts.push(req.path);
      return pending;
    });
    const date = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.clear(date);
    await userEvent.type(date, '11/22/2026');

    const search = screen.getByRole('combobox', { name: 'Practitioner' });
    await userEvent.type(search, 'sha');
    const dropdown = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      if (!open || !within(open).queryByTitle('Shah, Priya')) throw new Error('no options yet');
      return open;
    });
    expect(within(dropdown).getByTitle('Shapiro, Ana')).toBeInTheDocument();
    expect(within(dropdown).queryByTitle('Bell, Marcus')).not.toBeInTheDocument();
    await userEvent.click(within(dropdown).getByTitle('Shah, Priya'));

    await chooseOption('Hour', '2');
    // antd hides the radio input itself (pointer-events: none); a person clicks its label.
    await userEvent.click(screen.getByText('PM'));
    expect(screen.getByRole('radio', { name: 'PM' })).toBeChecked();
    expect(await screen.findByText('Shah, Priya already has an appointment at 2:00 PM.')).toBeInTheDocument();
    await chooseOption('Minute', '35');
    await waitFor(() => expect(screen.queryByText(/already has an appointment/)).not.toBeInTheDocument());

    const schedule = screen.getByRole('button', { name: 'Schedule' });
    expect(schedule).toBeEnabled();
    await userEvent.click(schedule);
    await waitFor(() => expect(screen.getByRole('button', { name: /Schedule/ })).toHaveClass('ant-btn-loading'));
    // Answered only below: the button stays busy while the call is in flight.
    expect(puts).toEqual([`/api/appointment/schedule/42/1/${new Date(2026, 10, 22, 14, 35).getTime()}`]);
    release({ id: 42 });
    await waitFor(() => expect(navigated).toEqual(['/auth/encounter/detail/42']));
  });

  it('says why a refused call failed and lets the user try again', async () => {
    setup(mockError(409, 'CONFLICT', 'Only proposed encounters can be scheduled'));
    await chooseOption('Practitioner', 'Bell, Marcus');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/Only proposed encounters can be scheduled/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled();
  });

  // The tests run in UTC. At 05:00Z on 21 November it is still 7:00 PM on 20 November in Honolulu: the modal's
  // "today", default and times must be Honolulu's, not the runtime's.
  it("takes today, the 12:00 AM default, the chosen time and the practitioner's day from the tenant's zone", async () => {
    const puts: string[] = [];
    const { client, navigated } = setup(
      (req: MockRequest) => {
        puts.push(req.path);
        return { id: 42 };
      },
      { now: new Date('2026-11-21T05:00:00Z'), timeZone: 'Pacific/Honolulu', booked: new Date('2026-11-21T00:00:00Z') /* 2:00 PM HST on the 20th */ },
    );
    const date = screen.getByRole('textbox', { name: 'Date' });
    expect(date).toHaveValue('11/20/2026');
    expect(screen.queryByText('Invalid Date')).not.toBeInTheDocument();
    await userEvent.clear(date);
    await userEvent.type(date, '11/19/2026');
    expect(screen.getByText('Invalid Date')).toBeInTheDocument();
    await userEvent.clear(date);
    await userEvent.type(date, '11/20/2026');
    expect(screen.queryByText('Invalid Date')).not.toBeInTheDocument();

    await chooseOption('Practitioner', 'Shah, Priya');
    await chooseOption('Hour', '2');
    await userEvent.click(screen.getByText('PM'));
    expect(await screen.findByText('Shah, Priya already has an appointment at 2:00 PM.')).toBeInTheDocument();
    // The day asked for is the tenant's 20 November, which begins at 10:00Z.
    const dayCalls = client.calls.filter((call) => call.path === '/api/appointment/schedule/42');
    expect(dayCalls.at(-1)?.query).toMatchObject({ start: String(Date.parse('2026-11-20T10:00:00Z')) });

    await userEvent.click(screen.getByText('AM'));
    await chooseOption('Hour', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    // 12:00 AM is Honolulu's midnight: 10:00Z.
    await waitFor(() => expect(puts).toEqual([`/api/appointment/schedule/42/1/${Date.parse('2026-11-20T10:00:00Z')}`]));
    await waitFor(() => expect(navigated).toEqual(['/auth/encounter/detail/42']));
  });
});
