import type { Kysely } from 'kysely';
import { MESSAGES } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import type { Database } from '../db/database.types';
import { hashPassword } from './password';
import { passwordPolicyErrors } from './password-policy';
import { hashToken, newToken } from './token';

/** A reset link works for a day: long enough to reach the mail, short enough to limit a leaked link. */
export const RESET_TOKEN_HOURS = 24;

export async function issuePasswordResetToken(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insertInto('password_reset_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(now.getTime() + RESET_TOKEN_HOURS * 3_600_000) })
    .execute();
  return token;
}

export type PasswordResetResult = { status: 'OK' } | { status: 'ERROR'; errors: string[] };

/** The answer, and whether the link itself was refused (unknown, used, expired, another account's email): a miss. */
export interface PasswordResetOutcome {
  result: PasswordResetResult;
  tokenRejected: boolean;
}

const linkRefused: PasswordResetOutcome = { result: { status: 'ERROR', errors: [MESSAGES.resetLinkInvalid] }, tokenRejected: true };

/**
 * Spec 1 §3 "Password change" (token, email, password, confirmPassword): the token must be unused, unexpired
 * and belong to the email's account; the password must pass the policy. Single use. The new password ends every
 * session of the user and forgets every browser they had remembered (whoever knew the old password is out).
 */
export async function resetPassword(
  db: Kysely<Database>,
  input: { token: string; email: string; password: string; confirmPassword: string },
  now: Date,
): Promise<PasswordResetOutcome> {
  const row = await db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.token_hash', 't.expires_at', 't.used_at', 'u.id', 'u.tenant_id', 'u.email', 'u.username', 'u.first_name', 'u.last_name'])
    .where('t.token_hash', '=', hashToken(input.token))
    .executeTakeFirst();
  const usable =
    row && row.used_at === null && row.expires_at.getTime() > now.getTime() && row.email.toLowerCase() === input.email.trim().toLowerCase();
  if (!row || !usable) return linkRefused;
  const errors = passwordPolicyErrors(input.password, input.confirmPassword, [row.first_name, row.last_name, row.username, row.email]);
  if (errors.length > 0) return { result: { status: 'ERROR', errors }, tokenRejected: false };
  const passwordHash = await hashPassword(input.password);
  const consumed = await db.transaction().execute(async (trx) => {
    // Guarded on used_at so two concurrent submissions cannot both use the link.
    const used = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.id).execute();
    const sessions = await trx.deleteFrom('sessions').where('user_id', '=', row.id).executeTakeFirst();
    const browsers = await trx.deleteFrom('remembered_browsers').where('user_id', '=', row.id).executeTakeFirst();
    await writeAudit(trx, {
      tenantId: row.tenant_id,
      userId: row.id,
      entityType: 'USER',
      entityId: row.id,
      action: 'PASSWORD_RESET',
      after: { sessionsEnded: Number(sessions.numDeletedRows), rememberedBrowsersForgotten: Number(browsers.numDeletedRows) },
    });
    return true;
  });
  return consumed ? { result: { status: 'OK' }, tokenRejected: false } : linkRefused;
}
