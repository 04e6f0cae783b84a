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
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends an audit row; pass the transaction of the change so both commit or neither does. */
export async function writeAudit(db: Kysely<Database> | Transaction<Database>, event: AuditEvent): Promise<void> {
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
    })
    .execute();
}
