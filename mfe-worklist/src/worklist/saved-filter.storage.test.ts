import { CDI_WORKLIST_VIEWS, CODER_WORKLIST_VIEWS, type SessionUser } from 'shared-kit';
import { createMockHttpClient, createMockSession, mockError, mockUserUpdate, type MockHttpClient } from 'shared-kit/mock';
import { createSavedFilterStore, readSavedFilter, savedFilterKey, WORKLIST_FILTER_SLOTS, type SavedFilterStoreOptions } from './saved-filter.storage';
import { EMPTY_FILTER_VALUES, type WorklistState } from './worklist-filter.types';

const saved: WorklistState = {
  view: 'READY_FOR_CDI_QA',
  sort: { key: 'openHccCount', order: 'desc' },
  values: { ...EMPTY_FILTER_VALUES, lastName: 'Smith', practitionerId: 12, potentialConditionCount: '2', specialty: 'Cardiology' },
};
const CDI = WORKLIST_FILTER_SLOTS.CDI;
const CODER = WORKLIST_FILTER_SLOTS.CODER;

/** A mock API whose update endpoint answers the session user with the fields it was sent. */
function userApi(session: SessionUser): MockHttpClient {
  return createMockHttpClient({
    'PUT /api/user/:id/update': mockUserUpdate(session),
  });
}
const updates = (client: MockHttpClient) => client.calls.filter((call) => call.method === 'PUT');

let clock = 0;
/** Every store of a test on the same ticking clock, so later saves are newer. */
const options = (client: MockHttpClient, extra: SavedFilterStoreOptions = {}): SavedFilterStoreOptions => ({
  client,
  delayMs: 60_000,
  now: () => new Date(Date.UTC(2026, 0, 1) + (clock += 1000)),
  ...extra,
});

