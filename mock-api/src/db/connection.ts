import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type Dialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Database } from './database.types';

export interface DatabaseOptions {
  databaseUrl: string | null;
  databaseSchema: string | null;
  dataDir: string | null;
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

async function createDialect(options: DatabaseOptions): Promise<Dialect> {
  if (options.databaseUrl) {
    const schema = options.databaseSchema;
    if (schema !== null) {
      if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name '${schema}'`);
      await ensureSchema(options.databaseUrl, schema);
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema !== null ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle client's connection can end under the pool (server restart, an administrator's termination): without
    // a listener that 'error' event would crash the process; the pool drops the client and the next query reconnects.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
    return new PostgresDialect({ pool });
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pglite.waitReady;
  return new PGliteDialect({ pglite });
}

/** A Kysely instance on PostgreSQL when a URL is given, otherwise on embedded PGlite; same schema and queries. */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  return new Kysely<Database>({ dialect: await createDialect(options) });
}

/** Where the data lives, for the start-up log line. */
export function describeDatabase(options: DatabaseOptions): string {
  if (options.databaseUrl) return `PostgreSQL${options.databaseSchema ? ` (schema ${options.databaseSchema})` : ''}`;
  return options.dataDir ? `PGlite at ${options.dataDir}` : 'PGlite in memory';
}
