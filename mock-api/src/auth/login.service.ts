import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { defaultActiveRole, MESSAGES, type MfaType, type Role } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import type { Database, UserRow } from '../db/database.types';
import { userRoles } from '../users/session-user.repository';
import { burnPasswordCheck, verifyPassword } from './password';

/**
 * The 423 message: spec 1 §8 detects lockout by the response text containing 'locked', and the catalogue text
 * does not contain it, so the server says so first. The UI always shows the catalogue text.
 */
export const ACCOUNT_LOCKED_MESSAGE = `Account locked. ${MESSAGES.accountLocked}`;

export interface MfaChallengeBody {
  mfaType: MfaType;
  mfaEmail: string;
  qrCodeUuid: string | null;
}

export type LoginOutcome =
  | { kind: 'invalid' }
  | { kind: 'locked' }
  | { kind: 'no-role' }
  | { kind: 'mfa'; challenge: MfaChallengeBody; user: UserRow; activeRole: Role }
  | { kind: 'success'; user: UserRow; activeRole: Role };

/** `mfaemail@demo.test` → `m***l@demo.test`: enough for the user to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const masked = local.length === 1 ? `${local}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${masked}${email.slice(at)}`;
}

/** Usernames are stored lower case; the registration page also offers sign-in by email (spec 1 §2.12). */
export async function findUser(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const name = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', name), eb(sql<string>`lower(email)`, '=', name)]))
    .executeTakeFirst();
}

/** A QR_TOTP user still to set up an authenticator gets a stable set-up id (read later by GET /api/sso/qr/{uuid}). */
async function qrCodeUuidFor(db: Kysely<Database>, user: UserRow): Promise<string | null> {
  if (user.mfa_type !== 'QR_TOTP' || user.mfa_setup_done) return null;
  if (user.qr_code_uuid) return user.qr_code_uuid;
  const uuid = randomUUID();
  await db.updateTable('users').set({ qr_code_uuid: uuid }).where('id', '=', user.id).execute();
  return uuid;
}

/**
 * The password step of sign-in (spec 1 §4). Each failure counts; the `maxFailedAttempts`-th locks the account,
 * and a locked account is refused even with the right password. Success resets the counter — for MFA users
 * only once the second factor passes (a later slice), so MFA guesses cannot be reset by re-entering the password.
 */
/**
 * Counts a failed password or MFA code; the `maxFailedAttempts`-th failure locks the account. Returns whether it
 * is now locked. One statement, so concurrent failures cannot both read the same count.
 */
export async function recordFailedAttempt(
  db: Kysely<Database>,
  user: UserRow,
  options: { maxFailedAttempts: number; now: Date },
  action: 'LOGIN_FAILURE' | 'MFA_FAILURE',
): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set((eb) => ({
      failed_attempts: eb('failed_attempts', '+', 1),
      locked_at: sql<Date | null>`case when failed_attempts + 1 >= ${options.maxFailedAttempts} then ${options.now.toISOString()}::timestamptz else locked_at end`,
    }))
    .where('id', '=', user.id)
    .returning(['failed_attempts', 'locked_at'])
    .executeTakeFirstOrThrow();
  const locked = updated.locked_at !== null;
  await writeAudit(db, {
    tenantId: user.tenant_id,
    userId: user.id,
    entityType: 'USER',
    entityId: user.id,
    action: locked ? 'ACCOUNT_LOCKED' : action,
    after: { failedAttempts: updated.failed_attempts },
  });
  return locked;
}

/** A completed sign-in (password, or password and second factor) clears the failure counter. */
export async function resetFailedAttempts(db: Kysely<Database>, user: UserRow): Promise<void> {
  if (user.failed_attempts > 0) await db.updateTable('users').set({ failed_attempts: 0 }).where('id', '=', user.id).execute();
}

export async function checkPassword(
  db: Kysely<Database>,
  login: string,
  password: string,
  options: { maxFailedAttempts: number; now: Date },
): Promise<LoginOutcome> {
  const user = await findUser(db, login);
  if (!user) {
    await burnPasswordCheck(password);
    return { kind: 'invalid' };
  }
  const audit = { tenantId: user.tenant_id, userId: user.id, entityType: 'USER', entityId: user.id };
  if (user.locked_at) {
    await burnPasswordCheck(password);
    await writeAudit(db, { ...audit, action: 'LOGIN_REFUSED_LOCKED' });
    return { kind: 'locked' };
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    return (await recordFailedAttempt(db, user, options, 'LOGIN_FAILURE')) ? { kind: 'locked' } : { kind: 'invalid' };
  }
  const roles = await userRoles(db, user.id);
  const activeRole = defaultActiveRole(roles);
  if (!activeRole) return { kind: 'no-role' };
  if (user.mfa_type) {
    await writeAudit(db, { ...audit, action: 'MFA_CHALLENGE', after: { mfaType: user.mfa_type } });
    return {
      kind: 'mfa',
      challenge: { mfaType: user.mfa_type, mfaEmail: maskEmail(user.email), qrCodeUuid: await qrCodeUuidFor(db, user) },
      user,
      activeRole,
    };
  }
  await resetFailedAttempts(db, user);
  await writeAudit(db, { ...audit, action: 'LOGIN_SUCCESS' });
  return { kind: 'success', user, activeRole };
}
