import type { Transaction } from 'kysely';
import type { MfaType, Role } from 'shared-kit/domain';
import { hashPassword } from '../../auth/password';
import type { Database } from '../database.types';

/** Platform design §6: the password of every seeded demo user. */
export const DEMO_PASSWORD = 'Curate#2026';
/** Secret of the `mfatotp` user (RFC 6238, base32). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface UserSeed {
  username: string;
  tenantId: string;
  firstName: string;
  lastName: string;
  /** In order: the first is the default active role. */
  roles: readonly Role[];
  mfaType?: MfaType;
}

/** Platform design §6, exactly, then `pilotcdi` (issue 14) and the `aloha` tenant's three (issue 17): usernames, tenants and roles in order. Names are invented and distinct. */
export const DEMO_USERS: readonly UserSeed[] = [
  { username: 'cdi', tenantId: 'demo', firstName: 'Casey', lastName: 'Diaz', roles: ['CDI'] },
  { username: 'cdiqa', tenantId: 'demo', firstName: 'Quinn', lastName: 'Abbott', roles: ['CDI_QA_MANAGER'] },
  { username: 'cdirestricted', tenantId: 'demo', firstName: 'Riley', lastName: 'Stone', roles: ['CDI_RESTRICTED'] },
  { username: 'coder', tenantId: 'demo', firstName: 'Corey', lastName: 'Dalton', roles: ['CODER'] },
  { username: 'coderqa', tenantId: 'demo', firstName: 'Jordan', lastName: 'Quade', roles: ['CODER_QA_MANAGER'] },
  { username: 'physician', tenantId: 'demo', firstName: 'Priya', lastName: 'Shah', roles: ['PHYSICIAN'] },
  { username: 'clinicaladmin', tenantId: 'demo', firstName: 'Alex', lastName: 'Morgan', roles: ['CLINICAL_ADMIN'] },
  { username: 'admin', tenantId: 'demo', firstName: 'Adrian', lastName: 'Mills', roles: ['ADMIN'] },
  {
    username: 'multirole',
    tenantId: 'demo',
    firstName: 'Morgan',
    lastName: 'Reyes',
    roles: ['CDI', 'CODER', 'PHYSICIAN', 'CLINICAL_ADMIN'],
  },
  { username: 'mfaemail', tenantId: 'demo', firstName: 'Emily', lastName: 'Fisher', roles: ['CDI'], mfaType: 'EMAIL' },
  { username: 'mfatotp', tenantId: 'demo', firstName: 'Theo', lastName: 'Park', roles: ['CODER'], mfaType: 'TOTP' },
  { username: 'mfaqr', tenantId: 'demo', firstName: 'Quentin', lastName: 'Ross', roles: ['PHYSICIAN'], mfaType: 'QR_TOTP' },
  { username: 'lockme', tenantId: 'demo', firstName: 'Lee', lastName: 'Kim', roles: ['CDI'] },
  { username: 'acmecdi', tenantId: 'acme', firstName: 'Avery', lastName: 'Cole', roles: ['CDI'] },
  // Issue 14: the tenant without clinical data yet (its reports show 'Sorry, no counts yet today').
  { username: 'pilotcdi', tenantId: 'pilot', firstName: 'Parker', lastName: 'Lane', roles: ['CDI'] },
  // Issue 17: the Honolulu tenant. The physician owns its first practitioner's daily lists (same name); the CDI user
  // schedules, the CDI QA manager reads the reports.
  { username: 'alohaphysician', tenantId: 'aloha', firstName: 'Leilani', lastName: 'Kahale', roles: ['PHYSICIAN'] },
  { username: 'alohacdi', tenantId: 'aloha', firstName: 'Noelani', lastName: 'Cruz', roles: ['CDI'] },
  { username: 'alohacdiqa', tenantId: 'aloha', firstName: 'Makoa', lastName: 'Silva', roles: ['CDI_QA_MANAGER'] },
];

export const demoEmail = (username: string): string => `${username}@demo.test`;

export async function seedUsers(trx: Transaction<Database>, users: readonly UserSeed[]): Promise<void> {
  // Hashes in parallel: scrypt runs on libuv's thread pool.
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  for (const [index, user] of users.entries()) {
    const { id } = await trx
      .insertInto('users')
      .values({
        tenant_id: user.tenantId,
        username: user.username,
        email: demoEmail(user.username),
        alias: `${user.firstName} ${user.lastName}`,
        first_name: user.firstName,
        last_name: user.lastName,
        password_hash: hashes[index] ?? '',
        mfa_type: user.mfaType ?? null,
        totp_secret: user.mfaType === 'TOTP' ? DEMO_TOTP_SECRET : null,
        // TOTP is set up already; QR_TOTP users set their authenticator up at first sign-in.
        mfa_setup_done: user.mfaType === 'TOTP',
        qr_code_uuid: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_roles')
      .values(user.roles.map((role, position) => ({ user_id: id, role, position })))
      .execute();
  }
}
