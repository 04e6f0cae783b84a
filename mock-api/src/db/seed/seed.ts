import type { Kysely } from 'kysely';
import type { Database } from '../database.types';
import { seedAuthTokens } from './auth-tokens.seed';
import { seedClinicalData } from './clinical.seed';
import { DEMO_TENANTS, seedTenants } from './tenants.seed';
import { DEMO_USERS, seedUsers } from './users.seed';

/**
 * The demo data, in dependency order. Later slices append steps (patients, encounters, ...) here;
 * each step gets the same transaction so a seed is all or nothing.
 */
const SEED_STEPS = [
  (trx: Parameters<typeof seedTenants>[0]) => seedTenants(trx, DEMO_TENANTS),
  (trx: Parameters<typeof seedUsers>[0]) => seedUsers(trx, DEMO_USERS),
  (trx: Parameters<typeof seedAuthTokens>[0]) => seedAuthTokens(trx),
  (trx: Parameters<typeof seedClinicalData>[0]) => seedClinicalData(trx),
] as const;

/** Seeds when the demo tenant is missing; returns whether it seeded. Safe to call on every start. */
export async function seedDemoDataIfMissing(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('tenants').select('id').where('id', '=', 'demo').executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    for (const step of SEED_STEPS) await step(trx);
  });
  return true;
}

/** Drops the demo tenants (their users, sessions, feedback and audit rows cascade) and seeds them again. */
export async function reseedDemoData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tenants').where('id', 'in', DEMO_TENANTS.map((t) => t.id)).execute();
    for (const step of SEED_STEPS) await step(trx);
  });
}
