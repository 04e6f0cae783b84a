import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CDI_TYPE_ROLES, CODER_TYPE_ROLES } from 'shared-kit/domain';
import { plainScopeOf, scopeOf } from '../clinical/access.service';
import { findEncounterInScope } from '../clinical/encounter-scope.repository';
import { releaseOwnLock } from '../clinical/lock.service';
import { changeQueryStatus, changeReviewCode } from '../clinical/review.service';
import { contractSchema } from '../http/contract-route';

const REVIEW_ROLES = [...CDI_TYPE_ROLES, ...CODER_TYPE_ROLES];

/** Review code, query status and review-lock release (spec 2 §4.1, §4.2, §7). Reviews have no restricted twin. */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/review/code/:reviewId/:code',
    {
      preHandler: app.requireSession,
      schema: contractSchema('PUT /api/review/code/:reviewId/:code', { tags: ['review'], summary: "Move a review to another code (lock holder only; the role's toolbar decides which moves exist)" }),
    },
    async (request) => changeReviewCode(app.db, plainScopeOf(request, REVIEW_ROLES), request.params.reviewId, request.params.code, app.now()),
  );

  // Spec 2 §7 "Review update: PUT /api/review … review with changed reviewCode": the same move as the path form,
  // from the review object the client holds (only id and reviewCode are read).
  app.put(
    '/api/review',
    {
      preHandler: app.requireSession,
      schema: contractSchema('PUT /api/review', { tags: ['review'], summary: 'Move a review to another code, given as the review with its changed reviewCode (same rules as /api/review/code)' }),
    },
    async (request) => changeReviewCode(app.db, plainScopeOf(request, REVIEW_ROLES), request.body.id, request.body.reviewCode, app.now()),
  );

  app.put(
    '/api/review/query/:reviewId/:status',
    {
      preHandler: app.requireSession,
      schema: contractSchema('PUT /api/review/query/:reviewId/:status', { tags: ['review'], summary: 'Toggle the review query status (lock holder only)' }),
    },
    async (request) => changeQueryStatus(app.db, plainScopeOf(request, REVIEW_ROLES), request.params.reviewId, request.params.status, app.now()),
  );

  for (const restricted of [false, true]) {
    app.put(
      restricted ? '/api/restricted/review/unlock' : '/api/review/unlock',
      {
        preHandler: app.requireSession,
        schema: contractSchema('PUT /api/review/unlock', { tags: ['review'], summary: "Release the caller's lock on the encounter after a review change; released false when they held none" }),
      },
      async (request) => {
        const scope = scopeOf(request, restricted, REVIEW_ROLES);
        await findEncounterInScope(app.db, scope, request.body.encounterId);
        const released = await app.db.transaction().execute((trx) => releaseOwnLock(trx, scope, request.body.encounterId, app.now()));
        return { released: released !== null };
      },
    );
  }
};
