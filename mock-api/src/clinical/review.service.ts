import type { Kysely } from 'kysely';
import {
  REVIEW_CODE_LABELS,
  allowedQueryStatusChange,
  allowedReviewTransitions,
  canChangeReviewCode,
  isCoderType,
  type ReviewCode,
  type ReviewQueryStatus,
} from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { announceEncounterChange } from '../events/encounter-change.announcer';
import type { Database } from '../db/database.types';
import { conflict, notFound, type Scope } from './access.service';
import { findEncounterInScope } from './encounter-scope.repository';
import { requireOwnLock } from './lock.service';

async function reviewRow(db: Kysely<Database>, reviewId: number) {
  return db
    .selectFrom('reviews as r')
    .leftJoin('users as u', 'u.id', 'r.reviewer_user_id')
    .select(['r.id', 'r.encounter_id', 'r.tenant_id', 'r.review_code', 'r.query_status_code', 'u.id as u_id', 'u.first_name', 'u.last_name'])
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
}

export function reviewBody(row: NonNullable<Awaited<ReturnType<typeof reviewRow>>>) {
  return {
    id: row.id,
    reviewCode: row.review_code,
    queryStatusCode: row.query_status_code,
    reviewer: row.u_id !== null && row.first_name !== null && row.last_name !== null ? { userId: row.u_id, firstName: row.first_name, lastName: row.last_name } : null,
  };
}

/** The review when the caller may see its encounter (404 otherwise, also for another tenant's id). */
async function scopedReview(db: Kysely<Database>, scope: Scope, reviewId: number) {
  const row = await reviewRow(db, reviewId);
  if (!row || row.tenant_id !== scope.tenantId) throw notFound(`Review ${reviewId} not found`);
  await findEncounterInScope(db, scope, row.encounter_id);
  return row;
}

/**
 * PUT /api/review/code/:reviewId/:code (spec 2 §4.1): the caller must hold the encounter's lock and the move must be
 * one the role's toolbar offers. The caller becomes the reviewer; the change is audited with before and after.
 */
export async function changeReviewCode(db: Kysely<Database>, scope: Scope, reviewId: number, code: ReviewCode, now: Date) {
  const before = await scopedReview(db, scope, reviewId);
  await requireOwnLock(db, scope, before.encounter_id);
  if (!canChangeReviewCode(scope.role, before.review_code, code)) {
    const offered = allowedReviewTransitions(scope.role, before.review_code).map((c) => REVIEW_CODE_LABELS[c]);
    throw conflict(
      `The ${scope.role} role cannot move a review from ${REVIEW_CODE_LABELS[before.review_code]} to ${REVIEW_CODE_LABELS[code]}` +
        (offered.length > 0 ? ` (offered: ${offered.join(', ')})` : ' (no review changes are offered here)'),
    );
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('reviews').set({ review_code: code, reviewer_user_id: scope.userId, modification_date: now }).where('id', '=', reviewId).execute();
    await trx.updateTable('encounters').set({ last_review_date: now }).where('id', '=', before.encounter_id).execute();
    await writeAudit(trx, {
      tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'REVIEW', entityId: reviewId,
      before: { reviewCode: before.review_code }, after: { reviewCode: code },
    });
    await announceEncounterChange(trx, { encounterId: before.encounter_id, change: 'REVIEW_CHANGED', actorUserId: scope.userId, at: now });
  });
  const after = await reviewRow(db, reviewId);
  if (!after) throw notFound(`Review ${reviewId} not found`);
  return reviewBody(after);
}

/**
 * PUT /api/review/query/:reviewId/:status (spec 2 §4.2): the lock holder toggles the query status as their role
 * allows. A coder's outstanding query stamps the encounter's coderQueryOutstandingDate; a response clears it.
 */
export async function changeQueryStatus(db: Kysely<Database>, scope: Scope, reviewId: number, status: ReviewQueryStatus, now: Date) {
  const before = await scopedReview(db, scope, reviewId);
  await requireOwnLock(db, scope, before.encounter_id);
  const allowed = allowedQueryStatusChange(scope.role, before.review_code, before.query_status_code);
  if (allowed !== status) {
    throw conflict(
      allowed === null
        ? `The ${scope.role} role cannot change the query status of a review in ${REVIEW_CODE_LABELS[before.review_code]}`
        : `The query status can only move to ${allowed} from ${before.query_status_code ?? 'none'}`,
    );
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('reviews').set({ query_status_code: status, modification_date: now }).where('id', '=', reviewId).execute();
    if (isCoderType(scope.role)) {
      await trx
        .updateTable('encounters')
        .set({ coder_query_outstanding_date: status === 'REVIEW_QUERY_OUTSTANDING' ? now : null })
        .where('id', '=', before.encounter_id)
        .execute();
    }
    await writeAudit(trx, {
      tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'REVIEW', entityId: reviewId,
      before: { queryStatusCode: before.query_status_code }, after: { queryStatusCode: status },
    });
    await announceEncounterChange(trx, { encounterId: before.encounter_id, change: 'REVIEW_CHANGED', actorUserId: scope.userId, at: now });
  });
  const after = await reviewRow(db, reviewId);
  if (!after) throw notFound(`Review ${reviewId} not found`);
  return reviewBody(after);
}
