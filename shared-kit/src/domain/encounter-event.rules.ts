import type { EncounterEvent, EventStreamReady } from './encounter-event.types';
import type { EncounterListRow } from './encounter.types';

/**
 * A list row with an encounter event applied: the event's lock, review and status replace the row's. The same
 * object comes back when the event is for another encounter or changes nothing the row shows, so a table that keeps
 * a row's cells until the row changes repaints only the row the event is about.
 */
export function applyEncounterEvent<Row extends Pick<EncounterListRow, 'id' | 'lock' | 'review' | 'status'>>(row: Row, event: EncounterEvent): Row {
  if (row.id !== event.encounterId) return row;
  const sameLock = (row.lock?.id ?? null) === (event.lock?.id ?? null) && (row.lock?.statusCode ?? null) === (event.lock?.statusCode ?? null);
  const sameReview = (row.review?.reviewCode ?? null) === (event.review?.reviewCode ?? null) && (row.review?.queryStatusCode ?? null) === (event.review?.queryStatusCode ?? null);
  if (sameLock && sameReview && row.status === event.status) return row;
  return { ...row, lock: event.lock, review: event.review, status: event.status };
}

/**
 * The event stream's `onOpen` handler for a screen that reads what it shows as it mounts: `refresh` runs after each
 * reopening of the stream (a drop: the events sent meanwhile are lost), not at its first opening after the screen
 * subscribed, when the screen's own first read is under way (reading twice would double every open's cost). When the
 * stream was already open as the screen subscribed (it outlives a screen change), every later opening is a drop. A
 * reopening whose `ready` says the changes since the last message follow (`replayed`: the server still held them) lost
 * nothing: no refresh.
 */
export function refreshOnReopening(streamWasOpen: boolean, refresh: () => void): (ready?: EventStreamReady | null) => void {
  let firstOpening = !streamWasOpen;
  return (ready) => {
    if (!firstOpening && ready?.replayed !== true) refresh();
    firstOpening = false;
  };
}
