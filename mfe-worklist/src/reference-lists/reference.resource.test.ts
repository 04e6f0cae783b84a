import { createMockHttpClient } from 'shared-kit/mock';
import { fetchActiveOrganizations, fetchActivePractitioners, fetchAppointmentTypes, fetchRegions } from './reference.resource';
import { fetchWorklistPage } from '../encounter-table/encounter-list.resource';
import { buildWorklistQuery } from '../worklist/worklist-query';
import { EMPTY_FILTER_VALUES } from '../worklist/worklist-filter.types';
import { DEFAULT_WORKLIST_SORT } from '../worklist/worklist-sort.rules';

describe('worklist resources', () => {
  it('keeps active organizations sorted by name, asking for 999 sorted by name', async () => {
    const client = createMockHttpClient({
      'GET /api/organization': [
        { id: 1, name: 'Zeta Clinic', active: true },
        { id: 2, name: 'Alpha Care', active: true },
        { id: 3, name: 'Closed Practice', active: false },
      ],
    });
    expect((await fetchActiveOrganizations(client)).map((o) => o.name)).toEqual(['Alpha Care', 'Zeta Clinic']);
    expect(client.calls[0]?.query).toEqual({ limit: '999', offset: '0', sort: 'name asc' });
  });

  it('asks for active practitioners, regions and visit types', async () => {
    const client = createMockHttpClient({
      'GET /api/practitioner/search': [{ id: 5, firstName: 'Ann', lastName: 'Lee', statusCode: 'ACTIVE', orgId: 1, specialty: null }],
      'GET /api/region': [{ id: 1, alias: 'NE', name: 'NORTH_EAST' }],
      'GET /api/appointment/types': ['Annual Wellness', 'Follow-up'],
    });
    expect(await fetchActivePractitioners(client)).toHaveLength(1);
    expect(client.calls[0]?.query).toEqual({ statusCode: 'ACTIVE', limit: '5000', offset: '0' });
    expect(await fetchRegions(client)).toEqual([{ id: 1, alias: 'NE', name: 'NORTH_EAST' }]);
    expect(await fetchAppointmentTypes(client)).toEqual(['Annual Wellness', 'Follow-up']);
  });

  it('searches /api/encounter, and /api/restricted/encounter for CDI_RESTRICTED', async () => {
    const client = createMockHttpClient({ 'GET /api/encounter': [], 'GET /api/restricted/encounter': [] });
    const query = buildWorklistQuery({ view: 'OPEN', sort: DEFAULT_WORKLIST_SORT, values: { ...EMPTY_FILTER_VALUES, lastName: 'Lee' } });
    await fetchWorklistPage('CDI', query, client);
    await fetchWorklistPage('CDI_RESTRICTED', query, client);
    expect(client.calls.map((c) => c.path)).toEqual(['/api/encounter', '/api/restricted/encounter']);
    expect(client.calls[0]?.query).toEqual({ view: 'OPEN', patientStatus: 'ACTIVE', lastName: 'Lee%', limit: '50', offset: '0', sort: 'start asc' });
  });
});
