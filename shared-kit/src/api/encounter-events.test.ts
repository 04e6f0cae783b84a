import { EncounterEventSchema, schemaProblems } from '../schemas';
import { FakeEventSource, mockEncounterEvent, mockEncounterEvents } from '../mock/encounter-events.mock';
import { EncounterEventStream, encounterEventsState, subscribeEncounterEvents, type EncounterEventStreamOptions } from './encounter-events';

/** A stream over fake EventSources, with the probe's answer under the test's control. */
function harness(probeStatus = 401) {
  const sources: FakeEventSource[] = [];
  const probe = { status: probeStatus, calls: 0 };
  const options: EncounterEventStreamOptions = {
    url: '/api/events',
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    probe: () => {
      probe.calls += 1;
      return Promise.resolve(probe.status);
    },
  };
  return { stream: new EncounterEventStream(options), sources, probe, last: () => sources[sources.length - 1] as FakeEventSource };
}

const flush = () => Promise.resolve().then(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the page stream of encounter events', () => {
  it('opens one EventSource on /api/events however many screens subscribe, and hands every event to each', () => {
    const { stream, sources, last } = harness();
    const a: number[] = [];
    const b: number[] = [];
    stream.subscribe((e) => a.push(e.encounterId));
    stream.subscribe((e) => b.push(e.encounterId));
    expect(sources).toHaveLength(1);
    expect(last().url).toBe('/api/events');
    expect(stream.state).toBe('connecting');
    last().open();
    expect(stream.state).toBe('open');
    last().dispatch('encounter', JSON.stringify(mockEncounterEvent(7)));
    expect(a).toEqual([7]);
    expect(b).toEqual([7]);
  });

  it('ignores messages that are not encounter events, and one failing listener does not starve the others', () => {
    const { stream, last } = harness();
    const seen: number[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stream.subscribe(() => {
      throw new Error('screen bug');
    });
    stream.subscribe((e) => seen.push(e.encounterId));
    last().open();
    last().dispatch('encounter', 'not json');
    last().dispatch('encounter', JSON.stringify({ encounterId: 'x', change: 'LOCKED' }));
    last().dispatch('encounter', JSON.stringify({ encounterId: 3, change: 'EXPLODED' }));
    last().dispatch('encounter', JSON.stringify(mockEncounterEvent(4)));
    expect(seen).toEqual([4]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('closes the EventSource shortly after the last subscriber leaves, and keeps it across a quick re-subscribe', () => {
    const { stream, sources, last } = harness();
    const off = stream.subscribe(() => undefined);
    last().open();
    off();
    // A route change: the next screen subscribes before the linger ends; the same connection serves it.
    jest.advanceTimersByTime(1_000);
    const offNext = stream.subscribe(() => undefined);
    jest.advanceTimersByTime(10_000);
    expect(sources).toHaveLength(1);
    expect(last().closed).toBe(false);
    offNext();
    jest.advanceTimersByTime(3_000);
    expect(last().closed).toBe(true);
    expect(stream.state).toBe('idle');
    // Unsubscribing twice changes nothing.
    offNext();
  });

  it('tells subscribers each time the stream becomes live, so they refetch what a reconnect may have missed', () => {
    const { stream, last } = harness();
    const opened = jest.fn();
    stream.subscribe(() => undefined, { onOpen: opened });
    last().open();
    expect(opened).toHaveBeenCalledTimes(1);
    // A network loss: the browser's EventSource reconnects by itself and the server sends `ready` again.
    last().fail(false);
    expect(stream.state).toBe('connecting');
    last().open();
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('hands each opening the server’s ready message', () => {
    const { stream, last } = harness();
    const opened = jest.fn();
    stream.subscribe(() => undefined, { onOpen: opened });
    last().open();
    expect(opened).toHaveBeenLastCalledWith({ heartbeatSeconds: 15, replayed: false });
    last().fail(false);
    last().dispatch('ready', 'not json');
    expect(opened).toHaveBeenLastCalledWith(null);
  });

  it('asks the first connection for the changes since the earliest read a subscriber names, and tells only those subscribers they follow', () => {
    const { stream, sources, last } = harness();
    const brought = jest.fn();
    const other = jest.fn();
    stream.subscribe(() => undefined, { onOpen: brought, since: 1_795_000_000_500.7 });
    stream.subscribe(() => undefined, { onOpen: other });
    stream.subscribe(() => undefined, { since: 1_795_000_003_000 });
    expect(sources).toHaveLength(1);
    expect(last().url).toBe('/api/events?since=1795000000500');
    last().open({ replayed: true });
    expect(brought).toHaveBeenLastCalledWith({ heartbeatSeconds: 15, replayed: true });
    // It named no read: nothing was replayed for it.
    expect(other).toHaveBeenLastCalledWith({ heartbeatSeconds: 15, replayed: false });
    // The browser reconnects the same EventSource (same URL): the server says again whether the changes follow.
    last().fail(false);
    last().open({ replayed: false });
    expect(brought).toHaveBeenLastCalledWith({ heartbeatSeconds: 15, replayed: false });
  });

  it('asks for the changes since a read once: a subscriber joining an open stream, or a new connection after a refusal, does not', async () => {
    const { stream, sources, last } = harness(502);
    stream.subscribe(() => undefined, { since: 1_000 });
    expect(last().url).toBe('/api/events?since=1000');
    // Refused (an API that does not take `since`, a proxy's 502): the next connection asks for live changes only.
    last().fail(true);
    await flush();
    jest.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(2);
    expect(last().url).toBe('/api/events');
    last().open();
    const late = jest.fn();
    stream.subscribe(() => undefined, { onOpen: late, since: 2_000 });
    expect(sources).toHaveLength(2);
    expect(late).not.toHaveBeenCalled();
  });

  it('on the browser’s own reconnection, hands every subscriber the server’s word on whether the missed changes follow', () => {
    const { stream, last } = harness();
    const brought = jest.fn();
    const other = jest.fn();
    stream.subscribe(() => undefined, { onOpen: brought, since: 1_000 });
    stream.subscribe(() => undefined, { onOpen: other });
    last().open({ replayed: true }, '1000');
    expect(other).toHaveBeenLastCalledWith({ heartbeatSeconds: 15, replayed: false });
    last().dispatch('encounter', JSON.stringify(mockEncounterEvent(4)), '1795000000000');
    // The EventSource sends Last-Event-ID itself: the server replays what came after it, for the whole page.
    last().fail(false);
    last().open({ replayed: true }, '1795000000000');
    expect(other).toHaveBeenLastCalledWith({ heartbeatSeconds: 15, replayed: true });
    expect(brought).toHaveBeenLastCalledWith({ heartbeatSeconds: 15, replayed: true });
    last().fail(false);
    last().open({ replayed: false });
    expect(other).toHaveBeenLastCalledWith({ heartbeatSeconds: 15, replayed: false });
  });

  it('after a refusal, reconnects asking for the changes since the last message received', async () => {
    const { stream, sources, last } = harness(502);
    const opened = jest.fn();
    stream.subscribe(() => undefined, { onOpen: opened });
    last().open({}, '1795000000000');
    last().dispatch('encounter', JSON.stringify(mockEncounterEvent(4)), '1795000004000');
    // A message without an id (an older API) or with one that is not a time moves nothing.
    last().dispatch('encounter', JSON.stringify(mockEncounterEvent(5)));
    last().dispatch('encounter', JSON.stringify(mockEncounterEvent(6)), 'x');
    // A proxy's 502 while an API process restarts: the browser gives up; this module tries again later.
    last().fail(true);
    await flush();
    jest.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(2);
    expect(last().url).toBe('/api/events?since=1795000004000');
    last().open({ replayed: true }, '1795000004000');
    expect(opened).toHaveBeenLastCalledWith({ heartbeatSeconds: 15, replayed: true });
  });

  it("after a refusal on a quiet stream, resumes from the last heartbeat's mark", async () => {
    const { stream, sources, last } = harness(502);
    stream.subscribe(() => undefined);
    last().open({}, '1795000000000');
    last().dispatch('encounter', JSON.stringify(mockEncounterEvent(4)), '1795000004000');
    // Minutes with no change: each heartbeat's mark moves the point on, so the server still holds what follows it.
    last().dispatch('mark', '""', '1795000180000');
    last().fail(true);
    await flush();
    jest.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(2);
    expect(last().url).toBe('/api/events?since=1795000180000');
  });

  it('resumes nothing once the stream was left idle or refused for the session: the next screens read afresh', async () => {
    const { stream, sources, last } = harness(401);
    const leave = stream.subscribe(() => undefined);
    last().open({}, '1795000000000');
    leave();
    jest.advanceTimersByTime(3_000);
    expect(stream.state).toBe('idle');
    stream.subscribe(() => undefined);
    expect(last().url).toBe('/api/events');
    last().open({}, '1795000009000');
    last().fail(true);
    await flush();
    expect(stream.state).toBe('closed');
    stream.subscribe(() => undefined);
    expect(sources).toHaveLength(3);
    expect(last().url).toBe('/api/events');
  });

  it('stays closed after a 401 or 403, until a new subscriber tries again', async () => {
    const { stream, sources, probe, last } = harness(401);
    stream.subscribe(() => undefined);
    last().fail(true);
    await flush();
    expect(probe.calls).toBe(1);
    expect(stream.state).toBe('closed');
    jest.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);

    probe.status = 403;
    stream.subscribe(() => undefined);
    expect(sources).toHaveLength(2);
    last().fail(true);
    await flush();
    expect(stream.state).toBe('closed');
  });

  it('reconnects with a growing delay when the answer was no stream for another reason (a proxy 502 while the API restarts)', async () => {
    const { stream, sources, last } = harness(502);
    stream.subscribe(() => undefined);
    last().fail(true);
    await flush();
    jest.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    last().fail(true);
    await flush();
    jest.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    last().open();
    expect(stream.state).toBe('open');
  });

  it('without an EventSource (an old browser, jsdom) subscribing works and nothing arrives', () => {
    const stream = new EncounterEventStream({ createEventSource: null });
    const off = stream.subscribe(() => undefined);
    expect(stream.state).toBe('closed');
    off();
  });
});

describe('subscribeEncounterEvents and shared-kit/mock', () => {
  it('the page-wide functions run on the one stream, which mockEncounterEvents drives in tests', () => {
    const events = mockEncounterEvents();
    try {
      const seen: string[] = [];
      const off = subscribeEncounterEvents((e) => seen.push(`${e.encounterId} ${e.change}`));
      expect(events.sources).toHaveLength(1);
      events.open();
      expect(encounterEventsState()).toBe('open');
      events.emit(mockEncounterEvent(9, { change: 'UNLOCKED', lock: null }));
      expect(seen).toEqual(['9 UNLOCKED']);
      off();
    } finally {
      events.restore();
    }
  });

  it('mockEncounterEvent is a schema-valid event', () => {
    expect(schemaProblems(EncounterEventSchema, mockEncounterEvent(1))).toEqual([]);
    expect(schemaProblems(EncounterEventSchema, mockEncounterEvent(1, { change: 'UNLOCKED', lock: null, review: null }))).toEqual([]);
  });
});
