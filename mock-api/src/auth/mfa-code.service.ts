import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatMessage, MESSAGES, MFA_CODE_EXPIRY_MINUTES, MFA_CODE_LENGTHS } from 'shared-kit/domain';
import type { Database } from '../db/database.types';
import { sendMail } from '../mail/outbox.service';

const DIGITS = MFA_CODE_LENGTHS.EMAIL;

/** Salted with the user id so equal codes of two users hash apart. */
function digest(userId: number, code: string): Buffer {
  return createHash('sha256').update(`${userId}:${code}`).digest();
}

/**
 * Issues a fresh 7-digit code (spec 1 §5) valid for 10 minutes (spec 1 §9), replacing any earlier one, and mails it.
 * Only the hash is kept.
 */
export async function issueMfaCode(db: Kysely<Database>, user: { id: number; email: string; tenant_id: string }, now: Date): Promise<void> {
  const code = String(randomInt(0, 10 ** DIGITS)).padStart(DIGITS, '0');
  const row = {
    user_id: user.id,
    code_hash: digest(user.id, code).toString('hex'),
    expires_at: new Date(now.getTime() + MFA_CODE_EXPIRY_MINUTES * 60_000),
  };
  await db
    .insertInto('mfa_codes')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ code_hash: row.code_hash, expires_at: row.expires_at }))
    .execute();
  await sendMail(db, { tenantId: user.tenant_id, to: user.email, subject: MESSAGES.mfaMailSubject, text: formatMessage(MESSAGES.mfaMailText, { code }) }, now);
}

/** Whether a code is pending for the user (a resend is only honoured after the password step issued one). */
export async function hasPendingMfaCode(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('mfa_codes').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Checks and, when right and unexpired, consumes the user's code (single use). */
export async function consumeMfaCode(db: Kysely<Database>, userId: number, code: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('mfa_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = digest(userId, code);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
  await db.deleteFrom('mfa_codes').where('user_id', '=', userId).execute();
  return true;
}
