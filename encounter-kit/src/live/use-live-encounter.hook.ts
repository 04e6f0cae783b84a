import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { encounterEventsState, subscribeEncounterEvents } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { refreshOnReopening } from 'shared-kit/domain';
import { encounterApi } from '../api/encounter-api';
import type { EncounterDispatch } from '../api/encounter-store';
import { patchDetail } from '../detail/encounter-detail.resource';
import { applyEventToDetail, eventNeedsRefetch } from './live-encounter.rules';

/**
 * Live presence (issue 11) on an open encounter: when another user locks, unlocks, moves the review of, or changes the
 * encounter `encounterId`, the parcel's cached detail takes the change at once (lock, review, status from the event;
 * the rest refetched), so every part of the screen that reads the detail shows it without a reload. When the page's
 * event stream reconnects, events may have been missed: the detail is read again (not at the stream's first opening,
 * while the screen's own first read is under way).
 */
export function useLiveEncounter(encounterId: number | null, myUserId: number | null): void {
  const dispatch = useDispatch<EncounterDispatch>();
  useEffect(() => {
    // A shell built before live presence has no stream to offer (shared-kit is the shell's copy at run time).
    if (encounterId === null || typeof subscribeEncounterEvents !== 'function') return undefined;
    const refetch = () => dispatch(encounterApi.util.invalidateTags([{ type: 'Detail', id: encounterId }]));
    const streamWasOpen = typeof encounterEventsState === 'function' && encounterEventsState() === 'open';
    return subscribeEncounterEvents(
      (event) => {
        if (event.encounterId !== encounterId) return;
        dispatch(patchDetail(encounterId, (detail) => applyEventToDetail(detail, event)));
        if (eventNeedsRefetch(event, myUserId)) refetch();
      },
      { onOpen: refreshOnReopening(streamWasOpen, refetch) },
    );
  }, [dispatch, encounterId, myUserId]);
}
