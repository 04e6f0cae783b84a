import type { Transaction } from 'kysely';
import { hashToken } from '../../auth/token';
import type { Database } from '../database.types';

/** Platform design §6: one valid and one expired registration token, both for the demo tenant. */
export const DEMO_REGISTRATION_TOKEN = 'demo-registration-token';
export const EXPIRED_REGISTRATION_TOKEN = 'expired-registration-token';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedAuthTokens(trx: Transaction<Database>, now: Date = new Date()): Promise<void> {
  const invite = { tenant_id: 'demo', roles: 'CDI' };
  await trx
    .insertInto('registration_tokens')
    .values([
      {
        ...invite,
        token_hash: hashToken(DEMO_REGISTRATION_TOKEN),
        email: 'newuser@demo.test',
        username: 'newuser',
        first_name: 'Nova',
        last_name: 'Userton',
        // A year: long enough for any demo, still an expiring invitation.
        expires_at: new Date(now.getTime() + 365 * DAY_MS),
      },
      {
        ...invite,
        token_hash: hashToken(EXPIRED_REGISTRATION_TOKEN),
        email: 'expireduser@demo.test',
        username: 'expireduser',
        first_name: 'Ezra',
        last_name: 'Pired',
        expires_at: new Date(now.getTime() - DAY_MS),
      },
    ])
    .execute();
}
