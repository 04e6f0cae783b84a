// Live presence on the coder encounter detail (issues 11, 12): another user's lock and its release arrive on the
// page's event stream (a fake EventSource here) and show without a reload.
import { act, render, screen, waitFor } from '@testing-library/react';
import { mockEncounterEvent, mockEncounterEvents, type MockEncounterEvents } from 'shared-kit/mock';
import { coderClient, coderDetail, coderProps, othersLock } from '../coder.fixtures';
import { CoderRoot } from '../root.component';

jest.setTimeout(60_000);

let events: MockEncounterEvents;
beforeEach(() => {
  localStorage.clear();
  events = mockEncounterEvents();
});
afterEach(() => events.restore());

it("shows another user's lock as it is taken and clears it as it is released", async () => {
  const { client } = coderClient(coderDetail());
  render(<CoderRoot {...coderProps()} client={client} />);
  expect(await screen.findByRole('button', { name: 'Lock this encounter' })).toBeInTheDocument();
  expect(events.sources).toHaveLength(1);

  act(() => events.emit(mockEncounterEvent(42, { change: 'LOCKED', lock: othersLock(), actorUserId: 99 })));
  expect(await screen.findByRole('status')).toHaveTextContent(/^Locked by coderqa on 3\/3\/2026/);
  act(() => events.emit(mockEncounterEvent(42, { change: 'UNLOCKED', lock: null, actorUserId: 99 })));
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
});
