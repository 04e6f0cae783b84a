import type { Kysely } from 'kysely';
import { MESSAGES } from 'shared-kit/domain';
import { ApiError } from '../http/api-error';
import { notFound } from '../clinical/access.service';
import { writeAudit } from '../audit/audit.service';
import type { Database } from '../db/database.types';
import { DEMO_CLINICAL, reseedClinicalData } from '../db/seed/clinical.seed';

/** The one cron job the mock serves (spec 1 §7: job ids are configured, not reproduced; this id is ours). */
export const DEMO_RESET_JOB_ID = 'demo-data-reset';

export interface DemoResetResult {
  status: 'OK';
  jobId: string;
  tenantId: string;
  message: string;
  encounters: number;
  durationMs: number;
}

/** Whether the tenant has demo clinical data the reset can restore (demo mode is the caller's check). */
export const demoResetAvailable = (tenantId: string): boolean => DEMO_CLINICAL.some((t) => t.tenantId === tenantId);

/** Tenants being reset right now: a second click while the first reset runs gets 409 instead of queueing work. */
const running = new Set<string>();

/**
 * Restores a demo tenant's clinical data to the seed (organizations .. NLP documents, dated from now); users, roles,
 * sessions, tenant properties and audit history stay. One transaction: a failure leaves the old data in place.
 */
export async function resetDemoData(
  db: Kysely<Database>,
  actor: { tenantId: string; userId: number },
  tenantId: string,
  now: Date,
): Promise<DemoResetResult> {
  const began = performance.now();
  const seed = DEMO_CLINICAL.find((t) => t.tenantId === tenantId);
  // Only the caller's own tenant, and only a tenant marked as a demo tenant (migration 0016) that has demo data: a
  // real tenant is never reseeded, whatever its id. Anything else is not the caller's to know about.
  const tenant = await db.selectFrom('tenants').select('is_demo').where('id', '=', tenantId).executeTakeFirst();
  if (tenantId !== actor.tenantId || !seed || tenant?.is_demo !== true) throw notFound(`Tenant ${tenantId} not found`);
  if (running.has(tenantId)) throw new ApiError(409, 'CONFLICT', 'A demo data reset of this tenant is already running');
  running.add(tenantId);
  try {
    await db.transaction().execute(async (trx) => {
      await reseedClinicalData(trx, seed, now);
      await writeAudit(trx, {
        tenantId,
        userId: actor.userId,
        action: 'EXECUTE',
        entityType: 'CRON_JOB',
        entityId: DEMO_RESET_JOB_ID,
        after: { tenantId, encounters: seed.encounters },
      });
    });
  } finally {
    running.delete(tenantId);
  }
  const { n } = await db
    .selectFrom('encounters')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return {
    status: 'OK',
    jobId: DEMO_RESET_JOB_ID,
    tenantId,
    message: MESSAGES.demoResetSuccess,
    encounters: Number(n),
    durationMs: Math.round(performance.now() - began),
  };
}
