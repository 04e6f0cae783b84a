import type { Migration, MigrationProvider } from 'kysely/migration';
import { initialMigration } from './0001-initial.migration';

/**
 * Migrations live in code (not read from a folder) so the esbuild bundle carries them.
 * Append new ones with the next number; never edit one that has shipped.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initialMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};
