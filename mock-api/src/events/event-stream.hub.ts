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
  send: (event: EncounterEvent) => void;
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

/** The open streams of this API process, and the fan-out of each channel message to those that may see it. */
export class EventStreamHub {
  private readonly subscribers = new Set<EventSubscriber>();

  get size(): number {
    return this.subscribers.size;
  }

  /** Adds a stream; answers its removal. */
  add(subscriber: EventSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  dispatch(message: ChannelMessage): void {
    for (const subscriber of [...this.subscribers]) {
      if (message.kind === 'session-ended') {
        if (subscriber.sessionKey === message.sessionKey) this.end(subscriber);
      } else if (maySee(subscriber, message.tenantId, message.region)) {
        subscriber.send(message.event);
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
}
