import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { defaultActiveRole, MESSAGES, type MfaType, type Role } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import type { Database, UserRow } from '../db/database.types';
import { userRoles } from '../users/session-user.repository';
import { accountSubject, deviceSubject, unknownNameSubject, type AuthThrottle } from './auth-throttle.service';
import type { DeviceCookie } from './device-cookie';
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
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'no-role' }
  | { kind: 'mfa'; challenge: MfaChallengeBody; user: UserRow; activeRole: Role }
  | { kind: 'success'; user: UserRow; activeRole: Role };

/** Who is trying: the failure counts (shared by every API process), the client's real IP and its device cookie. */
export interface AttemptContext {
  throttle: AuthThrottle;
  clientIp: string;
  device: DeviceCookie | null;
}

/** What an attempt at this account is counted under: the user's own device, or the account for every other client. */
export function failureSubject(userId: number, device: DeviceCookie | null): string {
  return device?.userId === userId ? deviceSubject(device.nonce) : accountSubject(userId);
}

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
 * Counts a failed password or MFA code against the account and the client IP (auth-throttle.service) and audits it.
 * Answers the seconds the account is now locked for, or null.
 */
export async function recordFailedAttempt(
  db: Kysely<Database>,
  context: AttemptContext,
  user: UserRow,
  action: 'LOGIN_FAILURE' | 'MFA_FAILURE',
): Promise<number | null> {
  const subject = failureSubject(user.id, context.device);
  await context.throttle.recordClientFailure('sign-in', context.clientIp);
  const locked = await context.throttle.recordAccountFailure(subject);
  await writeAudit(db, {
    tenantId: user.tenant_id,
    userId: user.id,
    entityType: 'USER',
    entityId: user.id,
    action: locked ? 'ACCOUNT_LOCKED' : action,
  });
  return locked ? await context.throttle.lockedFor(subject) : null;
}

/**
 * A completed sign-in (password, or password and second factor) clears the count it was made under: the device's,
 * or the account's for a client without the user's device cookie.
 */
export async function resetFailedAttempts(throttle: AuthThrottle, user: UserRow, device: DeviceCookie | null): Promise<void> {
  await throttle.clearAccount(failureSubject(user.id, device));
}

/**
 * The password step of sign-in (spec 1 §4), used by every sign-in call (the MFA calls repeat it). A client IP over
 * its failure limit is refused before any work; a locked account (or locked unknown name) is refused even with the
 * right password, after the same password-hashing work. Success clears the count only once sign-in completes (for
 * MFA users after the second factor), so MFA guesses cannot be wiped by re-entering the password.
 */
export async function checkPassword(db: Kysely<Database>, context: AttemptContext, login: string, password: string): Promise<LoginOutcome> {
  const { throttle, clientIp } = context;
  const throttled = await throttle.clientBlockedFor('sign-in', clientIp);
  if (throttled !== null) return { kind: 'throttled', retryAfterSeconds: throttled };
  const user = await findUser(db, login);
  const subject = user ? failureSubject(user.id, context.device) : unknownNameSubject(login);
  const lockedFor = await throttle.lockedFor(subject);
  if (lockedFor !== null) {
    await burnPasswordCheck(password);
    await throttle.recordClientFailure('sign-in', clientIp);
    if (user) await writeAudit(db, { tenantId: user.tenant_id, userId: user.id, entityType: 'USER', entityId: user.id, action: 'LOGIN_REFUSED_LOCKED' });
    return { kind: 'locked', retryAfterSeconds: lockedFor };
  }
  if (!user) {
    // The same hashing work, counting and locking as a wrong password: nothing tells an unknown name apart.
    await burnPasswordCheck(password);
    await throttle.recordClientFailure('sign-in', clientIp);
    const locked = await throttle.recordAccountFailure(subject);
    const retryAfterSeconds = locked ? await throttle.lockedFor(subject) : null;
    return retryAfterSeconds !== null ? { kind: 'locked', retryAfterSeconds } : { kind: 'invalid' };
  }
  const audit = { tenantId: user.tenant_id, userId: user.id, entityType: 'USER', entityId: user.id };
  if (!(await verifyPassword(password, user.password_hash))) {
    const retryAfterSeconds = await recordFailedAttempt(db, context, user, 'LOGIN_FAILURE');
    return retryAfterSeconds !== null ? { kind: 'locked', retryAfterSeconds } : { kind: 'invalid' };
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
  await writeAudit(db, { ...audit, action: 'LOGIN_SUCCESS' });
  return { kind: 'success', user, activeRole };
}
