import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from 'shared-kit/domain';
import type { Database, SessionRow } from '../db/database.types';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

const MINUTE = 60_000;
/** Activity refreshes last_seen_at at most once a minute, sparing a write on every call. */
const TOUCH_INTERVAL_MS = MINUTE;

/** 32 random bytes, base64url: unguessable and safe in a cookie. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date,
  ) {}

  async create(userId: number, tenantId: string, activeRole: Role): Promise<SessionRow> {
    const now = this.now();
    return this.db
      .insertInto('sessions')
      .values({
        id: newSessionId(),
        user_id: userId,
        tenant_id: tenantId,
        active_role: activeRole,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + this.policy.absoluteHours * 60 * MINUTE),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * The live session with this id, its idle clock restarted; null (and the row deleted) when it
   * passed its idle timeout or absolute lifetime.
   */
  async resume(id: string): Promise<SessionRow | null> {
    const row = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.resumeRow(row) : null;
  }

  /** `resume` for a row the caller already read (with its user, in one statement: session-user.repository.ts). */
  async resumeRow(row: SessionRow): Promise<SessionRow | null> {
    const id = row.id;
    const now = this.now().getTime();
    const idleUntil = row.last_seen_at.getTime() + this.policy.idleMinutes * MINUTE;
    if (now >= idleUntil || now >= row.expires_at.getTime()) {
      await this.end(id);
      return null;
    }
    if (now - row.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
      const lastSeen = new Date(now);
      await this.db.updateTable('sessions').set({ last_seen_at: lastSeen }).where('id', '=', id).execute();
      return { ...row, last_seen_at: lastSeen };
    }
    return row;
  }

  /**
   * Seconds the live session has left (idle and absolute), without restarting its idle clock; null (and the row
   * deleted) once it has ended.
   */
  async peek(id: string): Promise<{ idleRemainingSeconds: number; absoluteRemainingSeconds: number; idleTimeoutSeconds: number } | null> {
    const row = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const now = this.now().getTime();
    const idleUntil = row.last_seen_at.getTime() + this.policy.idleMinutes * MINUTE;
    if (now >= idleUntil || now >= row.expires_at.getTime()) {
      await this.end(id);
      return null;
    }
    return {
      idleRemainingSeconds: Math.floor((idleUntil - now) / 1000),
      absoluteRemainingSeconds: Math.floor((row.expires_at.getTime() - now) / 1000),
      idleTimeoutSeconds: Math.round(this.policy.idleMinutes * 60),
    };
  }

  /**
   * The live session with this id, or null when it ended or passed its idle timeout or absolute lifetime. Reads only:
   * it never restarts the idle clock (an open event stream is no activity of the user).
   */
  async liveRow(id: string): Promise<SessionRow | null> {
    const row = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const now = this.now().getTime();
    return now >= row.last_seen_at.getTime() + this.policy.idleMinutes * MINUTE || now >= row.expires_at.getTime() ? null : row;
  }

  async end(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
    for (const listener of this.endListeners) listener(id);
  }

  private readonly endListeners = new Set<(id: string) => void>();

  /** Calls `listener` with the id of each session this process ends (sign-out, expiry met); answers the unsubscribe. */
  onEnd(listener: (id: string) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /** Deletes every expired row (start-up housekeeping); idle expiry is checked per call in `resume`. */
  async purgeExpired(): Promise<number> {
    const now = this.now();
    const idleCutoff = new Date(now.getTime() - this.policy.idleMinutes * MINUTE);
    const result = await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleCutoff)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
