import { sql, type Kysely } from 'kysely';
import type { Database } from './database.types';

/** The schema's tables, with whether PostgreSQL holds planner statistics for them (`reltuples` is -1 until it does). */
async function schemaTables(db: Kysely<Database>): Promise<Array<{ name: string; analyzed: boolean }>> {
  const { rows } = await sql<{ name: string; analyzed: boolean }>`
    select c.relname as name, c.reltuples >= 0 as analyzed from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' order by c.relname`.execute(db);
  return rows;
}

/**
 * Analyzes the tables that have no planner statistics. PGlite runs no autovacuum, so a table filled after its indexes
 * were built was never analyzed: PostgreSQL then guessed 155,000 condition rules for a 150-condition detail and
 * scanned all 300,000 (113 ms of a 160 ms answer at 100,000 encounters, issue 15). Cheap when every table has them.
 */
export async function analyzeTablesWithoutStatistics(db: Kysely<Database>): Promise<string[]> {
  const missing = (await schemaTables(db)).filter((t) => !t.analyzed).map((t) => t.name);
  for (const name of missing) await sql`analyze ${sql.table(name)}`.execute(db);
  return missing;
}

/** Analyzes every table of the schema: after a bulk load (seeding), whose new rows no statistics know yet. */
export async function analyzeAllTables(db: Kysely<Database>): Promise<void> {
  for (const { name } of await schemaTables(db)) await sql`analyze ${sql.table(name)}`.execute(db);
}

/**
 * VACUUM of every table: PGlite's start-up maintenance, since it runs no autovacuum (statistics: the functions
 * above; ANALYZE of every table at each start cost about 2 s per start of a test suite). Without it the dead row
 * versions of updates (migration 0019's backfill of 100,000 encounters, each review move) were never cleared and a
 * last-name search at 100,000 encounters took 215 ms instead of 81 (issue 15). Cheap on clean tables (the visibility
 * map skips their pages); never inside a transaction.
 */
export async function vacuumAllTables(db: Kysely<Database>): Promise<void> {
  for (const { name } of await schemaTables(db)) await sql`vacuum ${sql.table(name)}`.execute(db);
}
