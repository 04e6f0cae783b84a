// Each API process hears the shared channel (event-channel.ts) and hands every message to its own subscribers.
// PostgreSQL: a dedicated connection, outside the pool, holds the LISTEN (a pooled connection would be handed to
// queries and lose it); it reconnects when the connection is lost. PGlite: the embedded database is one PostgreSQL
// backend inside this process, and PGlite's own listen API delivers what that backend is notified of on commit; the
// same pg_notify path thus runs on both, and PGlite never has a second process to reach (one process per data folder).
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { embeddedPglite, postgresClientConfig } from '../db/connection';
import type { Database } from '../db/database.types';
import { CHANNEL_NAME_SQL, parseChannelMessage, type ChannelMessage } from './event-channel';

export interface ChannelHandlers {
  onMessage: (message: ChannelMessage) => void;
  /** The listening connection was lost and is back: messages sent meanwhile were missed. */
  onGap: () => void;
  onError: (error: Error) => void;
}

export interface ChannelListener {
  close: () => Promise<void>;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

async function channelName(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ channel: string }>`select ${CHANNEL_NAME_SQL} as channel`.execute(db);
  const channel = rows[0]?.channel;
  if (!channel || !/^[a-z0-9_]+$/.test(channel)) throw new Error(`unexpected event channel name '${String(channel)}'`);
  return channel;
}

function deliver(payload: string | undefined, handlers: ChannelHandlers): void {
  const message = payload === undefined ? null : parseChannelMessage(payload);
  if (message) handlers.onMessage(message);
}

/** Starts listening; resolves once the LISTEN is in place, so a change committed afterwards is heard. */
export async function listenToChannel(db: Kysely<Database>, config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema'>, handlers: ChannelHandlers): Promise<ChannelListener> {
  const channel = await channelName(db);
  const pglite = embeddedPglite(db);
  if (pglite) {
    const unlisten = await pglite.listen(channel, (payload) => deliver(payload, handlers));
    return { close: () => (pglite.closed ? Promise.resolve() : unlisten()) };
  }
  if (!config.databaseUrl) throw new Error('no database to listen on');
  return listenOnPostgres(postgresClientConfig(config.databaseUrl, config.databaseSchema), channel, handlers);
}

async function listenOnPostgres(clientConfig: pg.ClientConfig, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(clientConfig);
    next.on('notification', (n) => {
      if (n.channel === channel) deliver(n.payload, handlers);
    });
    // A lost connection ('error', then 'end') is reconnected; 'end' alone also comes from our own close.
    next.on('error', (error) => handlers.onError(error));
    next.on('end', () => {
      if (client === next) {
        client = null;
        if (!closed) scheduleReconnect();
      }
    });
    await next.connect();
    await next.query(`listen "${channel}"`);
    client = next;
  };

  const scheduleReconnect = (): void => {
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => {
          delay = RECONNECT_MIN_MS;
          handlers.onGap();
        },
        (error: unknown) => {
          handlers.onError(error instanceof Error ? error : new Error(String(error)));
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          if (!closed) scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
