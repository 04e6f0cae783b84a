// Live presence on the CDI encounter detail (issue 11): another user's lock, unlock and changes arrive on the page's
// event stream (a fake EventSource here) and show without a reload.
import { act, render, screen, waitFor } from '@testing-library/react';
import type { EncounterDetailResponse } from 'shared-kit';
import { mockEncounterEvent, mockEncounterEvents, type MockEncounterEvents, type MockHttpClient } from 'shared-kit/mock';
import { CDI_USER_ID, cdiClient, cdiDetail, cdiProps, myLock, othersLock } from '../cdi.fixtures';
import { CdiRoot } from '../root.component';

jest.setTimeout(60_000);

let events: MockEncounterEvents;
beforeEach(() => {
  localStorage.clear();
  events = mockEncounterEvents();
});
afterEach(() => events.restore());

function mount(detail: () => EncounterDetailResponse) {
  const client = cdiClient(detail);
  render(<CdiRoot {...cdiProps()} client={client} />);
  return client;
}
const detailReads = (client: MockHttpClient) => client.calls.filter((c) => c.method === 'GET' && /detail\/42$/.test(c.path)).length;

describe('CDI encounter detail: live presence', () => {
  it("shows another user's lock as it is taken and clears it as it is released, without reading the encounter again", async () => {
    const client = mount(() => cdiDetail());
    expect(await screen.findByRole('button', { name: 'Lock this encounter' })).toBeInTheDocument();
    expect(events.sources).toHaveLength(1);
    const reads = detailReads(client);

    act(() => events.emit(mockEncounterEvent(42, { change: 'LOCKED', lock: othersLock(), actorUserId: 99 })));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Locked by cdiqa on 3\/3\/2026 \d{1,2}:05 (AM|PM)$/);
    // Another encounter's event changes nothing here.
    act(() => events.emit(mockEncounterEvent(43, { change: 'UNLOCKED', lock: null, actorUserId: 99 })));
    expect(screen.getByRole('status')).toHaveTextContent('Locked by cdiqa');

    act(() => events.emit(mockEncounterEvent(42, { change: 'UNLOCKED', lock: null, actorUserId: 99 })));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(detailReads(client)).toBe(reads);
  });

  it('takes the holder away from a user whose lock another user released: the screen becomes read only', async () => {
    mount(() => cdiDetail({ lock: myLock() }));
    expect(await screen.findByRole('button', { name: 'Unlock this encounter' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Add Condition/ })).toBeInTheDocument();
    act(() => events.emit(mockEncounterEvent(42, { change: 'UNLOCKED', lock: null, actorUserId: 99 })));
    expect(await screen.findByRole('button', { name: 'Lock this encounter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Condition/ })).toBeNull();
  });

  it("reads the encounter again for another user's condition change and after the stream reconnects without what was missed, not for the user's own, its first opening or a replayed reconnection", async () => {
    let current = cdiDetail({ lock: othersLock() });
    const client = mount(() => current);
    expect(await screen.findByText('Morbid obesity')).toBeInTheDocument();
    const reads = detailReads(client);

    current = cdiDetail({ lock: othersLock(), conditions: [...cdiDetail().conditions.slice(0, 3)] });
    current.conditions[2] = { ...current.conditions[2]!, title: 'Morbid obesity, class 3' };
    act(() => events.emit(mockEncounterEvent(42, { change: 'CONDITIONS_CHANGED', lock: othersLock(), actorUserId: 99 })));
    expect(await screen.findByText('Morbid obesity, class 3')).toBeInTheDocument();
    expect(detailReads(client)).toBe(reads + 1);

    act(() => events.emit(mockEncounterEvent(42, { change: 'CONDITIONS_CHANGED', lock: othersLock(), actorUserId: CDI_USER_ID })));
    // The stream's first opening comes while the screen's own first read is done or under way: no second read.
    await act(async () => {
      events.open();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(detailReads(client)).toBe(reads + 1);
    // A drop and the browser's reconnect: events may have been missed.
    act(() => events.source?.fail(false));
    act(() => events.open());
    await waitFor(() => expect(detailReads(client)).toBe(reads + 2));
    // A drop after which the server replays what was missed (the browser sent Last-Event-ID): nothing to read again.
    act(() => events.source?.fail(false));
    await act(async () => {
      events.open({ replayed: true }, '1795000000000');
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(detailReads(client)).toBe(reads + 2);
  });
});
