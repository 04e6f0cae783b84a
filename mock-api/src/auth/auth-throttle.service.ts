import type { Kysely, Selectable } from 'kysely';
import type { AuthFailuresTable, Database } from '../db/database.types';

/**
 * Failed-attempt counting (OWASP ASVS 5 V6.3: anti-automation that ends, counted per account and per client).
 *
 * - **Accounts**: the `maxFailedAttempts`-th consecutive failure locks the account for `lockoutBaseMinutes`; after the
 *   lockout ends, each further failure locks it again for twice as long (up to `lockoutMaxMinutes`). A completed
 *   sign-in clears the account's count; a day without failures forgets it. A sign-in name that belongs to no account
 *   is counted and locked the same way, so 401 / 423 never tells whether a username exists. A browser holding the
 *   user's device cookie is counted and locked on its own instead (device-cookie.ts): someone else's failures cannot
 *   lock a user out of the browser they use.
 * - **Client IPs**: failures (wrong password, unknown name, wrong code, a locked account, an unknown token) from one
 *   IP in a fixed window of `clientFailureWindowMinutes`; at `clientMaxFailures` that IP gets 429 until the window
 *   ends. Successes are never counted, so a client that signs in often is never throttled.
 *
 * Counts live in the database (`auth_failures`), so every API process sees the same ones.
 */
export interface AuthThrottlePolicy {
  maxFailedAttempts: number;
  lockoutBaseMinutes: number;
  lockoutMaxMinutes: number;
  clientMaxFailures: number;
  clientFailureWindowMinutes: number;
}

/** What a client's failures are counted under: sign-in (password and second factor) or guessing tokens in links. */
export type ClientScope = 'sign-in' | 'token';

const MINUTE = 60_000;
/** An account's history is forgotten after this long without a failure. */
const FORGET_AFTER_MS = 24 * 60 * MINUTE;

export function accountSubject(userId: number): string {
  return `account:${userId}`;
}

/** A sign-in name no account has (lower case), locked like an account so the answers cannot tell them apart. */
export function unknownNameSubject(login: string): string {
  return `name:${login.trim().toLowerCase()}`;
}

/** A browser holding the user's device cookie (device-cookie.ts): its failures lock that browser alone. */
export function deviceSubject(nonce: string): string {
  return `device:${nonce}`;
}

export function clientSubject(scope: ClientScope, ip: string): string {
  return `client:${scope}:${ip}`;
}

type Row = Selectable<AuthFailuresTable>;

export class AuthThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: AuthThrottlePolicy,
    private readonly now: () => Date,
  ) {}

  /** Seconds until the subject's lockout ends, or null when it is not locked. */
  async lockedFor(subject: string): Promise<number | null> {
    const row = await this.db.selectFrom('auth_failures').select('locked_until').where('subject', '=', subject).executeTakeFirst();
    return secondsUntil(row?.locked_until ?? null, this.now());
  }

  /** Counts a failure of an account (or unknown name); answers whether the subject is now locked. */
  async recordAccountFailure(subject: string): Promise<boolean> {
    const now = this.now();
    const row = await this.update(subject, now, (current) => {
      const fresh = now.getTime() - current.last_failure_at.getTime() > FORGET_AFTER_MS;
      const failures = (fresh ? 0 : current.failures) + 1;
      const lockouts = fresh ? 0 : current.lockouts;
      if (failures < this.policy.maxFailedAttempts) return { failures, lockouts, locked_until: fresh ? null : current.locked_until };
      // Locked: the next failure after the lockout ends locks again, for twice as long.
      const minutes = Math.min(this.policy.lockoutBaseMinutes * 2 ** lockouts, this.policy.lockoutMaxMinutes);
      return { failures: this.policy.maxFailedAttempts - 1, lockouts: lockouts + 1, locked_until: new Date(now.getTime() + minutes * MINUTE) };
    });
    return secondsUntil(row.locked_until, now) !== null;
  }

  /** A completed sign-in: the account starts again from nothing. */
  async clearAccount(subject: string): Promise<void> {
    await this.db.deleteFrom('auth_failures').where('subject', '=', subject).execute();
  }

  /** Seconds until the client may try again, or null when its failures are under the limit. */
  async clientBlockedFor(scope: ClientScope, ip: string): Promise<number | null> {
    const row = await this.db.selectFrom('auth_failures').selectAll().where('subject', '=', clientSubject(scope, ip)).executeTakeFirst();
    if (!row || row.failures < this.policy.clientMaxFailures) return null;
    return secondsUntil(this.windowEnd(row.window_started_at), this.now());
  }

  async recordClientFailure(scope: ClientScope, ip: string): Promise<void> {
    const now = this.now();
    await this.update(clientSubject(scope, ip), now, (current) => {
      const expired = this.windowEnd(current.window_started_at).getTime() <= now.getTime();
      return expired ? { failures: 1, window_started_at: now } : { failures: current.failures + 1 };
    });
  }

  /** Start-up housekeeping: rows without a failure for a day and not locked any more. */
  async purgeStale(): Promise<void> {
    const cutoff = new Date(this.now().getTime() - FORGET_AFTER_MS);
    await this.db
      .deleteFrom('auth_failures')
      .where('last_failure_at', '<', cutoff)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', this.now())]))
      .execute();
  }

  private windowEnd(started: Date): Date {
    return new Date(started.getTime() + this.policy.clientFailureWindowMinutes * MINUTE);
  }

  /**
   * Read-modify-write of one subject's row under a row lock, so concurrent failures (two API processes included)
   * are each counted.
   */
  private async update(subject: string, now: Date, next: (current: Row) => Partial<Omit<Row, 'subject'>>): Promise<Row> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('auth_failures')
        .values({ subject, failures: 0, lockouts: 0, locked_until: null, window_started_at: now, last_failure_at: now })
        .onConflict((oc) => oc.column('subject').doNothing())
        .execute();
      const current = await trx.selectFrom('auth_failures').selectAll().where('subject', '=', subject).forUpdate().executeTakeFirstOrThrow();
      const changes = { ...next(current), last_failure_at: now };
      return trx.updateTable('auth_failures').set(changes).where('subject', '=', subject).returningAll().executeTakeFirstOrThrow();
    });
  }
}

function secondsUntil(until: Date | null, now: Date): number | null {
  if (!until) return null;
  const ms = until.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : null;
}
