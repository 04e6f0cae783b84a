import { useState } from 'react';
import type { ReviewCode, ReviewQueryStatus } from 'shared-kit/domain';
import { errorMessage } from '../api/encounter-api';
import { useMoveReviewMutation, useReleaseReviewLockMutation, useSetReviewQueryMutation } from './review.resource';

/**
 * A review change as the toolbars make it (spec 2 §4.1, §4.2): move the review (or set its query status), release the
 * caller's lock, then leave for `home`. A refused change stays on the screen with its reason in `failure`.
 */
export function useReviewChange(encounterId: number, reviewId: number | null, leave: () => void) {
  const [move, moving] = useMoveReviewMutation();
  const [setQuery, querying] = useSetReviewQueryMutation();
  const [release, releasing] = useReleaseReviewLockMutation();
  const [failure, setFailure] = useState('');

  const finish = async (result: { error?: unknown }, thenLeave: boolean) => {
    if (result.error) {
      setFailure(errorMessage(result.error));
      return;
    }
    setFailure('');
    if (!thenLeave) return;
    await release(encounterId);
    leave();
  };
  return {
    busy: moving.isLoading || querying.isLoading || releasing.isLoading,
    failure,
    /** Moves the review to `code`, releases the lock and leaves. */
    moveTo: async (code: ReviewCode) => {
      if (reviewId === null) return;
      await finish(await move({ encounterId, reviewId, code }), true);
    },
    /** Sets the query status; `leave` says whether the user goes home after it (spec 2 §4.2: outstanding does). */
    setQueryStatus: async (status: ReviewQueryStatus, thenLeave: boolean) => {
      if (reviewId === null) return;
      await finish(await setQuery({ encounterId, reviewId, status }), thenLeave);
    },
  };
}
