// Live presence (issue 11): the page's one connection to GET /api/events, shared by the shell and every remote
// (shared-kit is a federation singleton, so this module's state exists once per page). Subscribers are counted: the
// first opens an EventSource, the last one leaving closes it (after a short linger, so moving from the worklist to
// an encounter keeps the stream). The browser's EventSource reconnects by itself after a network loss; an answer
// that is not a stream (401, 403, a proxy's 502 while the API restarts) closes it for good, so this module asks
// the same path once for its status: 401 or 403 keep it closed until someone subscribes again, anything else
// reconnects with a growing delay. A subscriber showing rows read before the page's stream opened (a page drawn by the
// platform server) names that read's time: the stream's first connection asks the server for the changes since then.
// Every message the server sends has an id (the time from which the stream delivered every change): the browser's own
// reconnection sends the last one (Last-Event-ID), and this module's reconnection after a refusal asks `since` it, so
// a reconnection is caught up by the server when it still holds what was missed (`ready.replayed`), not by a re-read.
import { ENCOUNTER_EVENT_CHANGES, ENCOUNTER_EVENT_NAMES, ENCOUNTER_EVENTS_PATH } from '../domain/encounter-event.constants';
import type { EncounterEvent, EventStreamReady } from '../domain/encounter-event.types';

export type EncounterEventListener = (event: EncounterEvent) => void;

export interface EncounterEventHandlers {
  /**
   * The stream is live: called when it opens and again after every reconnect, with the server's `ready` message (null
   * when it could not be read). Changes made while it was not live were not delivered, so refetch (or invalidate) what
   * the screen shows, unless `ready.replayed` says they follow (on a reconnection: every change since the last message
   * the page received; at the first opening: those since this subscriber's `since`).
   */
  onOpen?: (ready: EventStreamReady | null) => void;
  /**
   * Milliseconds since 1970 at or before the read of what the screen shows, when that read is older than the stream
   * (the page brought it): the stream's next connection, if this subscriber is there when it opens, asks for the
   * changes since then (`ready.replayed`). Asked once: a later reconnection does not.
   */
  since?: number;
}

/** idle: nobody subscribed; connecting; open: events flow; closed: refused (401/403) or no EventSource here. */
export type EncounterEventsState = 'idle' | 'connecting' | 'open' | 'closed';

/** The part of the browser's EventSource this module uses (tests give a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;
/** Answers the HTTP status a GET of `url` gets (0 without an answer); used only after the stream was refused. */
export type StreamStatusProbe = (url: string) => Promise<number>;

/** A message's `lastEventId` as the server writes it: the time in milliseconds (shared-kit EventStreamHeadersSchema). */
const EVENT_ID = /^[0-9]{1,15}$/;

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;
/** Reconnect delays after a refused stream that was not a 401/403; the last repeats. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** How long the stream outlives its last subscriber (a route change unmounts one screen before the next mounts). */
const LINGER_MS = 3_000;

const isEncounterEvent = (value: unknown): value is EncounterEvent => {
  const v = value as Partial<EncounterEvent> | null;
  return typeof v?.encounterId === 'number' && typeof v.change === 'string' && (ENCOUNTER_EVENT_CHANGES as readonly string[]).includes(v.change);
};

const browserEventSource = (): EventSourceFactory | null =>
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url);

const fetchStatus: StreamStatusProbe = async (url) => {
  if (typeof fetch === 'undefined') return 0;
  const abort = new AbortController();
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/event-stream' }, signal: abort.signal });
    return response.status;
  } catch {
    return 0;
  } finally {
    // A 200 would be a second live stream: only the status was wanted.
    abort.abort();
  }
};

interface Subscriber {
  listener: EncounterEventListener;
  handlers: EncounterEventHandlers;
  /** Whether `handlers.since` is still to be asked for (cleared by the first connection that opens or fails). */
  sinceAsked: boolean;
}

