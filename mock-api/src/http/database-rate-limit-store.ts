import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.types';

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps each window's count in the database (`request_counters`), so every API
 * process shares one count. One upsert per request: a window that has ended starts again at 1.
 */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => Date) {
  return class DatabaseRateLimitStore {
    /** @fastify/rate-limit constructs the root store with its options; children get a key prefix. */
    constructor(_options?: unknown, private readonly prefix = '') {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const at = now();
      const expires = new Date(at.getTime() + timeWindow);
      db.insertInto('request_counters')
        .values({ key: this.prefix + key, count: 1, expires_at: expires })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when request_counters.expires_at <= ${at.toISOString()}::timestamptz then 1 else request_counters.count + 1 end`,
            expires_at: sql<Date>`case when request_counters.expires_at <= ${at.toISOString()}::timestamptz then excluded.expires_at else request_counters.expires_at end`,
          }),
        )
        .returning(['count', 'expires_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: row.count, ttl: Math.max(0, row.expires_at.getTime() - at.getTime()) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /**
     * One store per route, its keys prefixed with the route so two routes' limits never share a count. The plugin
     * passes its merged settings with the route under `routeInfo` (its types say the route options themselves).
     */
    child(options: object): DatabaseRateLimitStore {
      const route: RouteInfo = ('routeInfo' in options ? (options.routeInfo as RouteInfo | undefined) : undefined) ?? {};
      const method = [route.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method} ${route.url ?? ''}|`);
    }
  };
}
