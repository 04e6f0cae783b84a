import { screen, waitFor, within } from '@testing-library/react';
import { createParcel, httpClient, type RemoteProps, type Role, type SessionUser } from 'shared-kit';
import { createMockRemoteProps, createMockSession, mockPractitioner, mockRoute, mountParcelForTest } from 'shared-kit/mock';
import { homeFirstRequestUrl, homeRequestAfter, prefetchHomeFirstRequest } from './home-first-request';
import * as parcel from './parcel';
import { WorklistRoot } from './root.component';
import { savedFilterKey } from './worklist/saved-filter.storage';
import { encounterRow, encounterSearches, worklistClient } from './worklist/worklist.fixtures';

const DEFAULT_PAGE = 'view=WORKLIST&patientStatus=ACTIVE&limit=50&offset=0&sort=start+asc';

const homeOf = (session: SessionUser | null, path = '/auth/home') => ({ session, route: mockRoute(path) });

// antd's Table and Select are slow in jsdom; on a busy 2-core machine one screen test can take tens of seconds.
jest.setTimeout(90_000);
describe("the home's first request, asked for at mount", () => {
  beforeEach(() => window.localStorage.clear());

  it('is the default page of the CDI and coder worklists, on the restricted path for CDI_RESTRICTED', () => {
    expect(homeFirstRequestUrl(homeOf(createMockSession('CDI')))).toBe(`/api/encounter?${DEFAULT_PAGE}`);
    expect(homeFirstRequestUrl(homeOf(createMockSession('CDI'), '/auth/encounter'))).toBe(`/api/encounter?${DEFAULT_PAGE}`);
    expect(homeFirstRequestUrl(homeOf(createMockSession('CDI_RESTRICTED')))).toBe(`/api/restricted/encounter?${DEFAULT_PAGE}`);
    expect(homeFirstRequestUrl(homeOf(createMockSession('CODER_QA_MANAGER')))).toBe(`/api/encounter?${DEFAULT_PAGE}`);
  });

  it("is the physician's practitioner record, which the daily list waits for", () => {
    expect(homeFirstRequestUrl(homeOf(createMockSession('PHYSICIAN')))).toBe('/api/user/practitioner');
  });

  it("is a clinical admin's day of the practitioner chosen last (the route's date, else the tenant's today)", () => {
    const session = createMockSession('CLINICAL_ADMIN', { worklistFilters: { daily: { practitionerId: 13, encounterSort: 'start desc', savedAt: '2026-11-01T00:00:00.000Z' } } });
    expect(homeFirstRequestUrl(homeOf(session, '/auth/home/2026-11-21'))).toBe(
      '/api/encounter?start=2026-11-21&practitionerId=13&patientStatus=ACTIVE&sort=start+desc&limit=51&offset=0',
    );
    expect(homeFirstRequestUrl(homeOf(session))).toMatch(/^\/api\/encounter\?start=\d{4}-\d\d-\d\d&practitionerId=13&/);
  });

  it.each<[string, Role | null, string]>([
    ['another screen', 'CDI', '/auth/appointment'],
    ['another screen of a physician', 'PHYSICIAN', '/auth/appointment'],
    ['no session', null, '/auth/home'],
  ])('is not asked for on %s', (_, role, path) => {
    expect(homeFirstRequestUrl(homeOf(role ? createMockSession(role) : null, path))).toBeNull();
  });

  it("reads the user's saved filter and defaults: the newer of the session's copy and this browser's", () => {
    const session = createMockSession('CDI', {
      worklistFilters: { cdi: { view: 'OPEN', sort: { key: 'openHccCount', order: 'desc' }, values: { lastName: 'Davis' }, savedAt: '2026-03-01T10:00:00.000Z' } },
      userProperties: [{ propertyKey: 'USER_REGION_FILTER', propertyValue: 'NE' }],
    });
    expect(homeFirstRequestUrl(homeOf(session))).toBe(
      '/api/encounter?patientRegion=NE&lastName=Davis%25&view=OPEN&patientStatus=ACTIVE&limit=50&offset=0&sort=openHccCount+desc',
    );
    window.localStorage.setItem(
      savedFilterKey(session.tenantId, session.username, 'worklistFilters'),
      JSON.stringify({ entries: { cdi: { view: 'LOCKED', values: {}, savedAt: '2026-03-02T10:00:00.000Z' } }, unsent: ['cdi'] }),
    );
    expect(homeFirstRequestUrl(homeOf(session))).toBe('/api/encounter?patientRegion=NE&view=LOCKED&patientStatus=ACTIVE&limit=50&offset=0&sort=start+asc');
  });

  // The point of it all: the screen's own first request is the prefetched one, so the list is asked for once.
  it.each<Role>(['CDI', 'CDI_RESTRICTED', 'CODER'])('is the request the %s home makes, which takes its answer', async (role) => {
    const client = worklistClient([encounterRow(1)]);
    const session = createMockSession(role, { worklistFilters: { [role === 'CODER' ? 'coder' : 'cdi']: { view: 'LOCKED', values: { mrn: 'D1' } } } });
    const props = createMockRemoteProps({ session, route: mockRoute('/auth/home') });
    prefetchHomeFirstRequest(props, client);
    const mounted = await mountParcelForTest(
      createParcel((remote: RemoteProps) => <WorklistRoot {...remote} client={client} />, 'mfe-worklist'),
      props,
    );
    expect(await within(mounted.host).findByText('Last1, First1')).toBeInTheDocument();
    expect(encounterSearches(client)).toHaveLength(1);
    expect(encounterSearches(client)[0]?.query).toMatchObject({ view: 'LOCKED', mrn: 'D1', offset: '0' });
    await mounted.unmount();
  });

  // The platform server drew the home with its data (home-first-paint/home-render.tsx) and sent its answers along, in
  // the order the screen asks: a worklist's rows; a physician's practitioner, then their day; a clinical admin's day, then
  // the practitioners the selector names.
  it.each<[Role, string, unknown[]]>([
    ['CDI', `/api/encounter?${DEFAULT_PAGE}`, [[encounterRow(7)]]],
    ['PHYSICIAN', '/api/user/practitioner', [[mockPractitioner({ id: 12 })], [encounterRow(7)]]],
    ['CLINICAL_ADMIN', '/api/encounter?start=2026-11-21&practitionerId=12&patientStatus=ACTIVE&sort=start+asc&limit=51&offset=0', [[encounterRow(7)], [mockPractitioner({ id: 12 })]]],
  ])('asks nothing of the %s home when the page brought its answers: the screen draws those rows and takes the paint over then', async (role, firstUrl, answers) => {
    const client = worklistClient([encounterRow(1)], { 'GET /api/user/practitioner': [mockPractitioner({ id: 12 })] });
    const session = createMockSession(role, { worklistFilters: { daily: { practitionerId: 12, encounterSort: 'start asc', savedAt: '2026-11-01T00:00:00.000Z' } } });
    const props = createMockRemoteProps({ session, route: mockRoute('/auth/home/2026-11-21') });
    const urls = [firstUrl, ...answers.slice(1).map((_, index) => homeRequestAfter(props, answers.slice(0, index + 1)))];
    const paint = document.createElement('div');
    paint.setAttribute('data-first-paint', 'mfe_worklist');
    paint.innerHTML = '<div inert><p>Last7, First7</p></div>';
    answers.forEach((answer, index) => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.setAttribute('data-first-answer', urls[index] ?? '');
      block.textContent = JSON.stringify(answer);
      paint.appendChild(block);
    });
    document.body.appendChild(paint);
    try {
      prefetchHomeFirstRequest(props, client);
      expect(paint).toHaveAttribute('data-first-paint-kept');
      const mounted = await mountParcelForTest(
        createParcel((remote: RemoteProps) => <WorklistRoot {...remote} client={client} />, 'mfe-worklist'),
        props,
      );
      expect(await within(mounted.host).findByText('Last7, First7')).toBeInTheDocument();
      await waitFor(() => expect(paint.isConnected).toBe(false));
      // None of the answers the page brought was asked of the API (the worklist's filter choices load later, as always).
      expect(client.calls.filter((call) => urls.some((url) => url?.split('?')[0] === call.path))).toEqual([]);
      await mounted.unmount();
    } finally {
      paint.remove();
    }
  });

  it('is the request the physician home makes first, which takes its answer', async () => {
    const client = worklistClient([encounterRow(1)], { 'GET /api/user/practitioner': [mockPractitioner({ id: 12 })] });
    const props = createMockRemoteProps({ session: createMockSession('PHYSICIAN'), route: mockRoute('/auth/home') });
    prefetchHomeFirstRequest(props, client);
    const mounted = await mountParcelForTest(
      createParcel((remote: RemoteProps) => <WorklistRoot {...remote} client={client} />, 'mfe-worklist'),
      props,
    );
    expect(await within(mounted.host).findByText('Last1, First1')).toBeInTheDocument();
    expect(client.calls.filter((call) => call.path.startsWith('/api/user/')).map((call) => call.path)).toEqual(['/api/user/practitioner']);
    await mounted.unmount();
  });

  it("is asked for at once when the parcel starts, before the remote's code runs (its steps are tasks away)", async () => {
    const prefetch = jest.spyOn(httpClient, 'prefetch').mockImplementation(() => () => undefined);
    try {
      const started = parcel.bootstrap(createMockRemoteProps({ session: createMockSession('CDI'), route: mockRoute('/auth/home') }));
      expect(prefetch).toHaveBeenCalledWith(`/api/encounter?${DEFAULT_PAGE}`);
      await started;
    } finally {
      prefetch.mockRestore();
    }
  });

  it('is asked for by the parcel as it starts, before the screen renders', async () => {
    const asked: string[] = [];
    const prefetch = jest.spyOn(httpClient, 'prefetch').mockImplementation((url) => {
      // The screen must not have rendered yet: the request goes out first.
      expect(screen.queryByRole('heading', { name: 'CDI Worklist' })).not.toBeInTheDocument();
      asked.push(`prefetch ${url}`);
      return () => undefined;
    });
    const get = jest.spyOn(httpClient, 'get').mockImplementation(async (url) => {
      asked.push(`get ${url}`);
      return [];
    });
    try {
      const mounted = await mountParcelForTest(parcel, createMockRemoteProps({ session: createMockSession('CDI'), route: mockRoute('/auth/home') }));
      expect(prefetch).toHaveBeenCalledWith(`/api/encounter?${DEFAULT_PAGE}`);
      // Before the screen's own first request, which is the same URL.
      expect(asked.slice(0, 2)).toEqual([`prefetch /api/encounter?${DEFAULT_PAGE}`, `get /api/encounter?${DEFAULT_PAGE}`]);
      expect(within(mounted.host).getByRole('heading', { name: 'CDI Worklist' })).toBeInTheDocument();
      await mounted.unmount();
    } finally {
      prefetch.mockRestore();
      get.mockRestore();
    }
  });
});
