import type { Kysely } from 'kysely';
import type { Database } from '../database.types';
import { seedAuthTokens } from './auth-tokens.seed';
import { seedClinicalData } from './clinical.seed';
import { DEMO_TENANTS, seedTenants } from './tenants.seed';
import { DEMO_USERS, seedUsers } from './users.seed';

type Trx = Parameters<typeof seedClinicalData>[0];

/**
 * The demo data, in dependency order. Later slices append steps (patients, encounters, ...) here;
 * each step gets the same transaction so a seed is all or nothing. `now`: the moment the tenants' "today" (their
 * daily lists, recent queries) is seeded around.
 */
const SEED_STEPS = [
  (trx: Trx) => seedTenants(trx, DEMO_TENANTS),
  (trx: Trx) => seedUsers(trx, DEMO_USERS),
  (trx: Trx) => seedAuthTokens(trx),
  (trx: Trx, now: Date) => seedClinicalData(trx, undefined, now),
] as const;

/** Seeds when the demo tenant is missing; returns whether it seeded. Safe to call on every start. */
export async function seedDemoDataIfMissing(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('tenants').select('id').where('id', '=', 'demo').executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    for (const step of SEED_STEPS) await step(trx, now);
  });
  return true;
}

/** Drops the demo tenants (their users, sessions, feedback and audit rows cascade) and seeds them again. */
export async function reseedDemoData(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tenants').where('id', 'in', DEMO_TENANTS.map((t) => t.id)).execute();
    for (const step of SEED_STEPS) await step(trx, now);
  });
}
