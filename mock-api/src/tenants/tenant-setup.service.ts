import { sql, type Kysely } from 'kysely';
import { writeAudit } from '../audit/audit.service';
import { accountSubject } from '../auth/auth-throttle.service';
import { hashToken, newToken } from '../auth/token';
import type { Database } from '../db/database.types';

/** How long the first administrator's invitation stays valid. */
export const ADMIN_INVITATION_DAYS = 7;

export interface NewTenantInput {
  tenantId: string;
  tenantName: string;
  admin: { username: string; email: string; firstName: string; lastName: string };
}

export interface NewTenantResult {
  tenantId: string;
  /** `<PUBLIC_URL>/register/<token>`: the administrator chooses a password there, under the password policy. */
  registrationLink: string;
  expiresAt: Date;
}

const TENANT_ID = /^[a-z][a-z0-9-]{1,39}$/;
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,63}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Problems with the input, in the words an operator needs; empty when it can be created. */
export function newTenantProblems(input: NewTenantInput): string[] {
  const problems: string[] = [];
  if (!TENANT_ID.test(input.tenantId)) problems.push('--tenant-id: 2-40 lower-case letters, digits or dashes, starting with a letter');
  if (input.tenantName.trim() === '') problems.push('--tenant-name: required');
  if (!USERNAME.test(input.admin.username)) problems.push('--admin-username: 3-64 lower-case letters, digits, dots, dashes or underscores');
  if (!EMAIL.test(input.admin.email)) problems.push('--admin-email: an email address');
  if (input.admin.firstName.trim() === '') problems.push('--admin-first-name: required');
  if (input.admin.lastName.trim() === '') problems.push('--admin-last-name: required');
  return problems;
}

/**
 * A real (non-demo) tenant and an invitation for its first administrator (role ADMIN). No password passes through
 * the command line or the operator's hands: the administrator registers through the link, under the password policy.
 * One transaction; audited (`CREATE TENANT`).
 */
export async function createTenantWithAdmin(db: Kysely<Database>, input: NewTenantInput, publicUrl: string, now: Date): Promise<NewTenantResult> {
  const problems = newTenantProblems(input);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const username = input.admin.username.toLowerCase();
  const email = input.admin.email.trim().toLowerCase();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ADMIN_INVITATION_DAYS * 24 * 3_600_000);
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('tenants').select('id').where('id', '=', input.tenantId).executeTakeFirst();
    if (existing) throw new Error(`Tenant ${input.tenantId} already exists`);
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('username', '=', username), eb(sql<string>`lower(email)`, '=', email)]))
      .executeTakeFirst();
    if (taken) throw new Error(`A user with username ${username} or email ${email} already exists`);
    await trx.insertInto('tenants').values({ id: input.tenantId, name: input.tenantName.trim(), is_demo: false }).execute();
    await trx
      .insertInto('registration_tokens')
      .values({
        token_hash: hashToken(token),
        tenant_id: input.tenantId,
        email,
        username,
        first_name: input.admin.firstName.trim(),
        last_name: input.admin.lastName.trim(),
        roles: 'ADMIN',
        expires_at: expiresAt,
      })
      .execute();
    await writeAudit(trx, {
      tenantId: input.tenantId,
      userId: null,
      action: 'CREATE',
      entityType: 'TENANT',
      entityId: input.tenantId,
      after: { name: input.tenantName.trim(), adminUsername: username, adminEmail: email, via: 'admin-cli' },
    });
  });
  return { tenantId: input.tenantId, registrationLink: `${publicUrl}/register/${token}`, expiresAt };
}

/** Ends a user's lockout at once (the support desk's unlock: spec 1 §8 "contact Client Success"). Audited. */
export async function unlockAccount(db: Kysely<Database>, login: string): Promise<void> {
  const name = login.trim().toLowerCase();
  const user = await db
    .selectFrom('users')
    .select(['id', 'tenant_id'])
    .where((eb) => eb.or([eb('username', '=', name), eb(sql<string>`lower(email)`, '=', name)]))
    .executeTakeFirst();
  if (!user) throw new Error(`No user ${login}`);
  await db.deleteFrom('auth_failures').where('subject', '=', accountSubject(user.id)).execute();
  await writeAudit(db, { tenantId: user.tenant_id, userId: null, action: 'UNLOCK', entityType: 'USER', entityId: user.id, after: { via: 'admin-cli' } });
}