const isReady = (value: unknown): value is EventStreamReady => {
  const v = value as Partial<EventStreamReady> | null;
  return typeof v?.heartbeatSeconds === 'number';
};

export interface EncounterEventStreamOptions {
  url?: string;
  createEventSource?: EventSourceFactory | null;
  probe?: StreamStatusProbe;
}

/** One page's stream of encounter events, ref-counted over its subscribers. */
export class EncounterEventStream {
  private readonly subscribers = new Set<Subscriber>();
  private source: EventSourceLike | null = null;
  private current: EncounterEventsState = 'idle';
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private lingerTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * The id of the last message received since the page's subscribers began to listen: where a reconnection resumes.
   * Null before any, after the stream was left idle or refused for the session (the next screens read afresh).
   */
  private lastEventId: string | null = null;
  private url: string;
  private createEventSource: EventSourceFactory | null;
  private probe: StreamStatusProbe;

  constructor(options: EncounterEventStreamOptions = {}) {
    this.url = options.url ?? ENCOUNTER_EVENTS_PATH;
    this.createEventSource = options.createEventSource === undefined ? browserEventSource() : options.createEventSource;
    this.probe = options.probe ?? fetchStatus;
  }

  get state(): EncounterEventsState {
    return this.current;
  }

  /** Replaces the transport (tests, a host without EventSource); closes the current connection. */
  configure(options: EncounterEventStreamOptions): void {
    this.disconnect(this.subscribers.size > 0 ? 'connecting' : 'idle');
    if (options.url !== undefined) this.url = options.url;
    if (options.createEventSource !== undefined) this.createEventSource = options.createEventSource;
    if (options.probe !== undefined) this.probe = options.probe;
    if (this.subscribers.size > 0) this.connect();
  }

  /** Listens to every encounter event of the page's stream; answers the unsubscribe (call it on unmount). */
  subscribe(listener: EncounterEventListener, handlers: EncounterEventHandlers = {}): () => void {
    const subscriber: Subscriber = { listener, handlers, sinceAsked: false };
    this.subscribers.add(subscriber);
    if (this.lingerTimer) {
      clearTimeout(this.lingerTimer);
      this.lingerTimer = null;
    }
    // A stream refused with 401/403 is tried again by a new subscriber (the user may have signed in again).
    if (this.current === 'idle' || this.current === 'closed') this.connect();
    return () => {
      if (!this.subscribers.delete(subscriber) || this.subscribers.size > 0) return;
      this.lingerTimer = setTimeout(() => {
        this.lingerTimer = null;
        if (this.subscribers.size === 0) this.disconnect('idle');
      }, LINGER_MS);
    };
  }

