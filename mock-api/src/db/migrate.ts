import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './database.types';
import { migrationProvider } from './migrations/migration.provider';

/** Brings the schema to the latest migration; throws (start-up fails) when one does not apply. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Unordered: migrations are independent additions (each issue takes the next free number), so a data folder
  // that already ran a later one still gets an earlier one that landed afterwards, instead of refusing to start.
  // Kysely's own tables in this connection's schema, named: without it, Kysely takes a `kysely_migration_lock` of
  // another schema of the database (another deployment's, or a test suite's migrating beside it) for this one's, skips
  // creating it, and then finds none here.
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema ?? undefined;
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
