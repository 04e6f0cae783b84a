import { sql, type Kysely } from 'kysely';
import type { Database } from './database.types';

/**
 * The schema's tables, with whether PostgreSQL's planner statistics cover them: `reltuples` is -1 until a table was
 * analyzed, and a column added later (a migration's new column, filled by its backfill) has no `pg_stats` row until
 * the next ANALYZE while the table has rows.
 */
async function schemaTables(db: Kysely<Database>): Promise<Array<{ name: string; analyzed: boolean }>> {
  const { rows } = await sql<{ name: string; analyzed: boolean }>`
    select c.relname as name,
      c.reltuples >= 0 and not (c.reltuples > 0 and exists (
        select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
          and not exists (select 1 from pg_stats s where s.schemaname = n.nspname and s.tablename = c.relname and s.attname = a.attname)
      )) as analyzed
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' order by c.relname`.execute(db);
  return rows;
}

/**
 * Analyzes the tables whose planner statistics are missing, whole or for a column. PGlite runs no autovacuum, so a
 * table filled after its indexes were built was never analyzed: PostgreSQL then guessed 155,000 condition rules for a
 * 150-condition detail and scanned all 300,000 (113 ms of a 160 ms answer at 100,000 encounters, issue 15). And a
 * column a migration added (0019's `encounters.review_code`) stayed without statistics: the planner guessed 197 CDI
 * worklist rows for 11,505 and joined and sorted them all for each Load More page (860 ms instead of 30). Cheap when
 * every table has them.
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
