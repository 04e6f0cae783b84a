import { fireEvent, render, screen, within } from '@testing-library/react';
import { type Role } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockHttpClient, createMockRemoteProps, createMockSession, mockError, mockPatient, mockPractitioner, type MockRoute } from 'shared-kit/mock';
import { PatientSnapshot } from './patient-snapshot.component';
import type { PatientSnapshot as Snapshot } from 'shared-kit';

const SNAPSHOT: Snapshot = {
  patient: mockPatient({ id: 7, mrn: 'M1;M2', regionName: 'NORTH_EAST' }),
  practitioner: mockPractitioner({ id: 12 }),
  prevEncounter: { encounterId: 30, encounterStart: '2026-11-01T14:00:00' },
  nextEncounter: null,
  conditions: [
    { id: 1, encounterId: 30, encounterStart: '2026-11-01T14:00:00', title: 'Type 2 diabetes with CKD', conditionStatus: 'KNOWN', icd10Code: 'E1122', hccCode: '37', hccDescription: 'Diabetes', hccVersion: 'CMS_V28', hccGroupTitle: 'Diabetes with Chronic Complications' },
    { id: 2, encounterId: 30, encounterStart: '2026-11-01T14:00:00', title: 'Suspect: neuropathy', conditionStatus: 'POTENTIAL', icd10Code: 'E1140', hccCode: '37', hccDescription: 'Diabetes', hccVersion: 'CMS_V28', hccGroupTitle: 'Diabetes with Chronic Complications' },
    { id: 3, encounterId: 30, encounterStart: '2026-11-01T14:00:00', title: 'Annual wellness visit', conditionStatus: 'ACTIVITY', icd10Code: null, hccCode: null, hccDescription: null, hccVersion: null, hccGroupTitle: null },
  ],
};

function setup(answer: MockRoute, patientId = '7', role: Role = 'PHYSICIAN') {
  const client = createMockHttpClient({ 'GET /api/patient/:id/snapshot': answer, 'GET /api/restricted/patient/:id/snapshot': answer });
  const session = createMockSession(role);
  const props = createMockRemoteProps({ session });
  render(
    <RemoteProviders>
      <PatientSnapshot session={session} navigate={props.navigate} patientId={patientId} client={client} />
    </RemoteProviders>,
  );
  return { client, props };
}

jest.setTimeout(60_000);
describe('patient snapshot (spec 1 §2.9)', () => {
  it('shows the banner, the patient panel without empty fields, and conditions by HCC category then activities', async () => {
    const { client, props } = setup(SNAPSHOT);
    expect(await screen.findByRole('heading', { name: 'King, Ada' })).toBeInTheDocument();
    expect(client.calls[0]?.path).toBe('/api/patient/7/snapshot');
    const banner = screen.getByRole('region', { name: 'Patient Snapshot' });
    expect(within(banner).getByRole('heading', { name: 'Patient Snapshot', level: 1 })).toBeInTheDocument();
    for (const text of ['M1', 'M2', '5/6/1948', 'NORTH EAST', 'Lee, Ann', 'Medicare']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('VBC Program')).not.toBeInTheDocument();
    expect(screen.queryByText('Next visit')).not.toBeInTheDocument();

    const clinical = screen.getByRole('region', { name: 'Clinical Conditions' });
    expect(within(clinical).getByRole('heading', { name: 'HCC 37 Diabetes with Chronic Complications', level: 3 })).toBeInTheDocument();
    expect(within(clinical).getByText('Type 2 diabetes with CKD')).toBeInTheDocument();
    expect(within(clinical).getByText('Suspect: neuropathy')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Activities' })).getByText('Annual wellness visit')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open the last visit of 11/1/2026 2:00 PM' }));
    expect(props.calls).toEqual([{ name: 'navigate', to: '/auth/encounter/detail/30', options: undefined }]);
  });

  it('uses the restricted path for CDI_RESTRICTED and says when the patient is not found', async () => {
    const { client } = setup(mockError(404, 'NOT_FOUND', 'Patient 7 not found'), '7', 'CDI_RESTRICTED');
    expect(await screen.findByText('This patient was not found.')).toBeInTheDocument();
    expect(client.calls[0]?.path).toBe('/api/restricted/patient/7/snapshot');
  });

  it('shows the empty texts', async () => {
    setup({ ...SNAPSHOT, conditions: [] });
    expect(await screen.findByText('No Conditions to show at this time.')).toBeInTheDocument();
    expect(screen.getByText('No Activities to show at this time.')).toBeInTheDocument();
  });

  it('asks nothing for an id that is not a number', () => {
    const { client } = setup(SNAPSHOT, 'abc');
    expect(screen.getByText('The address does not name a patient.')).toBeInTheDocument();
    expect(client.calls).toHaveLength(0);
  });
});
