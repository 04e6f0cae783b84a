import { matchRoute, ROUTE_IDS, ROUTE_PATHS } from './routes';

describe('route ids (the screen the shell passes to a remote)', () => {
  it('matches each variant of a screen to its id with the path parameters', () => {
    expect(matchRoute('/auth/home')).toEqual({ id: 'home', params: {} });
    expect(matchRoute('/auth/home/2026-03-04')).toEqual({ id: 'home', params: { date: '2026-03-04' } });
    expect(matchRoute('/auth/encounter')).toEqual({ id: 'encounter-list', params: {} });
    expect(matchRoute('/auth/encounter/detail/42')).toEqual({ id: 'encounter-detail', params: { encounterId: '42' } });
    expect(matchRoute('/auth/embedded/encounter/detail/42/conditions/KNOWN')).toEqual({
      id: 'encounter-detail',
      params: { encounterId: '42', conditions: 'KNOWN' },
    });
    expect(matchRoute('/auth/smart/condition/5/encounter/42')).toEqual({ id: 'nlp-document', params: { conditionId: '5', encounterId: '42' } });
    expect(matchRoute('/auth/patient/snapshot/9')).toEqual({ id: 'patient-snapshot', params: { patientId: '9' } });
    expect(matchRoute('/auth/patient/')).toEqual({ id: 'patient-list', params: {} });
    expect(matchRoute('/auth/coder/query-aging')).toEqual({ id: 'coder-query-aging', params: {} });
  });

  it('knows no other path', () => {
    expect(matchRoute('/auth/patient/snapshot/9/history')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
  });

  it('gives every screen at least one path, and no path to two screens', () => {
    const paths = ROUTE_IDS.flatMap((id) => ROUTE_PATHS[id]);
    for (const id of ROUTE_IDS) expect(ROUTE_PATHS[id].length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
