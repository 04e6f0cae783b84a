import { useEffect, useRef } from 'react';
import { encounterEventsState, subscribeEncounterEvents, type EncounterListRow } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { applyEncounterEvent, refreshOnReopening } from 'shared-kit/domain';

/**
 * Live presence (issue 11) on an encounter list: when another user locks, unlocks, moves the review or changes the
 * status of a row's encounter, that row takes the event's lock, review and status at once, without fetching the list
 * again; the other rows stay the same objects, so only the changed row repaints (the cells are kept until their row
 * changes). Rows do not leave or join the list: a row that no longer fits its view stays until the next search, so
 * the list never moves under the user's pointer.
 *
 * When the stream comes back after a drop, the events sent meanwhile are lost: `refresh` fetches the loaded rows
 * again. The stream's first opening after the list mounted is no drop (the list has just been fetched), unless the
 * stream was already open then (it outlives a screen change), in which case every later opening is one. Rows older
 * than the stream (`catchUp`: the page brought them) are fetched again once, as after a drop.
 */
export function useEncounterRowEvents(
  patchRows: (patch: (row: EncounterListRow) => EncounterListRow) => void,
  refresh?: () => void,
  catchUp = false,
): void {
  const latest = useRef({ patchRows, refresh });
  useEffect(() => {
    latest.current = { patchRows, refresh };
  });
  useEffect(() => {
    // A shell built before live presence has no stream to offer (shared-kit is the shell's copy at run time).
    if (typeof subscribeEncounterEvents !== 'function') return undefined;
    const streamWasOpen = typeof encounterEventsState === 'function' && encounterEventsState() === 'open';
    return subscribeEncounterEvents((event) => latest.current.patchRows((row) => applyEncounterEvent(row, event)), {
      onOpen: refreshOnReopening(streamWasOpen, () => latest.current.refresh?.()),
    });
  }, []);
  // Rows older than the stream (`catchUp`: the page brought them, drawn on the server before the stream opened) are
  // fetched again once, as soon as they are loaded and the stream is open: what changed in between was never delivered.
  const caughtUp = useRef(false);
  useEffect(() => {
    if (!catchUp || caughtUp.current || typeof subscribeEncounterEvents !== 'function') return undefined;
    const once = () => {
      if (caughtUp.current) return;
      caughtUp.current = true;
      latest.current.refresh?.();
    };
    if (typeof encounterEventsState === 'function' && encounterEventsState() === 'open') {
      once();
      return undefined;
    }
    return subscribeEncounterEvents(() => undefined, { onOpen: once });
  }, [catchUp]);
}
