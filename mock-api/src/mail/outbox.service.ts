import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The mock never sends real mail: every message lands in the outbox, readable through /api/dev/outbox in demo mode. */
export async function sendMail(db: Kysely<Database>, mail: { to: string; subject: string; text: string }, now: Date): Promise<void> {
  await db.insertInto('outbox_mails').values({ ...mail, sent_at: now }).execute();
}

/** Newest first; id breaks ties between mails sent in the same millisecond. */
export async function listOutbox(db: Kysely<Database>, limit: number): Promise<OutboxMail[]> {
  const rows = await db
    .selectFrom('outbox_mails')
    .select(['to', 'subject', 'text', 'sent_at'])
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, sentAt: r.sent_at.toISOString() }));
}
