import { sql, type Kysely } from 'kysely';
import { isRole, MESSAGES, type Registration, type UnregisteredUser } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import type { Database } from '../db/database.types';
import { hashPassword } from './password';
import { passwordPolicyErrors } from './password-policy';
import { hashToken } from './token';

/** The registration form's fields (the body of validate and register). */
export type RegistrationInput = Pick<Registration, 'firstName' | 'lastName' | 'password' | 'passwordConfirm'>;

/** The invitation of a token that is known, unused and unexpired; null otherwise (the expired-token state). */
async function openInvitation(db: Kysely<Database>, token: string, now: Date) {
  const row = await db.selectFrom('registration_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at.getTime() <= now.getTime()) return null;
  return row;
}

export async function findUnregisteredUser(db: Kysely<Database>, token: string, now: Date): Promise<UnregisteredUser | null> {
  const row = await openInvitation(db, token, now);
  if (!row) return null;
  return { id: row.id, email: row.email, username: row.username, firstName: row.first_name, lastName: row.last_name };
}

/** The server's checks (spec 1 §5): names present, the password policy with the breach list, username still free. */
export async function registrationErrors(db: Kysely<Database>, invitation: UnregisteredUser, input: RegistrationInput): Promise<string[]> {
  const errors: string[] = [];
  if (input.firstName.trim() === '') errors.push(MESSAGES.firstNameRequired);
  if (input.lastName.trim() === '') errors.push(MESSAGES.lastNameRequired);
  const personal = [input.firstName, input.lastName, invitation.username, invitation.email];
  errors.push(...passwordPolicyErrors(input.password, input.passwordConfirm, personal));
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('username', '=', invitation.username), eb(sql<string>`lower(email)`, '=', invitation.email.toLowerCase())]))
    .executeTakeFirst();
  if (taken) errors.push(MESSAGES.usernameTaken);
  return errors;
}

export type RegisterResult =
  | { kind: 'expired' }
  | { kind: 'invalid'; errors: string[] }
  | { kind: 'registered'; username: string; email: string };

/** Creates the user of the invitation with its tenant and roles, and uses the token up (single use). */
export async function register(db: Kysely<Database>, token: string, input: RegistrationInput, now: Date): Promise<RegisterResult> {
  const invitation = await openInvitation(db, token, now);
  if (!invitation) return { kind: 'expired' };
  const unregistered = { id: invitation.id, email: invitation.email, username: invitation.username, firstName: invitation.first_name, lastName: invitation.last_name };
  const errors = await registrationErrors(db, unregistered, input);
  if (errors.length > 0) return { kind: 'invalid', errors };
  const passwordHash = await hashPassword(input.password);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const roles = invitation.roles.split(',').filter(isRole);
  return db.transaction().execute(async (trx): Promise<RegisterResult> => {
    const used = await trx
      .updateTable('registration_tokens')
      .set({ used_at: now })
      .where('id', '=', invitation.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return { kind: 'expired' };
    const { id } = await trx
      .insertInto('users')
      .values({
        tenant_id: invitation.tenant_id,
        username: invitation.username,
        email: invitation.email,
        alias: `${firstName} ${lastName}`,
        first_name: firstName,
        last_name: lastName,
        password_hash: passwordHash,
        mfa_type: null,
        totp_secret: null,
        qr_code_uuid: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (roles.length > 0) await trx.insertInto('user_roles').values(roles.map((role, position) => ({ user_id: id, role, position }))).execute();
    await writeAudit(trx, { tenantId: invitation.tenant_id, userId: id, entityType: 'USER', entityId: id, action: 'REGISTER' });
    return { kind: 'registered', username: invitation.username, email: invitation.email };
  });
}
