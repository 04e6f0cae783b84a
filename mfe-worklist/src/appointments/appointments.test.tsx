import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE, type Role } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockRemoteProps, createMockSession, mockError, mockUserUpdate, type MockHttpClient, type MockRequest, chooseOption } from 'shared-kit/mock';
import { encounterRow, encounterSearches, rowsFrom, worklistClient } from '../worklist/worklist.fixtures';
import { expectLastSearch, typeFilter } from '../worklist/worklist.test-helpers';
import { Appointments } from './appointments.component';

function setup(client: MockHttpClient, role: Role = 'CDI', saved: Record<string, unknown> | null = null, offshore: string | null = null) {
  const userProperties = offshore ? [{ propertyKey: 'USER_OFFSHORE_FILTER', propertyValue: offshore }] : [];
  const session = { ...createMockSession(role, { userProperties }), appointmentlistFilters: saved };
  const props = createMockRemoteProps({ session });
  render(
    <RemoteProviders>
      <Appointments session={session} navigate={props.navigate} client={client} storage={null} />
    </RemoteProviders>,
  );
  return props;
}

const client = (encounters: ((request: MockRequest) => unknown) | ReturnType<typeof rowsFrom>) =>
  worklistClient(encounters, { 'PUT /api/user/:id/update': mockUserUpdate() });

// antd's Table and Select are slow in jsdom; on a busy 2-core machine one screen test can take tens of seconds.
jest.setTimeout(90_000);
describe('appointments list (spec 1 §2.8)', () => {
  it('shows Time, Type, Name, DOB, MRN(s), Practitioner; start desc with one extra row; a row opens the encounter', async () => {
    const api = client([encounterRow(1, { patient: { ...encounterRow(1).patient, mrn: 'A1;B2' } })]);
    const props = setup(api);
    expect(screen.getByRole('heading', { name: 'Appointments' })).toBeInTheDocument();
    await screen.findByText('Last1, First1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Type', 'Name', 'DOB', 'MRN(s)', 'Practitioner']);
    const row = within(screen.getByText('Last1, First1').closest('tr') ?? document.body);
    for (const text of ['3/4/2026 9:30 AM', 'Annual Wellness', '1/2/1950', 'A1', 'B2', 'Lee, Ann']) expect(row.getByText(text)).toBeInTheDocument();
    expect(encounterSearches(api)[0]?.query).toMatchObject({ sort: 'start desc', patientStatus: 'ACTIVE', limit: String(PAGE_SIZE + 1), offset: '0' });
    fireEvent.click(screen.getByText('Last1, First1'), { metaKey: true });
    expect(props.calls).toEqual([{ name: 'navigate', to: '/auth/encounter/detail/1', options: { newTab: true } }]);
  });

  it("shows 'No upcoming appointment scheduled.' when empty, and offers more only when the extra row came", async () => {
    setup(client([]));
    expect(await screen.findByText('No upcoming appointment scheduled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Records' })).not.toBeInTheDocument();
  });

  it("toggles the filter panel, narrows by the filters, offers 'All', and 'Clear Filters' empties all and re-queries", async () => {
    const api = client(rowsFrom(1, 3));
    setup(api);
    await screen.findByText('Last1, First1');
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Patient MRN', 'First Name', 'Last Name', 'Date of Birth', 'Appointment Date']) {
      expect(screen.getByPlaceholderText(label)).toBeInTheDocument();
    }
    await typeFilter('Last Name', 'le%e');
    await expectLastSearch(api, { lastName: 'lee%' });
    await chooseOption('Practitioner', 'Chan, Bo');
    await expectLastSearch(api, { lastName: 'lee%', practitionerId: '13' });
    await chooseOption('Practitioner', 'All');
    await waitFor(() => expect(encounterSearches(api).at(-1)?.query).not.toHaveProperty('practitionerId'));

    const before = encounterSearches(api).length;
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(encounterSearches(api).length).toBe(before + 1));
    expect(encounterSearches(api).at(-1)?.query).not.toHaveProperty('lastName');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('');
    // Clearing again, with nothing set, still searches again.
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(encounterSearches(api).length).toBe(before + 2));
  });

  it("restores the user's saved filter from the session, with the panel open", async () => {
    const api = client([]);
    setup(api, 'CDI', { appointments: { values: { lastName: 'Lee', start: '2026-11-21' }, savedAt: '2026-11-20T10:00:00.000Z' } });
    await expectLastSearch(api, { lastName: 'Lee%', start: '2026-11-21' });
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lee');
  });

  it("applies the user's offshore filter to every search as onOffShore, also after 'Clear Filters'", async () => {
    const api = client([]);
    setup(api, 'CDI', { appointments: { values: { lastName: 'Lee' }, savedAt: '2026-11-20T10:00:00.000Z' } }, 'OFFSHORE');
    await expectLastSearch(api, { lastName: 'Lee%', onOffShore: 'OFFSHORE' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(encounterSearches(api).length).toBe(2));
    expect(encounterSearches(api)[1]?.query).toMatchObject({ onOffShore: 'OFFSHORE' });
    expect(encounterSearches(api)[1]?.query).not.toHaveProperty('lastName');
  });

  it('sends no onOffShore for a user without an offshore filter', async () => {
    const api = client([]);
    setup(api);
    await waitFor(() => expect(encounterSearches(api).length).toBe(1));
    expect(encounterSearches(api)[0]?.query).not.toHaveProperty('onOffShore');
  });

  it("gives only CODER the 'Search By Encounter:' search", async () => {
    const props = setup(client([]), 'CODER');
    await userEvent.type(screen.getByLabelText('Search By Encounter:'), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(props.calls).toEqual([{ name: 'navigate', to: '/auth/encounter/detail/42', options: undefined }]);
  });

  it('has no encounter search for other roles and shows a failed load with Retry', async () => {
    setup(client(() => mockError(500, 'INTERNAL_ERROR', 'Boom')), 'CODER_QA_MANAGER');
    expect(await screen.findByText('The appointments could not be loaded: Boom')).toBeInTheDocument();
    expect(screen.queryByText('Search By Encounter:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
