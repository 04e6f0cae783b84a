import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { formatMrns, subscribeEncounterEvents, type EncounterListRow, type Role } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockRemoteProps, createMockSession, mockEncounterEvent, mockEncounterEvents, mockLock, mockUserUpdate, type MockEncounterEvents } from 'shared-kit/mock';
import { CdiWorklist } from '../cdi-worklist/cdi-worklist.component';
import { DailyList } from '../daily-list/daily-list.component';
import { encounterRow, encounterSearches, rowsFrom, worklistClient } from '../worklist/worklist.fixtures';
import { takeFirstAnswers } from '../home-first-paint/first-answer';

// Counts the MRN cells drawn (one call per MRN cell): a row repainted draws its MRN cell again.
jest.mock('shared-kit', () => {
  const actual = jest.requireActual<typeof import('shared-kit')>('shared-kit');
  return { ...actual, formatMrns: jest.fn(actual.formatMrns) };
});
const mrnCellsDrawn = formatMrns as jest.MockedFunction<typeof formatMrns>;

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row holds ${name}`);
  return row;
};
const LOCKED_BY_CDIQA = /^Locked for cdiqa, /;

let events: MockEncounterEvents;
beforeEach(() => {
  window.localStorage.clear();
  events = mockEncounterEvents();
});
afterEach(() => events.restore());

function renderWorklist(rows: EncounterListRow[], role: Role = 'CDI') {
  const client = worklistClient(rows);
  const session = createMockSession(role);
  const props = createMockRemoteProps({ session });
  render(
    <RemoteProviders>
      <CdiWorklist session={session} navigate={props.navigate} client={client} />
    </RemoteProviders>,
  );
  return client;
}

// antd's Table and Select are slow in jsdom; on a busy 2-core machine one screen test can take tens of seconds.
jest.setTimeout(90_000);
describe('live presence on the encounter lists (issue 11)', () => {
  it("the worklist shows another user's lock, review move and unlock on that row at once, without a new search, repainting that row only", async () => {
    const client = renderWorklist(rowsFrom(1, 3));
    await screen.findByText('Last3, First3');
    expect(events.sources).toHaveLength(1);
    act(() => events.open());
    const searches = encounterSearches(client).length;
    mrnCellsDrawn.mockClear();

    act(() => events.emit(mockEncounterEvent(2, { change: 'LOCKED', lock: mockLock(2, 77, 'cdiqa') })));
    expect(within(rowOf('Last2, First2')).getByRole('img', { name: LOCKED_BY_CDIQA })).toBeInTheDocument();
    expect(within(rowOf('Last1, First1')).queryByRole('img', { name: /^Locked for / })).not.toBeInTheDocument();
    expect(mrnCellsDrawn).toHaveBeenCalledTimes(1);

    act(() => events.emit(mockEncounterEvent(2, { change: 'REVIEW_CHANGED', lock: mockLock(2, 77, 'cdiqa'), review: { reviewCode: 'READY_FOR_PHYSICIAN', queryStatusCode: null } })));
    expect(within(rowOf('Last2, First2')).getByRole('img', { name: 'Review Ready for Physician' })).toBeInTheDocument();

    act(() => events.emit(mockEncounterEvent(2, { change: 'UNLOCKED', lock: null, review: { reviewCode: 'READY_FOR_PHYSICIAN', queryStatusCode: null } })));
    expect(within(rowOf('Last2, First2')).queryByRole('img', { name: /^Locked for / })).not.toBeInTheDocument();

    // An event about an encounter not in the list, or one that changes nothing shown, repaints nothing.
    mrnCellsDrawn.mockClear();
    act(() => events.emit(mockEncounterEvent(99)));
    act(() => events.emit(mockEncounterEvent(2, { change: 'CONDITIONS_CHANGED', lock: null, review: { reviewCode: 'READY_FOR_PHYSICIAN', queryStatusCode: null } })));
    expect(mrnCellsDrawn).not.toHaveBeenCalled();
    expect(encounterSearches(client)).toHaveLength(searches);
  });

  it('after a drop the stream comes back and the list fetches its rows again: what changed meanwhile shows', async () => {
    let rows = rowsFrom(1, 3);
    const client = worklistClient(() => rows);
    const session = createMockSession('CDI');
    render(
      <RemoteProviders>
        <CdiWorklist session={session} navigate={() => undefined} client={client} />
      </RemoteProviders>,
    );
    await screen.findByText('Last3, First3');
    // The first opening follows the list's own fetch: nothing to catch up on.
    act(() => events.open());
    const searches = encounterSearches(client).length;
    expect(searches).toBeGreaterThan(0);

    // While the stream is down, cdiqa locks encounter 2; the event is lost with the connection.
    act(() => events.source?.fail(false));
    rows = rows.map((row) => (row.id === 2 ? { ...row, lock: mockLock(2, 77, 'cdiqa') } : row));
    act(() => events.open());
    await waitFor(() => expect(within(rowOf('Last2, First2')).getByRole('img', { name: LOCKED_BY_CDIQA })).toBeInTheDocument());
    expect(encounterSearches(client)).toHaveLength(searches + 1);
    expect(encounterSearches(client).at(-1)?.query).toMatchObject({ offset: '0' });
  });

  it('after a drop the stream comes back with what was missed (the server held it): the change shows and the list is not asked again', async () => {
    const client = renderWorklist(rowsFrom(1, 3));
    await screen.findByText('Last3, First3');
    act(() => events.open({}, '1795000000000'));
    const searches = encounterSearches(client).length;

    // The browser reconnects with Last-Event-ID; the server replays the lock made meanwhile after its `ready`.
    act(() => events.source?.fail(false));
    act(() => events.open({ replayed: true }, '1795000000000'));
    act(() => events.emit(mockEncounterEvent(2, { change: 'LOCKED', lock: mockLock(2, 77, 'cdiqa') }), '1795000002000'));
    expect(within(rowOf('Last2, First2')).getByRole('img', { name: LOCKED_BY_CDIQA })).toBeInTheDocument();
    // Give a refresh every chance to start: none does.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(encounterSearches(client)).toHaveLength(searches);
  });

  it('a list mounted on a stream already open (kept from the screen before) catches up at the first reopening', async () => {
    const first = renderWorklist(rowsFrom(1, 2));
    await screen.findByText('Last2, First2');
    act(() => events.open());
    cleanup(); // leaves the stream lingering, open
    const client = renderWorklist(rowsFrom(1, 2));
    await screen.findByText('Last2, First2');
    expect(events.sources).toHaveLength(1);
    const searches = encounterSearches(client).length;
    act(() => events.source?.fail(false));
    act(() => events.open());
    await waitFor(() => expect(encounterSearches(client)).toHaveLength(searches + 1));
    expect(encounterSearches(first)).toHaveLength(1);
  });

  // The home drawn by the platform server: its rows are older than this page's stream, which never delivered what
  // changed in between (home-first-paint/first-answer.ts).
  const HOME_URL = '/api/encounter?view=WORKLIST&patientStatus=ACTIVE&limit=50&offset=0&sort=start+asc';
  /** The page as the platform server drew it, with `rows` read at `readAt` (or no read time). */
  function broughtByPage(rows: EncounterListRow[], client: ReturnType<typeof worklistClient>, readAt?: number): HTMLElement {
    const paint = document.createElement('div');
    paint.setAttribute('data-first-paint', 'mfe_worklist');
    if (readAt !== undefined) paint.setAttribute('data-first-paint-read-at', String(readAt));
    paint.innerHTML = '<script type="application/json"></script>';
    const block = paint.querySelector('script');
    block?.setAttribute('data-first-answer', HOME_URL);
    if (block) block.textContent = JSON.stringify(rows);
    document.body.appendChild(paint);
    expect(takeFirstAnswers(HOME_URL, client)).toBe(true);
    return paint;
  }
  const renderHome = (client: ReturnType<typeof worklistClient>) =>
    render(
      <RemoteProviders>
        <CdiWorklist session={createMockSession('CDI')} navigate={() => undefined} client={client} />
      </RemoteProviders>,
    );

  it.each([
    ['was open before the list', true],
    ['opens after the list', false],
  ])('rows the page brought without a read time are fetched again once when the stream %s, and shown as they are now', async (_, openFirst) => {
    let rows = rowsFrom(1, 3);
    const client = worklistClient(() => rows);
    const paint = broughtByPage(rows, client);
    // Meanwhile (after the server's render, before the stream), cdiqa locks encounter 2.
    rows = rows.map((row) => (row.id === 2 ? { ...row, lock: mockLock(2, 77, 'cdiqa') } : row));
    // The shell's stream, open before the remote mounts (another subscriber keeps it).
    const unsubscribe = openFirst ? subscribeEncounterEvents(() => undefined) : () => undefined;
    try {
      if (openFirst) act(() => events.open());
      renderHome(client);
      await screen.findByText('Last3, First3');
      if (!openFirst) {
        expect(encounterSearches(client)).toHaveLength(0);
        act(() => events.open());
      }
      await waitFor(() => expect(within(rowOf('Last2, First2')).getByRole('img', { name: LOCKED_BY_CDIQA })).toBeInTheDocument());
      expect(encounterSearches(client)).toHaveLength(1);
      // Once: a later opening is no catch-up (nothing dropped).
      act(() => events.open());
      expect(encounterSearches(client)).toHaveLength(1);
    } finally {
      unsubscribe();
      paint.remove();
    }
  });

  it('rows the page brought with their read time take the changes since from the stream, and the list is not asked again', async () => {
    const rows = rowsFrom(1, 3);
    const client = worklistClient(() => rows);
    const paint = broughtByPage(rows, client, 1_795_000_000_000);
    try {
      renderHome(client);
      await screen.findByText('Last3, First3');
      expect(events.source?.url).toBe('/api/events?since=1795000000000');
      // The server still holds the changes since the read: cdiqa's lock, made meanwhile, follows `ready`.
      act(() => events.open({ replayed: true }));
      act(() => events.emit(mockEncounterEvent(2, { change: 'LOCKED', lock: mockLock(2, 77, 'cdiqa') })));
      expect(within(rowOf('Last2, First2')).getByRole('img', { name: LOCKED_BY_CDIQA })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(encounterSearches(client)).toHaveLength(0);
      // A reconnection the server can bring up to date again asks nothing either; one it cannot reads the rows again.
      act(() => events.source?.fail(false));
      act(() => events.open({ replayed: true }));
      expect(encounterSearches(client)).toHaveLength(0);
      act(() => events.source?.fail(false));
      act(() => events.open({ replayed: false }));
      await waitFor(() => expect(encounterSearches(client)).toHaveLength(1));
    } finally {
      paint.remove();
    }
  });

  it('rows the page brought with their read time are fetched again once when the server no longer holds the changes since', async () => {
    let rows = rowsFrom(1, 3);
    const client = worklistClient(() => rows);
    const paint = broughtByPage(rows, client, 1_795_000_000_000);
    rows = rows.map((row) => (row.id === 2 ? { ...row, lock: mockLock(2, 77, 'cdiqa') } : row));
    try {
      renderHome(client);
      await screen.findByText('Last3, First3');
      act(() => events.open({ replayed: false }));
      await waitFor(() => expect(within(rowOf('Last2, First2')).getByRole('img', { name: LOCKED_BY_CDIQA })).toBeInTheDocument());
      expect(encounterSearches(client)).toHaveLength(1);
    } finally {
      paint.remove();
    }
  });

  it("the user's own lock taken elsewhere shows as theirs (green), a cancellation strikes the row through", async () => {
    renderWorklist([encounterRow(5)]);
    await screen.findByText('Last5, First5');
    act(() => events.open());
    const me = createMockSession('CDI').userId;
    act(() => events.emit(mockEncounterEvent(5, { lock: mockLock(5, me, 'cdi') })));
    expect(within(rowOf('Last5, First5')).getByRole('img', { name: /^Locked for cdi, / })).toHaveAttribute('data-lock-owner', 'me');
    act(() => events.emit(mockEncounterEvent(5, { change: 'STATUS_CHANGED', lock: mockLock(5, me, 'cdi'), status: 'CANCELLED' })));
    await waitFor(() => expect(rowOf('Last5, First5')).toHaveStyle({ textDecoration: 'line-through' }));
  });

  it('one stream for the page: the list unsubscribes when it goes, and the stream closes shortly after', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const view = render(
        <RemoteProviders>
          <CdiWorklist session={createMockSession('CDI')} navigate={() => undefined} client={worklistClient([encounterRow(1)])} />
        </RemoteProviders>,
      );
      await screen.findByText('Last1, First1');
      const source = events.source;
      view.unmount();
      act(() => jest.advanceTimersByTime(5_000));
      expect(source?.closed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the daily list updates its rows the same way (appointments show no lock or review: spec 1 §2.8 columns)', async () => {
    const props = createMockRemoteProps({ session: createMockSession('PHYSICIAN') });
    render(
      <RemoteProviders>
        <DailyList
          {...props}
          client={worklistClient([encounterRow(8, { start: new Date().toISOString() })], {
            'GET /api/user/practitioner': [{ id: 12, firstName: 'Ann', lastName: 'Lee', statusCode: 'ACTIVE', orgId: 1 }],
            'PUT /api/user/:id/update': mockUserUpdate(),
          })}
        />
      </RemoteProviders>,
    );
    await screen.findByText('Last8, First8');
    act(() => events.emit(mockEncounterEvent(8, { lock: mockLock(8, 77, 'cdiqa') })));
    expect(within(rowOf('Last8, First8')).getByRole('img', { name: LOCKED_BY_CDIQA })).toBeInTheDocument();
  });

  it.each([
    ['takes the changes since from the stream, asking nothing again', true],
    ['reads its rows again once when the server no longer holds the changes since', false],
  ])("a physician's day the page brought (their practitioner, then the day's rows) %s", async (_, replayed) => {
    const practitioner = { id: 12, firstName: 'Ann', lastName: 'Lee', statusCode: 'ACTIVE', orgId: 1 };
    let rows = [encounterRow(8, { start: '2026-11-21T09:00:00' })];
    const client = worklistClient(() => rows, { 'GET /api/user/practitioner': [practitioner], 'PUT /api/user/:id/update': mockUserUpdate() });
    const dayUrl = '/api/encounter?start=2026-11-21&practitionerId=12&patientStatus=ACTIVE&sort=start+asc&limit=51&offset=0';
    const paint = document.createElement('div');
    paint.setAttribute('data-first-paint', 'mfe_worklist');
    paint.setAttribute('data-first-paint-read-at', '1795000000000');
    paint.innerHTML = '<script type="application/json"></script><script type="application/json"></script>';
    const [first, second] = paint.querySelectorAll('script');
    first?.setAttribute('data-first-answer', '/api/user/practitioner');
    if (first) first.textContent = JSON.stringify([practitioner]);
    second?.setAttribute('data-first-answer', dayUrl);
    if (second) second.textContent = JSON.stringify(rows);
    document.body.appendChild(paint);
    expect(takeFirstAnswers('/api/user/practitioner', client)).toBe(true);
    // Meanwhile (after the server's render, before the stream), cdiqa locks encounter 8.
    rows = [{ ...encounterRow(8, { start: '2026-11-21T09:00:00' }), lock: mockLock(8, 77, 'cdiqa') }];
    const props = createMockRemoteProps({ session: createMockSession('PHYSICIAN'), route: { id: 'home', path: '/auth/home/:date', params: { date: '2026-11-21' }, query: {} } });
    try {
      render(
        <RemoteProviders>
          <DailyList {...props} client={client} />
        </RemoteProviders>,
      );
      await screen.findByText('Last8, First8');
      expect(events.source?.url).toBe('/api/events?since=1795000000000');
      act(() => events.open({ replayed }));
      if (replayed) act(() => events.emit(mockEncounterEvent(8, { change: 'LOCKED', lock: mockLock(8, 77, 'cdiqa') })));
      await waitFor(() => expect(within(rowOf('Last8, First8')).getByRole('img', { name: LOCKED_BY_CDIQA })).toBeInTheDocument());
      expect(client.calls.filter((call) => call.path === '/api/user/practitioner')).toEqual([]);
      expect(encounterSearches(client)).toHaveLength(replayed ? 0 : 1);
    } finally {
      paint.remove();
    }
  });
});