describe('saved list filters', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends the list filter keyed by list to PUT /api/user/{id}/update, keeping the other lists of the field', async () => {
    const session: SessionUser = {
      ...createMockSession('CDI'),
      userId: 7,
      worklistFilters: { coder: { view: 'COMPLETED', savedAt: '2025-12-01T00:00:00.000Z' } },
    };
    const client = userApi(session);
    const store = createSavedFilterStore(session, CDI, options(client));
    store.save({ ...saved });
    expect(updates(client)).toHaveLength(0);
    await store.flush();
    const [put] = updates(client);
    expect(put).toMatchObject({ path: '/api/user/7/update', status: 200 });
    expect(put?.body).toEqual({
      worklistFilters: {
        coder: { view: 'COMPLETED', savedAt: '2025-12-01T00:00:00.000Z' },
        cdi: { ...saved, savedAt: expect.any(String) },
      },
    });
    await store.flush();
    expect(updates(client)).toHaveLength(1);
  });

  it('waits for a quiet moment and sends only the last of several saves', async () => {
    jest.useFakeTimers();
    try {
      const session = createMockSession('CDI');
      const client = userApi(session);
      const store = createSavedFilterStore(session, CDI, { client, delayMs: 400 });
      store.save({ ...saved, values: { ...EMPTY_FILTER_VALUES, lastName: 'S' } });
      await jest.advanceTimersByTimeAsync(300);
      store.save({ ...saved });
      await jest.advanceTimersByTimeAsync(300);
      expect(updates(client)).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(100);
      expect(updates(client)).toHaveLength(1);
      expect(updates(client)[0]?.body).toMatchObject({ worklistFilters: { cdi: { values: { lastName: 'Smith' } } } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('restores from the session user on a browser without a copy, and nothing when nothing was saved', () => {
    const session: SessionUser = { ...createMockSession('CODER'), worklistFilters: { coder: { view: 'COMPLETED', encounterSort: 'start desc', mrn: 'A1' } } };
    const client = userApi(session);
    expect(readSavedFilter(createSavedFilterStore(session, CODER, options(client)).load(), CODER_WORKLIST_VIEWS)).toEqual({
      view: 'COMPLETED',
      sort: { key: 'start', order: 'desc' },
      values: { ...EMPTY_FILTER_VALUES, mrn: 'A1' },
    });
    expect(createSavedFilterStore(session, CDI, options(client)).load()).toBeNull();
    expect(createSavedFilterStore(createMockSession('CODER'), CODER, options(client)).load()).toBeNull();
    expect(updates(client)).toHaveLength(0);
  });

  it("answers the next mount from this browser's copy while the session prop is older, and the newer copy wins", async () => {
    const session: SessionUser = { ...createMockSession('CDI'), worklistFilters: { cdi: { view: 'OPEN', savedAt: '2026-01-01T00:00:00.000Z' } } };
    const client = userApi(session);
    const first = createSavedFilterStore(session, CDI, options(client));
    expect(first.load()).toEqual({ view: 'OPEN' });
    first.save({ ...saved });
    await first.flush();
    expect(readSavedFilter(createSavedFilterStore(session, CDI, options(client)).load(), CDI_WORKLIST_VIEWS)).toEqual(saved);

    // Saved later on another device: the server's copy is newer than this browser's.
    const elsewhere: SessionUser = { ...session, worklistFilters: { cdi: { view: 'LOCKED', savedAt: '2030-01-01T00:00:00.000Z' } } };
    expect(createSavedFilterStore(elsewhere, CDI, options(client)).load()).toEqual({ view: 'LOCKED' });
  });

  it('keeps both lists of a user with CDI and coder roles although the session prop knows neither', async () => {
    const session = createMockSession('CDI');
    const client = userApi(session);
    const cdi = createSavedFilterStore(session, CDI, options(client));
    cdi.save({ ...saved });
    await cdi.flush();
    const coder = createSavedFilterStore(session, CODER, options(client));
    coder.save({ view: 'COMPLETED' });
    await coder.flush();
    expect(updates(client).at(-1)?.body).toEqual({
      worklistFilters: { cdi: { ...saved, savedAt: expect.any(String) }, coder: { view: 'COMPLETED', savedAt: expect.any(String) } },
    });
  });

  it('keeps the browser copies of users and fields apart', () => {
    expect(savedFilterKey('demo', 'cdi', 'worklistFilters')).not.toBe(savedFilterKey('acme', 'cdi', 'worklistFilters'));
    expect(savedFilterKey('demo', 'cdi', 'worklistFilters')).not.toBe(savedFilterKey('demo', 'cdiqa', 'worklistFilters'));
    expect(savedFilterKey('demo', 'cdi', 'worklistFilters')).not.toBe(savedFilterKey('demo', 'cdi', 'patientListFilters'));
    const client = userApi(createMockSession('CDI'));
    createSavedFilterStore(createMockSession('CDI'), CDI, options(client)).save({ ...saved });
    expect(createSavedFilterStore(createMockSession('CDI_QA_MANAGER'), CDI, options(client)).load()).toBeNull();
    expect(createSavedFilterStore(createMockSession('CDI'), { field: 'patientListFilters', list: 'cdi' }, options(client)).load()).toBeNull();
  });

  it('sends an unsent copy again on the next mount when the update failed', async () => {
    const session = createMockSession('CDI');
    const failing = createMockHttpClient({ 'PUT /api/user/:id/update': mockError(500, 'INTERNAL', 'down') });
    const store = createSavedFilterStore(session, CDI, options(failing));
    store.save({ ...saved });
    await store.flush();
    expect(updates(failing)).toMatchObject([{ status: 500 }]);

    const client = userApi(session);
    const next = createSavedFilterStore(session, CDI, options(client));
    expect(readSavedFilter(next.load(), CDI_WORKLIST_VIEWS)).toEqual(saved);
    await next.flush();
    expect(updates(client)).toHaveLength(1);
    // Once sent, a later mount sends nothing.
    const third = createSavedFilterStore(session, CDI, options(client));
    third.load();
    await third.flush();
    expect(updates(client)).toHaveLength(1);
  });

  it('works without browser storage, and ignores a broken copy', async () => {
    const session = createMockSession('CDI');
    const client = userApi(session);
    const store = createSavedFilterStore(session, CDI, options(client, { storage: null }));
    store.save({ ...saved });
    await store.flush();
    expect(updates(client)).toHaveLength(1);
    window.localStorage.setItem(savedFilterKey(session.tenantId, session.username, 'worklistFilters'), '{not json');
    expect(createSavedFilterStore(session, CDI, options(client)).load()).toBeNull();
  });

  it('drops values of the wrong type when reading a filter back', () => {
    const read = readSavedFilter(
      { view: 'NOPE', sort: { key: 'password', order: 'asc' }, values: { mrn: 5, practitionerId: '12', potentialConditionCount: '9', lastName: 'Lee', extra: 'x' } },
      CODER_WORKLIST_VIEWS,
    );
    expect(read).toEqual({ view: 'WORKLIST', sort: { key: 'start', order: 'asc' }, values: { ...EMPTY_FILTER_VALUES, lastName: 'Lee' } });
    expect(readSavedFilter(null, CDI_WORKLIST_VIEWS)).toBeNull();
  });
});
