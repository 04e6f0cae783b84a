import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type Dialect } from 'kysely';
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

/** The PGlite instance under `db`, or null on PostgreSQL. */
export function embeddedPglite(db: Kysely<Database>): PGlite | null {
  return embedded.get(db) ?? null;
}

/** How a PostgreSQL connection of the API connects: the URL, with the search_path of the schema when there is one. */
export function postgresClientConfig(url: string, schema: string | null): pg.ClientConfig {
  return { connectionString: url, ...(schema !== null ? { options: `-c search_path=${schema}` } : {}) };
}

async function createDialect(options: DatabaseOptions): Promise<{ dialect: Dialect; pglite: PGlite | null }> {
  if (options.databaseUrl) {
    const schema = options.databaseSchema;
    if (schema !== null) {
      if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name '${schema}'`);
      await ensureSchema(options.databaseUrl, schema);
    }
    const pool = new pg.Pool({ ...postgresClientConfig(options.databaseUrl, schema), max: 10 });
    // An idle client's connection can end under the pool (server restart, an administrator's termination): without
    // a listener that 'error' event would crash the process; the pool drops the client and the next query reconnects.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
    return { dialect: new PostgresDialect({ pool: preparedStatementsPool(pool) }), pglite: null };
  }
  if (options.dataDir) prepareDataFolder(options.dataDir);
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pglite.waitReady;
  return { dialect: new PGliteDialect({ pglite }), pglite };
}

/** A Kysely instance on PostgreSQL when a URL is given, otherwise on embedded PGlite; same schema and queries. */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  const { dialect, pglite } = await createDialect(options);
  const { onQuery } = options;
  const db = new Kysely<Database>({ dialect, ...(onQuery ? { log: (event) => onQuery(event.query.sql, event.queryDurationMillis) } : {}) });
  if (pglite) embedded.set(db, pglite);
  return db;
}

/** Where the data lives, for the start-up log line. */
export function describeDatabase(options: DatabaseOptions): string {
  if (options.databaseUrl) return `PostgreSQL${options.databaseSchema ? ` (schema ${options.databaseSchema})` : ''}`;
  return options.dataDir ? `PGlite at ${options.dataDir}` : 'PGlite in memory';
}
