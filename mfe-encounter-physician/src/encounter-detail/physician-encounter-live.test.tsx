// Live presence on the physician's encounter detail (issues 11, 13): a CDI specialist's condition change arrives on
// the page's event stream (a fake EventSource here) and the detail is read again, without a reload.
import { act, render, screen } from '@testing-library/react';
import { mockCondition, mockEncounterEvent, mockEncounterEvents, type MockEncounterEvents } from 'shared-kit/mock';
import { physicianClient, physicianDetail, physicianProps } from '../physician.fixtures';
import { PhysicianRoot } from '../root.component';

jest.setTimeout(60_000);

let events: MockEncounterEvents;
beforeEach(() => {
  localStorage.clear();
  events = mockEncounterEvents();
});
afterEach(() => events.restore());

it("shows a condition another user adds while the encounter is open, and ignores other encounters' events", async () => {
  let current = physicianDetail();
  const client = physicianClient(() => current);
  render(<PhysicianRoot {...physicianProps()} client={client} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'King, Ada' })).toBeInTheDocument();
  expect(events.sources).toHaveLength(1);
  const reads = () => client.calls.filter((c) => c.method === 'GET' && /detail\/42$/.test(c.path)).length;
  const before = reads();

  current = physicianDetail({ conditions: [...physicianDetail().conditions, mockCondition(9, { title: 'Chronic kidney disease, stage 3', conditionStatus: 'POTENTIAL', hccCode: null, practitionerTags: null })] });
  act(() => events.emit(mockEncounterEvent(43, { change: 'CONDITIONS_CHANGED', lock: null, actorUserId: 2 })));
  expect(reads()).toBe(before);
  act(() => events.emit(mockEncounterEvent(42, { change: 'CONDITIONS_CHANGED', lock: null, actorUserId: 2 })));
  expect(await screen.findByText('Chronic kidney disease, stage 3')).toBeInTheDocument();
  expect(reads()).toBe(before + 1);
});
