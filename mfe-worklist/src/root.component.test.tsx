import { screen, waitFor, within } from '@testing-library/react';
import { createParcel, type RemoteProps, type Role } from 'shared-kit';
import { createMockRemoteProps, createMockSession, mockPractitioner, mockRoute, mountParcelForTest } from 'shared-kit/mock';
import { encounterRow, encounterSearches, worklistClient } from './worklist/worklist.fixtures';
import { WorklistRoot } from './root.component';

/** The remote's parcel, as the shell mounts it, over a mock API. */
async function mountAs(role: Role, path = '/auth/home') {
  const client = worklistClient([encounterRow(1)], {
    'GET /api/user/practitioner': [mockPractitioner({ id: 12 })],
  });
  const parcel = createParcel((props: RemoteProps) => <WorklistRoot {...props} client={client} />, 'mfe-worklist');
  const props = createMockRemoteProps({ session: createMockSession(role), route: mockRoute(path) });
  const mounted = await mountParcelForTest(parcel, props);
  return { client, mounted, area: within(mounted.host) };
}


// antd's Table and Select are slow in jsdom; on a busy 2-core machine one screen test can take tens of seconds.
jest.setTimeout(90_000);
describe('mfe-worklist routing by role', () => {
  beforeEach(() => window.localStorage.clear());

  it.each<Role>(['CDI', 'CDI_QA_MANAGER', 'CDI_RESTRICTED'])('shows the CDI worklist at home for %s', async (role) => {
    const { area, client, mounted } = await mountAs(role);
    expect(area.getByRole('heading', { name: 'CDI Worklist' })).toBeInTheDocument();
    expect(await area.findByText('Last1, First1')).toBeInTheDocument();
    expect(encounterSearches(client)[0]?.path).toBe(role === 'CDI_RESTRICTED' ? '/api/restricted/encounter' : '/api/encounter');
    await mounted.unmount();
  });

  it.each<Role>(['CODER', 'CODER_QA_MANAGER'])('shows the coder worklist at home for %s', async (role) => {
    const { area, mounted } = await mountAs(role);
    expect(area.getByRole('heading', { name: 'Coder Worklist' })).toBeInTheDocument();
    expect(await area.findByText('Last1, First1')).toBeInTheDocument();
    await mounted.unmount();
  });

  it.each<Role>(['PHYSICIAN', 'CLINICAL_ADMIN'])('shows the daily list at home for %s', async (role) => {
    const { area, client, mounted } = await mountAs(role);
    expect(area.getByRole('heading', { name: "Today's Patients" })).toBeInTheDocument();
    expect(await area.findByText('Last1, First1')).toBeInTheDocument();
    expect(client.calls.some((call) => call.path === (role === 'PHYSICIAN' ? '/api/user/practitioner' : '/api/practitioner/search'))).toBe(true);
    await mounted.unmount();
  });

  it('shows the patient list at /auth/patient', async () => {
    const { area, client, mounted } = await mountAs('CDI', '/auth/patient');
    expect(area.getByRole('heading', { name: 'Patients' })).toBeInTheDocument();
    await waitFor(() => expect(client.calls.some((call) => call.path === '/api/patient/enhanced_search')).toBe(true));
    await mounted.unmount();
    expect(screen.queryByRole('heading', { name: 'CDI Worklist' })).not.toBeInTheDocument();
  });
});
