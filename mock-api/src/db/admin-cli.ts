import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { defaultDataDir, loadConfig } from '../config';
import { createTenantWithAdmin, unlockAccount } from '../tenants/tenant-setup.service';
import { closeDatabase, describeDatabase, openDatabase } from './connection';
import { migrateToLatest } from './migrate';
import { ensureReferenceData } from './reference/reference-data.loader';

const USAGE = `Usage (in mock-api/, with the API's environment: DATA_DIR or DATABASE_URL, PUBLIC_URL):
  node dist/admin-cli.js create-tenant --tenant-id <id> --tenant-name <name> \\
      --admin-username <username> --admin-email <email> --admin-first-name <first> --admin-last-name <last>
      Creates a tenant and prints the registration link of its first administrator (valid 7 days).
  node dist/admin-cli.js unlock-account --username <username or email>
      Ends a user's sign-in lockout now.
Stop the API first when it runs on PGlite (one process per data folder).`;

/** The operator's commands for a production database, which starts with no tenant (mock-api/README.md, Production). */
async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'create-tenant' && command !== 'unlock-account') {
    console.error(USAGE);
    return 2;
  }
  const { values } = parseArgs({
    args: [...rest],
    options: {
      'tenant-id': { type: 'string' },
      'tenant-name': { type: 'string' },
      'admin-username': { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-first-name': { type: 'string' },
      'admin-last-name': { type: 'string' },
      username: { type: 'string' },
    },
  });
  const config = loadConfig(process.env, defaultDataDir(dirname(fileURLToPath(import.meta.url))));
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    await ensureReferenceData(db);
    if (command === 'unlock-account') {
      await unlockAccount(db, values.username ?? '');
      console.log(`Unlocked ${values.username ?? ''} (${describeDatabase(config)})`);
      return 0;
    }
    const result = await createTenantWithAdmin(
      db,
      {
        tenantId: values['tenant-id'] ?? '',
        tenantName: values['tenant-name'] ?? '',
        admin: {
          username: values['admin-username'] ?? '',
          email: values['admin-email'] ?? '',
          firstName: values['admin-first-name'] ?? '',
          lastName: values['admin-last-name'] ?? '',
        },
      },
      config.publicUrl,
      new Date(),
    );
    console.log(`Tenant ${result.tenantId} created in ${describeDatabase(config)}.`);
    console.log(`Its administrator registers at (until ${result.expiresAt.toISOString()}):`);
    console.log(result.registrationLink);
    return 0;
  } finally {
    await closeDatabase(db);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
