import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CODER_WORKLIST_VIEWS, type Role } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockRemoteProps, createMockSession } from 'shared-kit/mock';
import { encounterRow, encounterSearches, worklistClient } from '../worklist/worklist.fixtures';
import { expectLastSearch } from '../worklist/worklist.test-helpers';
import { paintFrames } from '../drawn-after-paint.test-helpers';
import { CoderWorklist } from './coder-worklist.component';
import { parseEncounterId } from './encounter-search.component';

async function setup(role: Role = 'CODER', client = worklistClient([encounterRow(1)])) {
  const session = createMockSession(role);
  const props = createMockRemoteProps({ session });
  render(
    <RemoteProviders>
      <CoderWorklist session={session} navigate={props.navigate} client={client} />
    </RemoteProviders>,
  );
  await paintFrames();
  return { client, props };
}

const VIEW_NAMES = ['Worklist', 'Coder Review Request', 'Ready for Coder QA', 'Completed', 'Ready for Physician', 'Locked'];


// antd's Table and Select are slow in jsdom; on a busy 2-core machine one screen test can take tens of seconds.
jest.setTimeout(90_000);
describe('coder worklist', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the six coder views and sends each under the view key', async () => {
    const { client } = await setup();
    expect(screen.getByRole('heading', { name: 'Coder Worklist' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(VIEW_NAMES);
    await expectLastSearch(client, { view: 'WORKLIST' });
    for (const name of VIEW_NAMES.slice(1)) {
      await userEvent.click(screen.getByRole('tab', { name }));
      await expectLastSearch(client, { view: CODER_WORKLIST_VIEWS[VIEW_NAMES.indexOf(name)] ?? '' });
    }
    expect(encounterSearches(client).map((call) => call.query.view)).toEqual([...CODER_WORKLIST_VIEWS]);
  });

  it('has the CDI filters without potential opportunities, specialty or the NLP toggle', async () => {
    await setup();
    const filters = screen.getByRole('region', { name: 'Filters' });
    for (const name of ['MRN', 'First Name', 'Last Name', 'Appointment Date', 'Date of Birth', 'Practice', 'Visit Type', 'Practitioner', 'Region']) {
      expect(within(filters).getByLabelText(name)).toBeInTheDocument();
    }
    expect(within(filters).queryByLabelText('Potential Opportunities')).not.toBeInTheDocument();
    expect(within(filters).queryByLabelText('Specialty')).not.toBeInTheDocument();
    expect(within(filters).queryByRole('switch', { name: 'NLP Encounters Only' })).not.toBeInTheDocument();
  });

  it('lets a CODER open an encounter by its number with Go', async () => {
    const { props } = await setup();
    const input = screen.getByLabelText('Search By Encounter:');
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go).toBeDisabled();
    await userEvent.type(input, '12a');
    expect(go).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, ' 42 ');
    await userEvent.click(go);
    await userEvent.type(input, '{Enter}');
    expect(props.calls).toEqual([
      { name: 'navigate', to: '/auth/encounter/detail/42', options: undefined },
      { name: 'navigate', to: '/auth/encounter/detail/42', options: undefined },
    ]);
  });

  it('offers the encounter search to CODER only, not to CODER_QA_MANAGER', async () => {
    await setup('CODER_QA_MANAGER');
    expect(screen.getByRole('heading', { name: 'Coder Worklist' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Search By Encounter:')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go' })).not.toBeInTheDocument();
  });

  it.each<Role>(['CODER', 'CODER_QA_MANAGER'])('links %s to the query aging view', async (role) => {
    const { props } = await setup(role);
    const link = screen.getByRole('link', { name: 'Query Aging' });
    expect(link).toHaveAttribute('href', '/auth/coder/query-aging');
    await userEvent.click(link);
    expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/coder/query-aging' });
  });

  it('reads an encounter number as digits only', () => {
    expect(parseEncounterId(' 42 ')).toBe(42);
    expect(parseEncounterId('4.2')).toBeNull();
    expect(parseEncounterId('-3')).toBeNull();
    expect(parseEncounterId('0')).toBeNull();
    expect(parseEncounterId('')).toBeNull();
  });
});
