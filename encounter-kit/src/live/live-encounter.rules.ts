import type { EncounterDetailResponse, EncounterEvent } from 'shared-kit/domain';

/**
 * Applies an encounter event to the cached detail (an immer draft): the event's lock, review code and query status and
 * encounter status replace the cached ones. The lock keeps the cached count of the patient's other locked encounters
 * (the event does not carry it); the review keeps its id and reviewer (a refetch brings a new reviewer).
 */
export function applyEventToDetail(detail: EncounterDetailResponse, event: EncounterEvent): void {
  if (detail.encounter.id !== event.encounterId) return;
  const { encounter } = detail;
  encounter.lock = event.lock ? { ...event.lock, patientLockCount: encounter.lock?.patientLockCount ?? event.lock.patientLockCount ?? 0 } : null;
  encounter.status = event.status;
  if (encounter.review && event.review) {
    encounter.review.reviewCode = event.review.reviewCode;
    encounter.review.queryStatusCode = event.review.queryStatusCode;
  }
}

/**
 * Whether an event asks for the whole detail to be read again: a change by another user of what the event does not
 * carry (conditions, encounter fields, a new review or reviewer). A lock taken or released carries all it changes;
 * the caller's own changes are in the cache already (each mutation patches or invalidates it).
 */
export function eventNeedsRefetch(event: EncounterEvent, myUserId: number | null): boolean {
  if (event.actorUserId === myUserId) return false;
  return event.change !== 'LOCKED' && event.change !== 'UNLOCKED';
}
