import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * The mock never sends real mail: every message lands in the outbox, readable by the tenant's own users through
 * /api/dev/outbox in demo mode.
 */
export async function sendMail(
  db: Kysely<Database>,
  mail: { tenantId: string; to: string; subject: string; text: string },
  now: Date,
): Promise<void> {
  const { tenantId, ...rest } = mail;
  await db.insertInto('outbox_mails').values({ ...rest, tenant_id: tenantId, sent_at: now }).execute();
}

/** The tenant's mails, newest first; id breaks ties between mails sent in the same millisecond. */
export async function listOutbox(db: Kysely<Database>, tenantId: string, limit: number): Promise<OutboxMail[]> {
  const rows = await db
    .selectFrom('outbox_mails')
    .select(['to', 'subject', 'text', 'sent_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, sentAt: r.sent_at.toISOString() }));
}
