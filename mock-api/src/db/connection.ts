import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, type Dialect, type LogEvent, type PostgresPool } from 'kysely';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { preparedStatementsPool } from './prepared-statements-pool';
import type { Database } from './database.types';

export interface DatabaseOptions {
  databaseUrl: string | null;
  databaseSchema: string | null;
  dataDir: string | null;
  /** Called with the SQL and duration of every statement run (tests count a request's statements; profiling). */
  onQuery?: (sql: string, durationMs: number) => void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Creates the schema (PostgreSQL runs per test suite) before the pool points its search_path at it. */
async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
}

/**
 * The PGlite folder must exist or be creatable in an existing parent (a missing parent is more likely an unmounted
 * volume than a wish to create it on the system disk) and be writable. Otherwise the API stops at once with the
 * folder and the cause, instead of PGlite's own failure later.
 */
export function prepareDataFolder(dir: string): void {
  const problem = (cause: unknown): Error => {
    const text = cause instanceof Error ? cause.message : String(cause);
    return new Error(`The data folder ${dir} cannot be used: ${text}. Set DATA_DIR to a writable folder (or DATABASE_URL).`);
  };
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw problem(`its parent folder ${dirname(dir)} does not exist`);
    if (code !== 'EEXIST') throw problem(error);
  }
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    throw problem(error);
  }
}


/** The embedded PGlite instance behind a Kysely instance (its notification listener needs it). */
const embedded = new WeakMap<Kysely<Database>, PGlite>();

/** The Kysely instance on the written-order pool beside a PostgreSQL Kysely instance (see writtenOrderPool). */
const writtenOrder = new WeakMap<Kysely<Database>, Kysely<Database>>();

/**
 * On PostgreSQL, the database whose connections keep joins in the order written and plan each prepared statement
 * once (generic plan), for queries whose best plan is that order whatever their values; null on PGlite.
 */
export function writtenOrderDatabase(db: Kysely<Database>): Kysely<Database> | null {
  return writtenOrder.get(db) ?? null;
}

/** The PGlite instance under `db`, or null on PostgreSQL. */
export function embeddedPglite(db: Kysely<Database>): PGlite | null {
  return embedded.get(db) ?? null;
}

/** How a PostgreSQL connection of the API connects: the URL, with the search_path of the schema when there is one. */
export function postgresClientConfig(url: string, schema: string | null): pg.ClientConfig {
  return { connectionString: url, ...(schema !== null ? { options: `-c search_path=${schema}` } : {}) };
}

/**
 * The connection settings of the written-order pool (issue 15). A worklist page joins eight relations: with custom
 * plans PostgreSQL searched join orders on every call (3.5 ms of planning for 0.4 ms of execution at 100,000
 * encounters), and its plan cache never settled on a generic plan because LIMIT and the tenant are parameters.
 * On these connections the order is the one written and a prepared statement is planned once per connection; a
 * request then runs its list as one statement, where `set local` needed a transaction of four.
 */
export const WRITTEN_ORDER_SETTINGS = '-c join_collapse_limit=1 -c plan_cache_mode=force_generic_plan';

interface Pools {
  main: PostgresPool;
  writtenOrder: PostgresPool;
}

/** A pg pool of `max` connections that logs (instead of crashing on) an idle connection's loss. */
function postgresPool(config: pg.ClientConfig, max: number): pg.Pool {
  const pool = new pg.Pool({ ...config, max });
  // An idle client's connection can end under the pool (server restart, an administrator's termination): without
  // a listener that 'error' event would crash the process; the pool drops the client and the next query reconnects.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
  return pool;
}

async function postgresPools(url: string, schema: string | null): Promise<Pools> {
  if (schema !== null) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name '${schema}'`);
    await ensureSchema(url, schema);
  }
  const config = postgresClientConfig(url, schema);
  const main = postgresPool(config, 10);
  const writtenOrderPool = postgresPool({ ...config, options: [config.options, WRITTEN_ORDER_SETTINGS].filter(Boolean).join(' ') }, 10);
  return { main: preparedStatementsPool(main), writtenOrder: preparedStatementsPool(writtenOrderPool) };
}

async function createDialect(options: DatabaseOptions): Promise<{ dialect: Dialect; pglite: PGlite | null; writtenOrder: Dialect | null }> {
  if (options.databaseUrl) {
    const pools = await postgresPools(options.databaseUrl, options.databaseSchema);
    return { dialect: new PostgresDialect({ pool: pools.main }), pglite: null, writtenOrder: new PostgresDialect({ pool: pools.writtenOrder }) };
  }
  if (options.dataDir) prepareDataFolder(options.dataDir);
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pglite.waitReady;
  // Through node-postgres (PGlite's adapter), one connection that never idles out: statements are then prepared by
  // name as on PostgreSQL and their plans can be kept, where PGlite's own driver parsed and planned every statement
  // (issue 15). The pool does not own PGlite: closeDatabase closes it.
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0 });
  return { dialect: new PostgresDialect({ pool: preparedStatementsPool(pool) }), pglite, writtenOrder: null };
}

/** A Kysely instance on PostgreSQL when a URL is given, otherwise on embedded PGlite; same schema and queries. */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  const { dialect, pglite, writtenOrder: writtenOrderDialect } = await createDialect(options);
  const { onQuery } = options;
  const log = onQuery ? { log: (event: LogEvent) => onQuery(event.query.sql, event.queryDurationMillis) } : {};
  const db = new Kysely<Database>({ dialect, ...log });
  if (pglite) embedded.set(db, pglite);
  if (writtenOrderDialect) writtenOrder.set(db, new Kysely<Database>({ dialect: writtenOrderDialect, ...log }));
  return db;
}

/**
 * Closes everything openDatabase opened: the written-order pool, the main pool, and PGlite (which its node-postgres
 * pool does not own). Kysely's own destroy() skips a pool that never ran a statement, so each part is closed here.
 */
export async function closeDatabase(db: Kysely<Database>): Promise<void> {
  await writtenOrder.get(db)?.destroy();
  await db.destroy();
  const pglite = embedded.get(db);
  if (pglite && !pglite.closed) await pglite.close();
}

/** Where the data lives, for the start-up log line. */
export function describeDatabase(options: DatabaseOptions): string {
  if (options.databaseUrl) return `PostgreSQL${options.databaseSchema ? ` (schema ${options.databaseSchema})` : ''}`;
  return options.dataDir ? `PGlite at ${options.dataDir}` : 'PGlite in memory';
}
