import type { Migration, MigrationProvider } from 'kysely/migration';
import { initialMigration } from './0001-initial.migration';
import { domainMigration } from './0002-domain.migration';
import { authMigration } from './0003-auth.migration';
import { encounterCopyMigration } from './0005-encounter-copy.migration';
import { userFiltersMigration } from './0006-user-filters.migration';
import { totpReplayMigration } from './0008-totp-replay.migration';
import { securityMigration } from './0016-security.migration';
import { auditTrailMigration } from './0014-audit-trail.migration';
import { smartLaunchMigration } from './0017-smart-launch.migration';
import { smartLaunchNonceMigration } from './0018-smart-launch-nonce.migration';
import { readPathIndexesMigration } from './0019-read-path-indexes.migration';
import { appointmentTypesIndexMigration } from './0020-appointment-types-index.migration';

/**
 * Migrations live in code (not read from a folder) so the esbuild bundle carries them.
 * Append new ones with the next number; never edit one that has shipped.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initialMigration,
  '0002-domain': domainMigration,
  '0003-auth': authMigration,
  '0005-encounter-copy': encounterCopyMigration,
  '0006-user-filters': userFiltersMigration,
  '0008-totp-replay': totpReplayMigration,
  '0016-security': securityMigration,
  '0014-audit-trail': auditTrailMigration,
  '0017-smart-launch': smartLaunchMigration,
  '0018-smart-launch-nonce': smartLaunchNonceMigration,
  '0019-read-path-indexes': readPathIndexesMigration,
  '0020-appointment-types-index': appointmentTypesIndexMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};