  private connect(): void {
    if (this.source || this.retryTimer) return;
    if (!this.createEventSource) {
      this.current = 'closed';
      return;
    }
    this.current = 'connecting';
    // The earliest read still waiting for its changes: asked on this connection only, whatever becomes of it.
    const waiting = [...this.subscribers].filter((s) => s.handlers.since !== undefined && !s.sinceAsked);
    for (const s of waiting) s.sinceAsked = true;
    // A reconnection after a refusal resumes after the last message received, for every subscriber.
    const resumeFrom = this.lastEventId === null ? null : Number(this.lastEventId);
    const times = [...waiting.map((s) => s.handlers.since ?? Infinity), ...(resumeFrom === null ? [] : [resumeFrom])];
    const since = times.length > 0 ? Math.min(...times) : null;
    const source = this.createEventSource(since === null ? this.url : `${this.url}?since=${Math.max(0, Math.floor(since))}`);
    this.source = source;
    // Whether a `ready` on this source is a reconnection (the browser's, with Last-Event-ID, or this module's).
    let resuming = resumeFrom !== null;
    source.addEventListener(ENCOUNTER_EVENT_NAMES.ready, (message) => {
      if (this.source !== source) return;
      this.current = 'open';
      this.retries = 0;
      this.noteId(message);
      const ready = this.parseReady((message as MessageEvent<unknown>).data);
      for (const s of [...this.subscribers]) {
        // At a first opening, replayed changes reach only the subscribers that asked for them; on a reconnection, every
        // change since the last message the page received is replayed, whatever each subscriber shows.
        s.handlers.onOpen?.(ready && (resuming || s.sinceAsked) ? ready : ready && { ...ready, replayed: false });
      }
      resuming = true;
    });
    source.addEventListener(ENCOUNTER_EVENT_NAMES.encounter, (message) => {
      if (this.source !== source) return;
      this.noteId(message);
      const event = this.parse((message as MessageEvent<unknown>).data);
      if (!event) return;
      for (const s of [...this.subscribers]) {
        try {
          s.listener(event);
        } catch (error) {
          // One screen's failing listener must not keep the event from the others.
          console.error('[encounter-events] a listener failed', error);
        }
      }
    });
    // A quiet stream's heartbeat mark: where a reconnection resumes when no change came for a while.
    source.addEventListener(ENCOUNTER_EVENT_NAMES.mark, (message) => {
      if (this.source === source) this.noteId(message);
    });
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      if (source.readyState !== CLOSED) {
        this.current = 'connecting';
        return;
      }
      this.source = null;
      void this.afterRefusal();
    });
  }

  /** Keeps the message's id, the point a reconnection resumes from (an older API sends none). */
  private noteId(message: Event): void {
    const id = (message as MessageEvent<unknown>).lastEventId;
    if (typeof id === 'string' && EVENT_ID.test(id)) this.lastEventId = id;
  }

  private parseReady(data: unknown): EventStreamReady | null {
    if (typeof data !== 'string') return null;
    try {
      const value = JSON.parse(data) as unknown;
      return isReady(value) ? { heartbeatSeconds: value.heartbeatSeconds, replayed: value.replayed === true } : null;
    } catch {
      return null;
    }
  }

  private parse(data: unknown): EncounterEvent | null {
    if (typeof data !== 'string') return null;
    try {
      const value = JSON.parse(data) as unknown;
      return isEncounterEvent(value) ? value : null;
    } catch {
      return null;
    }
  }

  /** The browser gave up on the stream: a 401/403 keeps it closed; anything else is tried again later. */
  private async afterRefusal(): Promise<void> {
    this.current = 'connecting';
    const status = await this.probe(this.url);
    if (this.source || this.subscribers.size === 0) return;
    if (status === 401 || status === 403) {
      this.current = 'closed';
      // Whoever signs in next reads afresh: nothing is resumed across sessions.
      this.lastEventId = null;
      return;
    }
    const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)];
    this.retries += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.subscribers.size > 0) this.connect();
    }, delay);
  }

  private disconnect(next: EncounterEventsState): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    this.retries = 0;
    this.lastEventId = null;
    this.current = next;
  }
}

/** The page's stream: one for the shell and every remote. */
const pageStream = new EncounterEventStream();

/**
 * Calls `listener` with every encounter event the signed-in user may see (another user locked, unlocked, moved the
 * review, changed the status or the conditions of an encounter), however many screens subscribe: the page keeps one
 * connection. Answers the unsubscribe. `handlers.onOpen` runs each time the stream becomes live (refetch then).
 */
export function subscribeEncounterEvents(listener: EncounterEventListener, handlers?: EncounterEventHandlers): () => void {
  return pageStream.subscribe(listener, handlers);
}

/** The page's stream state (for a status indicator or a test). */
export function encounterEventsState(): EncounterEventsState {
  return pageStream.state;
}

/**
 * Replaces the page stream's transport (jsdom has no EventSource: tests give a fake; shared-kit/mock's
 * `mockEncounterEvents` does it). Answers the function that puts the browser's EventSource back.
 */
export function configureEncounterEvents(options: EncounterEventStreamOptions): () => void {
  pageStream.configure(options);
  return () => pageStream.configure({ url: ENCOUNTER_EVENTS_PATH, createEventSource: browserEventSource(), probe: fetchStatus });
}
