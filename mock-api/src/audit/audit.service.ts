import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.types';

export interface AuditEvent {
  tenantId: string;
  userId: number | null;
  /** Verb in upper case, e.g. LOGIN_SUCCESS, CREATE. */
  action: string;
  entityType: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  /**
   * The encounter the event concerns, for the audit trail's encounter filter. Left out, it is found from the entity
   * (an encounter, a condition or its tags, a review, a note, a condition rule); null for events outside encounters.
   */
  encounterId?: number | null;
}

type Db = Kysely<Database> | Transaction<Database>;

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/** The encounter an audited entity belongs to, read in the transaction of the change (so a new row is seen). */
async function encounterOf(db: Db, entityType: string, entityId: string | number | null): Promise<number | null> {
  const id = typeof entityId === 'number' ? entityId : entityId !== null && /^\d{1,9}$/.test(entityId) ? Number(entityId) : null;
  if (id === null) return null;
  switch (entityType) {
    case 'ENCOUNTER':
      return id;
    case 'ENCOUNTER_CONDITION':
    case 'CDI_TAGS':
    case 'CODER_TAGS':
    case 'PRACTITIONER_TAGS':
      return (await db.selectFrom('conditions').select('encounter_id').where('id', '=', id).executeTakeFirst())?.encounter_id ?? null;
    case 'REVIEW':
      return (await db.selectFrom('reviews').select('encounter_id').where('id', '=', id).executeTakeFirst())?.encounter_id ?? null;
    case 'NOTE':
      return (await db.selectFrom('notes').select('encounter_id').where('id', '=', id).executeTakeFirst())?.encounter_id ?? null;
    case 'CONDITION_RULE':
      return (
        (
          await db
            .selectFrom('condition_rules as r')
            .innerJoin('conditions as c', 'c.id', 'r.encounter_condition_id')
            .select('c.encounter_id')
            .where('r.id', '=', id)
            .executeTakeFirst()
        )?.encounter_id ?? null
      );
    default:
      return null;
  }
}

/** Appends an audit row; pass the transaction of the change so both commit or neither does. */
export async function writeAudit(db: Db, event: AuditEvent): Promise<void> {
  const encounterId = event.encounterId !== undefined ? event.encounterId : await encounterOf(db, event.entityType, event.entityId);
  await db
    .insertInto('audit_events')
    .values({
      tenant_id: event.tenantId,
      user_id: event.userId,
      action: event.action,
      entity_type: event.entityType,
      entity_id: event.entityId === null ? null : String(event.entityId),
      before: json(event.before),
      after: json(event.after),
      encounter_id: encounterId,
    })
    .execute();
}
