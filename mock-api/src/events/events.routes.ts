import fastifySse from '@fastify/sse';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { ENCOUNTER_EVENT_NAMES, WORKING_ROLES, type EncounterEvent, type EventStreamReady } from 'shared-kit/domain';
import { authOf } from '../auth/session-support';
import { plainScopeOf } from '../clinical/access.service';
import { contractSchema } from '../http/contract-route';
import { notify } from './encounter-change.announcer';
import { listenToChannel } from './event-listener';
import { EventStreamHub, sessionKeyOf } from './event-stream.hub';

/** How long a browser waits before reconnecting a lost stream (the `retry:` field). */
const RECONNECT_MS = 2_000;

/**
 * GET /api/events (issue 11, live presence): server-sent events of the encounters the caller may see. One
 * subscription per connection; heartbeat comments keep proxies from closing an idle stream; the stream ends when the
 * client goes, when its session ends (sign-out at once, expiry at the next heartbeat) and when the server stops.
 * Changes reach every API process through PostgreSQL's LISTEN/NOTIFY (event-listener.ts), never process memory.
 * `?since=<ms>` (a page the platform server drew with rows read then) or `Last-Event-ID` (a browser reconnecting; every
 * message's id is the time from which the stream delivered every change): the changes this process heard since, which
 * it keeps for two minutes (event-stream.hub.ts), follow `ready` (`replayed: true`), so the page need not read them
 * again.
 *
 * @fastify/sse writes the stream (headers, heartbeat, backpressure, close handling); kind 'manual' skips its Accept
 * negotiation, whose 406 answer would not be in the platform's error format: this path only ever streams.
 */
const events: FastifyPluginAsyncTypebox = async (app) => {
  const heartbeatMs = Math.round(app.config.eventsHeartbeatSeconds * 1000);
  const hub = new EventStreamHub(() => app.now().getTime());
  app.decorate('eventStreams', hub);
  await app.register(fastifySse, { heartbeatInterval: heartbeatMs });

  const listener = await listenToChannel(app.db, app.config, {
    onMessage: (message) => hub.dispatch(message),
    // Events sent while the listening connection was down are lost: streams end, browsers reconnect and refetch, and
    // no stream is offered the changes from before the gap.
    onGap: () => hub.missed(),
    onError: (error) => app.log.warn({ err: error }, 'event channel connection'),
  });
  hub.hearing();
  // Open streams would hold server.close() forever; the listener goes before the database does.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => listener.close());

  // A sign-out ends the session's streams in every process (the id itself stays here: the channel carries a hash).
  const stopWatching = app.sessions.onEnd((sessionId) => {
    notify(app.db, { kind: 'session-ended', sessionKey: sessionKeyOf(sessionId) }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'announcing a session end'),
    );
  });
  app.addHook('onClose', async () => void stopWatching());

  app.get(
    '/api/events',
    {
      sse: { kind: 'manual' },
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/events', { tags: ['events'], summary: 'Live presence: server-sent events of lock, review, status and condition changes' }, [401, 403]),
    },
    async (request, reply) => {
      const scope = plainScopeOf(request, WORKING_ROLES);
      const { session } = authOf(request);
      const stream = reply.sse;
      stream.keepAlive();

      // One queue per stream: `ready`, then the replayed changes, then live ones, in that order on the wire.
      let queue: Promise<void> = Promise.resolve();
      const enqueue = (message: { event?: string; data: unknown; id: string; retry?: number }): Promise<void> => {
        queue = queue.then(() => (stream.isConnected ? stream.send(message) : undefined)).catch(() => stream.close());
        return queue;
      };
      // A reconnection's last received id is later than the page's read the URL still names: it wins.
      const lastEventId = request.headers['last-event-id'];
      const since = lastEventId !== undefined ? Number(lastEventId) : (request.query.since ?? null);
      const { remove, replayed, changes, readyId } = hub.addSince(
        {
          tenantId: scope.tenantId,
          regions: scope.regions,
          sessionKey: sessionKeyOf(session.id),
          send: (event: EncounterEvent, id: number) => void enqueue({ event: ENCOUNTER_EVENT_NAMES.encounter, data: event, id: String(id) }),
          close: () => stream.close(),
        },
        since,
      );

      // Expiry (idle, absolute) and sign-outs this process did not see end the stream at the next check; the check
      // only reads, so an open stream never keeps a session alive. A role switch ends it too (the scope changed).
      // Each check also moves the stream's point on with a `mark` (its id; the browser's EventSource keeps it, and the
      // page hears it for its own reconnection after a refusal): every change heard before now was queued before it,
      // so a quiet stream lost after longer than the replay window still resumes from a point the server holds.
      const check = setInterval(() => {
        void enqueue({ event: ENCOUNTER_EVENT_NAMES.mark, id: String(app.now().getTime()), data: '' });
        app.sessions.liveRow(session.id).then(
          (live) => {
            if (!live || live.active_role !== session.active_role) stream.close();
          },
          () => undefined,
        );
      }, heartbeatMs);
      check.unref();
      stream.onClose(() => {
        clearInterval(check);
        remove();
      });

      const ready: EventStreamReady = { heartbeatSeconds: app.config.eventsHeartbeatSeconds, replayed };
      void enqueue({ event: ENCOUNTER_EVENT_NAMES.ready, data: ready, id: String(readyId), retry: RECONNECT_MS });
      for (const change of changes) void enqueue({ event: ENCOUNTER_EVENT_NAMES.encounter, data: change.event, id: String(change.id) });
      await queue;
    },
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The open event streams of this process (GET /api/events). */
    eventStreams: { readonly size: number };
  }
}

/** Not encapsulated, so `app.eventStreams` is the root's. */
export const eventRoutes = fp(events, { name: 'event-routes' });
