// The hub's log of the changes it heard, for a stream that asks for those since a read (GET /api/events?since) or since
// the last message it received (Last-Event-ID).
import type { EncounterEvent } from 'shared-kit/domain';
import { mockEncounterEvent } from 'shared-kit/mock';
import type { ChannelMessage } from './event-channel';
import { EventStreamHub, REPLAY_MARGIN_MS, REPLAY_MAX_CHANGES, REPLAY_WINDOW_MS, type EventSubscriber, type StreamChange } from './event-stream.hub';

let now = 1_795_000_000_000;
const clock = () => now;

const subscriber = (regions: string[] | null = null, tenantId = 'demo'): EventSubscriber & { sent: StreamChange[]; closed: boolean } => {
  const s = {
    tenantId,
    regions,
    sessionKey: 'k',
    sent: [] as StreamChange[],
    closed: false,
    send: (event: EncounterEvent, id: number) => void s.sent.push({ event, id }),
    close: () => void (s.closed = true),
  };
  return s;
};
const change = (encounterId: number, region: string | null = 'North', tenantId = 'demo'): ChannelMessage => ({
  kind: 'encounter',
  tenantId,
  region,
  event: mockEncounterEvent(encounterId),
});
const ids = (changes: StreamChange[]) => changes.map((c) => c.event.encounterId);

describe('EventStreamHub: the changes since a read', () => {
  it('has none to give before it hears the channel, and none from before it began', () => {
    const hub = new EventStreamHub(clock);
    expect(hub.addSince(subscriber(), now).replayed).toBe(false);
    hub.hearing();
    expect(hub.addSince(subscriber(), now - 1).replayed).toBe(false);
    now += REPLAY_MARGIN_MS;
    expect(hub.addSince(subscriber(), now)).toMatchObject({ replayed: true, changes: [] });
  });

  it('gives the changes heard from the margin before `since`, oldest first, that the stream may see; then live ones', () => {
    const hub = new EventStreamHub(clock);
    hub.hearing();
    now += 60_000;
    hub.dispatch(change(1));
    now += 10_000;
    const since = now;
    now += 1_000;
    hub.dispatch(change(2));
    hub.dispatch(change(3, 'South'));
    hub.dispatch(change(4, null));
    hub.dispatch(change(5, 'North', 'acme'));
    now += 1_000;
    // From the margin before `since` (the other machine's clock may be ahead), not a change from before that.
    expect(ids(hub.addSince(subscriber(), since + REPLAY_MARGIN_MS - 1_000).changes)).toEqual([2, 3, 4]);
    expect(ids(hub.addSince(subscriber(), since).changes)).toEqual([2, 3, 4]);
    expect(ids(hub.addSince(subscriber(), since + REPLAY_MARGIN_MS + 1_001).changes)).toEqual([]);
    expect(ids(hub.addSince(subscriber(['North']), since).changes)).toEqual([2]);
    expect(ids(hub.addSince(subscriber(null, 'acme'), since).changes)).toEqual([5]);
    const live = subscriber();
    hub.addSince(live, since);
    hub.dispatch(change(6));
    expect(ids(live.sent)).toEqual([6]);
  });

  it('keeps two minutes of changes and at most REPLAY_MAX_CHANGES: a read from before what it dropped is not replayed', () => {
    const hub = new EventStreamHub(clock);
    hub.hearing();
    const start = now;
    now += REPLAY_MARGIN_MS;
    hub.dispatch(change(1));
    now += REPLAY_WINDOW_MS + 1;
    hub.dispatch(change(2));
    expect(hub.addSince(subscriber(), start + REPLAY_MARGIN_MS).replayed).toBe(false);
    expect(ids(hub.addSince(subscriber(), start + 2 * REPLAY_MARGIN_MS + 1).changes)).toEqual([2]);

    const busy = new EventStreamHub(clock);
    busy.hearing();
    now += REPLAY_MARGIN_MS;
    const from = now + REPLAY_MARGIN_MS;
    for (let i = 0; i <= REPLAY_MAX_CHANGES; i += 1) {
      now += 1;
      busy.dispatch(change(i));
    }
    expect(busy.addSince(subscriber(), from).replayed).toBe(false);
    expect(busy.addSince(subscriber(), now + REPLAY_MARGIN_MS).replayed).toBe(true);
  });

  it('names each message by the time from which the stream has every change, so a reconnection asks for what came after', () => {
    const hub = new EventStreamHub(clock);
    hub.hearing();
    now += 10_000;
    const opened = now;
    const first = subscriber();
    // No `since`: the stream has every change from its opening on.
    expect(hub.addSince(first, null)).toMatchObject({ replayed: false, readyId: opened });
    now += 2_000;
    hub.dispatch(change(1));
    const heardAt = now;
    now += 30_000;
    hub.dispatch(change(2));
    expect(first.sent.map((c) => c.id)).toEqual([heardAt, now]);
    // The browser lost the stream after change 1 and reconnects with its id: change 2 (and, within the margin, 1) come
    // again, and the new `ready` names the same point, for a reconnection before anything else came.
    const back = hub.addSince(subscriber(), heardAt);
    expect(back).toMatchObject({ replayed: true, readyId: heardAt });
    expect(back.changes).toEqual([
      { event: expect.objectContaining({ encounterId: 1 }), id: heardAt },
      { event: expect.objectContaining({ encounterId: 2 }), id: now },
    ]);
    expect(ids(hub.addSince(subscriber(), now).changes)).toEqual([2]);
  });

  it('after a gap in what it heard, ends every stream and gives nothing from before it', () => {
    const hub = new EventStreamHub(clock);
    hub.hearing();
    now += 10_000;
    const since = now;
    hub.dispatch(change(1));
    const open = subscriber();
    hub.add(open);
    now += 1_000;
    hub.missed();
    expect(open.closed).toBe(true);
    expect(hub.size).toBe(0);
    expect(hub.addSince(subscriber(), since).replayed).toBe(false);
  });
});
