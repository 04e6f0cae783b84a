import type { EncounterDetailResponse, EncounterEvent, Lock } from 'shared-kit/domain';
import { mockEncounter, mockEncounterDetail, mockEncounterEvent, mockLock, mockReview } from 'shared-kit/mock';
import { applyEventToDetail, eventNeedsRefetch } from './live-encounter.rules';

/** The detail after the event (applied to a copy, as RTK Query applies it to an immer draft). */
function produce(base: EncounterDetailResponse, apply: (d: EncounterDetailResponse) => void): EncounterDetailResponse {
  const copy = JSON.parse(JSON.stringify(base)) as EncounterDetailResponse;
  apply(copy);
  return copy;
}

const detail = (lock: Lock | null = mockLock(42, 2, 'cdiqa', { patientLockCount: 3 })) =>
  mockEncounterDetail(42, { encounter: mockEncounter(42, { lock, review: mockReview({ reviewCode: 'OPEN' }) }) });

describe('applyEventToDetail', () => {
  it("takes another user's lock, keeping the cached count of the patient's other locks", () => {
    const next = produce(detail(null), (d) => applyEventToDetail(d, mockEncounterEvent(42, { lock: mockLock(42, 5, 'cdi') })));
    expect(next.encounter.lock).toEqual({ ...mockLock(42, 5, 'cdi'), patientLockCount: 0 });
    const relocked = produce(detail(), (d) => applyEventToDetail(d, mockEncounterEvent(42, { lock: mockLock(42, 5, 'cdi') })));
    expect(relocked.encounter.lock?.patientLockCount).toBe(3);
  });

  it('clears the lock on an unlock and takes the review code, query status and encounter status', () => {
    const event = mockEncounterEvent(42, { change: 'REVIEW_CHANGED', lock: null, review: { reviewCode: 'READY_FOR_CDI_QA', queryStatusCode: 'REVIEW_QUERY_OUTSTANDING' }, status: 'CANCELLED' });
    const next = produce(detail(), (d) => applyEventToDetail(d, event));
    expect(next.encounter.lock).toBeNull();
    expect(next.encounter.status).toBe('CANCELLED');
    // The review keeps its id and reviewer.
    expect(next.encounter.review).toEqual({ ...mockReview(), reviewCode: 'READY_FOR_CDI_QA', queryStatusCode: 'REVIEW_QUERY_OUTSTANDING' });
  });

  it('leaves another encounter alone', () => {
    const before = detail();
    const event: EncounterEvent = mockEncounterEvent(43, { lock: null, status: 'CANCELLED' });
    expect(produce(before, (d) => applyEventToDetail(d, event))).toEqual(before);
  });
});

describe('eventNeedsRefetch', () => {
  it("refetches another user's changes the event does not carry, never the caller's own or a lock change", () => {
    expect(eventNeedsRefetch(mockEncounterEvent(42, { change: 'CONDITIONS_CHANGED', actorUserId: 2 }), 1)).toBe(true);
    expect(eventNeedsRefetch(mockEncounterEvent(42, { change: 'REVIEW_CHANGED', actorUserId: 2 }), 1)).toBe(true);
    expect(eventNeedsRefetch(mockEncounterEvent(42, { change: 'CONDITIONS_CHANGED', actorUserId: 1 }), 1)).toBe(false);
    expect(eventNeedsRefetch(mockEncounterEvent(42, { change: 'LOCKED', actorUserId: 2 }), 1)).toBe(false);
    expect(eventNeedsRefetch(mockEncounterEvent(42, { change: 'UNLOCKED', actorUserId: 2 }), 1)).toBe(false);
  });
});
