import { createHash } from 'node:crypto';
import type { EncounterEvent } from 'shared-kit/domain';
import type { ChannelMessage } from './event-channel';

/** One open event stream of this process. */
export interface EventSubscriber {
  tenantId: string;
  /** The regions a CDI_RESTRICTED caller is limited to; null: every region of the tenant. */
  regions: readonly string[] | null;
  /** `sessionKeyOf` the stream's session. */
  sessionKey: string;
  /** `id`: the message's event id, the time (ms, this process's clock) the change was heard. */
  send: (event: EncounterEvent, id: number) => void;
  close: () => void;
}

/** What identifies a session on the channel: a hash, so the session id itself never leaves the process. */
export const sessionKeyOf = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex').slice(0, 32);

/**
 * Whether a subscriber may see an encounter of `tenantId` whose patient is in `region`: the rule of
 * encounter-scope.repository.ts `regionCondition` (a restricted caller sees only their regions; a patient without a
 * region is outside every list of regions).
 */
export function maySee(subscriber: Pick<EventSubscriber, 'tenantId' | 'regions'>, tenantId: string, region: string | null): boolean {
  if (subscriber.tenantId !== tenantId) return false;
  if (subscriber.regions === null) return true;
  return region !== null && subscriber.regions.includes(region);
}

/** How long a process keeps the changes it heard, for a stream that asks for those since a read (`since`). */
export const REPLAY_WINDOW_MS = 120_000;
/** At most this many changes are kept, every tenant's together (a busy process's two minutes): the oldest go first. */
export const REPLAY_MAX_CHANGES = 5_000;
/**
 * A stream asked for the changes since `since` gets those this process heard from this long before it: `since` is
 * the platform server's clock or another API process's (a reconnection's `Last-Event-ID`), the receipt time this
 * process's, and machines' clocks may differ by a little. A change sent again is harmless: each event carries the
 * encounter's state after it.
 */
export const REPLAY_MARGIN_MS = 5_000;

/** A change to send on a stream, with its event id (the time it was heard, ms). */
export interface StreamChange {
  event: EncounterEvent;
  id: number;
}

interface HeardChange {
  at: number;
  tenantId: string;
  region: string | null;
  event: EncounterEvent;
}

/**
 * The open streams of this API process, the fan-out of each channel message to those that may see it, and the changes
 * heard in the last two minutes, for a stream that asks for those since a read (a page the platform server drew) or
 * since the last message it received (a browser reconnecting: `Last-Event-ID`).
 */
export class EventStreamHub {
  private readonly subscribers = new Set<EventSubscriber>();
  private readonly heard: HeardChange[] = [];
  /** From when `heard` holds every change: the listener's start, its last gap, or past what was dropped (ms). */
  private completeFrom = Number.POSITIVE_INFINITY;

  constructor(private readonly now: () => number = Date.now) {}

  /** The channel is heard from now on (its LISTEN is in place): what is heard from here is complete. */
  hearing(): void {
    this.heard.length = 0;
    this.completeFrom = this.now();
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Adds a stream; answers its removal. */
  add(subscriber: EventSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /**
   * Adds a stream that shows what was read at `since` (ms), with the changes heard from then on that it may see, oldest
   * first, to send before any later one (nothing can be dispatched between this call and the caller's next line: one
   * thread). `replayed` false, and no changes, when `since` is null or older than what this process still holds.
   * `readyId`, the id of the stream's `ready` message: the time from which the stream delivers every change (`since`
   * when replayed, now otherwise), so a browser that reconnects before any change came asks for the right ones.
   */
  addSince(subscriber: EventSubscriber, since: number | null): { remove: () => void; replayed: boolean; changes: StreamChange[]; readyId: number } {
    this.forgetOld();
    const from = since === null ? null : since - REPLAY_MARGIN_MS;
    const replayed = from !== null && from >= this.completeFrom;
    const changes = replayed ? this.heard.filter((c) => c.at >= from && maySee(subscriber, c.tenantId, c.region)).map((c) => ({ event: c.event, id: c.at })) : [];
    return { remove: this.add(subscriber), replayed, changes, readyId: replayed && since !== null ? since : this.now() };
  }

  dispatch(message: ChannelMessage): void {
    const at = this.now();
    if (message.kind === 'encounter') {
      this.heard.push({ at, tenantId: message.tenantId, region: message.region, event: message.event });
      this.forgetOld();
    }
    for (const subscriber of [...this.subscribers]) {
      if (message.kind === 'session-ended') {
        if (subscriber.sessionKey === message.sessionKey) this.end(subscriber);
      } else if (maySee(subscriber, message.tenantId, message.region)) {
        subscriber.send(message.event, at);
      }
    }
  }

  /** Ends one stream (its session ended, or it was lost). */
  end(subscriber: EventSubscriber): void {
    this.subscribers.delete(subscriber);
    subscriber.close();
  }

  /** Ends every stream: the server stops, or messages may have been missed (browsers reconnect and refetch). */
  endAll(): void {
    for (const subscriber of [...this.subscribers]) this.end(subscriber);
  }

  /**
   * Messages may have been missed (the listening connection was down and is back): what was heard before is no longer
   * complete, and every stream ends (browsers reconnect, and read again what the log cannot give them).
   */
  missed(): void {
    this.hearing();
    this.endAll();
  }

  /** Drops changes older than the window, and beyond the count: from then on, the log is complete. */
  private forgetOld(): void {
    const horizon = this.now() - REPLAY_WINDOW_MS;
    let drop = 0;
    while (drop < this.heard.length && ((this.heard[drop]?.at ?? Infinity) < horizon || this.heard.length - drop > REPLAY_MAX_CHANGES)) drop += 1;
    if (drop === 0) return;
    // Dropped at `at`: a read from that very millisecond may have missed it.
    this.completeFrom = Math.max(this.completeFrom, (this.heard[drop - 1]?.at ?? 0) + 1);
    this.heard.splice(0, drop);
  }
}
