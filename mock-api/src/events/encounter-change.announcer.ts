import { sql, type Kysely, type Transaction } from 'kysely';
import type { EncounterEvent, EncounterEventChange } from 'shared-kit/domain';
import type { Database } from '../db/database.types';
import { activeLock, lockBody } from '../clinical/lock.service';
import { CHANNEL_NAME_SQL, MAX_PAYLOAD_BYTES, type ChannelMessage } from './event-channel';

export interface EncounterChange {
  encounterId: number;
  change: EncounterEventChange;
  actorUserId: number;
  /** When it happened: the request's clock where the service has one; now otherwise. */
  at?: Date;
}

/**
 * Announces a change of an encounter to every API process (live presence, issue 11): reads the encounter's lock,
 * review and status as this transaction sees them and queues a NOTIFY. PostgreSQL delivers it only when the
 * transaction commits (and drops it on rollback), so an event never announces a change that did not happen. Must be
 * called inside the write's transaction, after the write.
 */
export async function announceEncounterChange(trx: Transaction<Database>, change: EncounterChange): Promise<void> {
  const row = await trx
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .leftJoin('reviews as r', 'r.encounter_id', 'e.id')
    .select(['e.tenant_id', 'e.status', 'rg.name as region', 'r.review_code', 'r.query_status_code'])
    .where('e.id', '=', change.encounterId)
    .executeTakeFirst();
  if (!row) return;
  const lock = await activeLock(trx, change.encounterId);
  const event: EncounterEvent = {
    encounterId: change.encounterId,
    change: change.change,
    lock: lock ? lockBody(lock) : null,
    review: row.review_code ? { reviewCode: row.review_code, queryStatusCode: row.query_status_code } : null,
    status: row.status,
    actorUserId: change.actorUserId,
    at: (change.at ?? new Date()).toISOString(),
  };
  await notify(trx, { kind: 'encounter', tenantId: row.tenant_id, region: row.region, event });
}

/** Queues one channel message in the transaction (or sends it at once outside one). */
export async function notify(db: Kysely<Database>, message: ChannelMessage): Promise<void> {
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`event payload too large (${Buffer.byteLength(payload)} bytes)`);
  await sql`select pg_notify(${CHANNEL_NAME_SQL}, ${payload})`.execute(db);
}
