import { useEffect, useRef } from 'react';
import { encounterEventsState, subscribeEncounterEvents, type EncounterListRow } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { applyEncounterEvent, refreshOnReopening } from 'shared-kit/domain';
import type { PageAnswer } from '../home-first-paint/first-answer';

/**
 * Live presence (issue 11) on an encounter list: when another user locks, unlocks, moves the review or changes the
 * status of a row's encounter, that row takes the event's lock, review and status at once, without fetching the list
 * again; the other rows stay the same objects, so only the changed row repaints (the cells are kept until their row
 * changes). Rows do not leave or join the list: a row that no longer fits its view stays until the next search, so
 * the list never moves under the user's pointer.
 *
 * When the stream comes back after a drop, the events sent meanwhile come first when the server still holds them
 * (`ready.replayed`); otherwise they are lost and `refresh` fetches the loaded rows again. The stream's first opening
 * after the list mounted is no drop (the list has just been fetched), unless the stream was already open then (it
 * outlives a screen change), in which case every later opening is one.
 *
 * Rows the page brought (`brought`: read by the platform server before this page's stream opened) miss what changed
 * in between. The stream is asked for those changes since their read (`since`): when its `ready` says they follow, the
 * rows take them as events; otherwise (a stream opened before this screen, a server that no longer holds them, a page
 * or shell that does not say) the rows are fetched again once, as after a drop, as soon as they are loaded.
 */
export function useEncounterRowEvents(
  patchRows: (patch: (row: EncounterListRow) => EncounterListRow) => void,
  refresh?: () => void,
  brought: PageAnswer | null = null,
  loaded = true,
): void {
  const latest = useRef({ patchRows, refresh });
  useEffect(() => {
    latest.current = { patchRows, refresh };
  });
  // The page's rows still miss what changed since their read: until the stream replays it, or they are read again.
  const missing = useRef(brought !== null);
  const broughtAtMount = useRef(brought);
  useEffect(() => {
    // A shell built before live presence has no stream to offer (shared-kit is the shell's copy at run time).
    if (typeof subscribeEncounterEvents !== 'function') return undefined;
    const streamWasOpen = typeof encounterEventsState === 'function' && encounterEventsState() === 'open';
    const since = streamWasOpen ? null : (broughtAtMount.current?.readAt ?? null);
    const reopened = refreshOnReopening(streamWasOpen, () => latest.current.refresh?.());
    return subscribeEncounterEvents((event) => latest.current.patchRows((row) => applyEncounterEvent(row, event)), {
      ...(since !== null ? { since } : {}),
      onOpen: (ready) => {
        // The changes since the rows' read follow (the stream says so only to a subscriber that asked): nothing missing.
        if (since !== null && ready?.replayed === true) missing.current = false;
        reopened(ready);
      },
    });
  }, []);
  // Rows the page brought that the stream did not bring up to date are fetched again once, as soon as they are loaded
  // and the stream is open (the handler above runs first on the same opening: subscribed first).
  useEffect(() => {
    if (!loaded || !missing.current || typeof subscribeEncounterEvents !== 'function') return undefined;
    const once = () => {
      if (!missing.current) return;
      missing.current = false;
      latest.current.refresh?.();
    };
    if (typeof encounterEventsState === 'function' && encounterEventsState() === 'open') {
      once();
      return undefined;
    }
    return subscribeEncounterEvents(() => undefined, { onOpen: once });
  }, [loaded]);
}
