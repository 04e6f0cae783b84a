import { mockEncounterEvent, mockEncounterRow } from '../mock';
import { applyEncounterEvent, refreshOnReopening } from './encounter-event.rules';

describe('applyEncounterEvent', () => {
  it("takes the event's lock, review and status into its encounter's row, and keeps other rows as they are", () => {
    const row = mockEncounterRow(7);
    const event = mockEncounterEvent(7, { change: 'LOCKED' });
    const next = applyEncounterEvent(row, event);
    expect(next).not.toBe(row);
    expect(next).toMatchObject({ id: 7, lock: event.lock, review: event.review, status: event.status });
    expect(applyEncounterEvent(row, mockEncounterEvent(8, { change: 'LOCKED' }))).toBe(row);
  });

  it('answers the same row when the event changes nothing it shows', () => {
    const event = mockEncounterEvent(7, { change: 'ENCOUNTER_CHANGED' });
    const row = { ...mockEncounterRow(7), lock: event.lock, review: event.review, status: event.status };
    expect(applyEncounterEvent(row, event)).toBe(row);
  });
});

describe('refreshOnReopening', () => {
  it('skips the first opening after the screen subscribed and refreshes at every reopening', () => {
    const refresh = jest.fn();
    const onOpen = refreshOnReopening(false, refresh);
    onOpen();
    expect(refresh).not.toHaveBeenCalled();
    onOpen();
    onOpen();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not refresh at a reopening whose ready says the missed changes follow', () => {
    const refresh = jest.fn();
    const onOpen = refreshOnReopening(false, refresh);
    onOpen({ heartbeatSeconds: 15, replayed: false });
    onOpen({ heartbeatSeconds: 15, replayed: true });
    expect(refresh).not.toHaveBeenCalled();
    onOpen({ heartbeatSeconds: 15, replayed: false });
    onOpen(null);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes at every opening when the stream was already open as the screen subscribed', () => {
    const refresh = jest.fn();
    const onOpen = refreshOnReopening(true, refresh);
    onOpen();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
