// The page's live event stream for unit tests (jsdom has no EventSource): a fake EventSource behind shared-kit's
// `subscribeEncounterEvents`, driven by the test.
import { configureEncounterEvents, type EventSourceLike } from '../api/encounter-events';
import { ENCOUNTER_EVENT_NAMES } from '../domain/encounter-event.constants';
import type { EncounterEvent, EventStreamReady } from '../domain/encounter-event.types';
import { mockLock } from './api-fixtures.mock';

/** A stand-in EventSource: the test decides when it opens, what it delivers and how it fails. */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: Event) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  /** Delivers a server-sent event named `type` with `data` (a string, as on the wire) and the message's `id`, if any. */
  dispatch(type: string, data?: string, lastEventId?: string): void {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data, ...(lastEventId !== undefined ? { lastEventId } : {}) });
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }

  /**
   * The stream's `ready` message: the subscription is live (`replayed`: the changes since `?since=` or the last id
   * follow), with the message's `id` when given.
   */
  open(ready: Partial<EventStreamReady> = {}, id?: string): void {
    this.readyState = 1;
    this.dispatch(ENCOUNTER_EVENT_NAMES.ready, JSON.stringify({ heartbeatSeconds: 15, replayed: false, ...ready }), id);
  }

  /** A network loss the browser retries (`closedForGood` false) or an answer that is no stream (true: 401, 403, 502). */
  fail(closedForGood: boolean): void {
    this.readyState = closedForGood ? 2 : 0;
    this.dispatch('error');
  }
}

export interface MockEncounterEvents {
  /** Every EventSource the page opened, oldest first. */
  sources: FakeEventSource[];
  /** The newest one. */
  readonly source: FakeEventSource | undefined;
  /** Opens the newest source (its `ready` message, `replayed` false unless given; the message's `id` when given). */
  open: (ready?: Partial<EventStreamReady>, id?: string) => void;
  /** Delivers an encounter event on the newest source (with the message's `id` when given). */
  emit: (event: EncounterEvent, id?: string) => void;
  /** What the status probe answers after a refusal (default 401). */
  probeStatus: number;
  /** Puts the browser's EventSource back (call in afterEach). */
  restore: () => void;
}

/** Installs a fake EventSource under `subscribeEncounterEvents` for the current test. */
export function mockEncounterEvents(): MockEncounterEvents {
  const sources: FakeEventSource[] = [];
  const mock: MockEncounterEvents = {
    sources,
    get source() {
      return sources[sources.length - 1];
    },
    open: (ready, id) => mock.source?.open(ready, id),
    emit: (event, id) => mock.source?.dispatch(ENCOUNTER_EVENT_NAMES.encounter, JSON.stringify(event), id),
    probeStatus: 401,
    restore: () => undefined,
  };
  mock.restore = configureEncounterEvents({
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    probe: () => Promise.resolve(mock.probeStatus),
  });
  return mock;
}

/** An encounter event as GET /api/events sends it (default: user 2 'cdiqa' locked it), schema-valid. */
export function mockEncounterEvent(encounterId: number, overrides: Partial<EncounterEvent> = {}): EncounterEvent {
  return {
    encounterId,
    change: 'LOCKED',
    lock: mockLock(encounterId, 2, 'cdiqa'),
    review: { reviewCode: 'OPEN', queryStatusCode: null },
    status: 'PLANNED',
    actorUserId: 2,
    at: '2026-03-04T12:00:00.000Z',
    ...overrides,
  };
}
