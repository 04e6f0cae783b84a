import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EncounterDetailResponse } from 'shared-kit';
import { mockError, type MockHttpClient, type MockRemoteProps, type MockRoutes } from 'shared-kit/mock';
import { coderClient, coderDetail, coderProps, myLock, othersLock } from '../coder.fixtures';
import { CoderRoot } from '../root.component';

// antd is slow in jsdom; a loaded 2-core machine needs room.
jest.setTimeout(60_000);

function mount(detail: EncounterDetailResponse, props: MockRemoteProps = coderProps(), extra: MockRoutes = {}) {
  const { client } = coderClient(detail, extra);
  render(<CoderRoot {...props} client={client} />);
  return { client, props };
}

const calls = (client: MockHttpClient, method: string, path: RegExp) => client.calls.filter((c) => c.method === method && path.test(c.path));

describe('coder encounter detail (spec 2 §2.3)', () => {
  it('shows the header, the green-bordered left panels, conditions by kind with Removed Conditions last and Previous Encounters', async () => {
    mount(coderDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'King, Ada' })).toBeInTheDocument();
    expect(screen.getByLabelText('Visit time')).toHaveTextContent(/^3\/4\/2026/);
    const panel = screen.getByLabelText('Patient');
    expect(within(panel).getAllByText('Ready for Coder').length).toBeGreaterThan(0);
    expect(screen.getByText('Encounter type')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review' })).toBeInTheDocument();
    // Activity, known, potential for coders (spec 2 §6).
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions.filter((r) => r !== null && r !== 'Patient')).toEqual(['Activities', 'Known Conditions', 'Potential Opportunities', 'Removed Conditions']);
    const removed = screen.getByRole('region', { name: 'Removed Conditions' });
    expect(removed).toHaveTextContent('Old removed one');
    expect(removed).toHaveTextContent('Dismissed one');
    // The red warning icon: the query outstanding since January is past 24 hours (spec 2 §5).
    expect(screen.getAllByRole('img', { name: 'Query outstanding for more than 24 hours' })).toHaveLength(1);
    // Read only without the lock; the coder icons there but disabled.
    expect(screen.getByText('Lock the encounter to record coder decisions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Completed' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous Encounters' }));
    expect(await screen.findByRole('button', { name: /^Open the encounter of 1\/10\/2026 - Check-up/ })).toBeInTheDocument();
  });

  it('offers exactly the moves of the review code, moves, releases the lock and goes home (spec 2 §4.1)', async () => {
    const { client, props } = mount(coderDetail({ lock: myLock(), reviewCode: 'READY_FOR_CODER' }), coderProps(), {
      'PUT /api/review/code/:reviewId/:code': () => ({ id: 700, reviewCode: 'COMPLETED', queryStatusCode: null, reviewer: null }),
      'PUT /api/review/unlock': () => ({ released: true }),
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Coder review' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Mark Ready for Coder QA',
      'Mark Completed',
      'Click to mark a provider query outstanding',
    ]);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Mark Completed' }));
    await waitFor(() => expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/home' }));
    expect(calls(client, 'PUT', /\/api\/review\/code\/700\/COMPLETED$/)).toHaveLength(1);
    expect(calls(client, 'PUT', /\/api\/review\/unlock$/)).toHaveLength(1);
  });

  it.each([
    ['COMPLETED', ['Return to the coder worklist (Ready for Coder)', 'Mark Ready for Coder QA']],
    ['OPEN', ['Return to the coder worklist (Ready for Coder)', 'Mark Ready for Coder QA', 'Mark Completed']],
  ] as const)('from %s offers %j', async (reviewCode, moves) => {
    mount(coderDetail({ lock: myLock(), reviewCode }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Coder review' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label')).slice(0, -1)).toEqual(moves);
  });

  it('toggles the query icon between outstanding (red, pressed) and response received, staying on the screen (spec 2 §4.2)', async () => {
    let query: 'REVIEW_QUERY_OUTSTANDING' | 'REVIEW_QUERY_RESPONSE_RECEIVED' | null = null;
    const { client, props } = mount(coderDetail({ lock: myLock() }), coderProps(), {
      'PUT /api/review/query/:reviewId/:status': (req) => {
        query = req.params.status as typeof query;
        return { id: 700, reviewCode: 'READY_FOR_CODER', queryStatusCode: query, reviewer: null };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Click to mark a provider query outstanding' }));
    const outstanding = await screen.findByRole('button', { name: 'Query outstanding. Click to mark Response Received' });
    expect(outstanding).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(outstanding);
    expect(await screen.findByRole('button', { name: 'Click to mark a provider query outstanding' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls(client, 'PUT', /\/api\/review\/query\/700\//).map((c) => c.path)).toEqual([
      '/api/review/query/700/REVIEW_QUERY_OUTSTANDING',
      '/api/review/query/700/REVIEW_QUERY_RESPONSE_RECEIVED',
    ]);
    expect(props.calls.filter((c) => c.name === 'navigate')).toEqual([]);
  });

  it('flags READY_FOR_CODER_QA for a coder: the flag with the reviewer, no icons, no lock, read only', async () => {
    mount(coderDetail({ lock: myLock(), reviewCode: 'READY_FOR_CODER_QA' }));
    expect(await screen.findByText('This encounter review is flagged for Coder QA review')).toBeInTheDocument();
    expect(screen.getByText('Reviewer: Quinn Adams')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Coder review' })).toBeNull();
    expect(screen.queryByRole('button', { name: /lock this encounter/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Diabetes with CKD' }));
    expect(screen.queryByRole('form', { name: /^Coder details/ })).toBeNull();
  });

  it('gives the coder QA manager the icons on READY_FOR_CODER_QA: return or Completed', async () => {
    mount(coderDetail({ lock: { ...myLock(), createdById: 6, createdByUsername: 'coderqa' }, reviewCode: 'READY_FOR_CODER_QA' }), coderProps('CODER_QA_MANAGER'));
    const toolbar = await screen.findByRole('toolbar', { name: 'Coder review' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label')).slice(0, 2)).toEqual([
      'Return to the coder worklist (Ready for Coder)',
      'Mark Completed',
    ]);
    expect(screen.queryByText('This encounter review is flagged for Coder QA review')).toBeNull();
  });

  it('answers a lock conflict with the Encounter Lock Conflict dialog, OK reloads; another lock shows who and when', async () => {
    const { client } = mount(coderDetail({ lock: othersLock() }), coderProps(), { 'PUT /api/encounter/lock/:id': mockError(409, 'CONFLICT', 'Locked by coderqa') });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Locked by coderqa on 3\/3\/2026/);
    await userEvent.click(screen.getByRole('button', { name: 'Lock this encounter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encounter Lock Conflict' });
    expect(dialog).toHaveTextContent('another user has acquired a lock on this encounter.');
    const before = calls(client, 'GET', /detail\/42$/).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls(client, 'GET', /detail\/42$/).length).toBe(before + 1));
  });

  it("offers 'Add Query' and 'Add Comment' on an open known condition, only 'Add Comment' on an addressed one (spec 2 §5)", async () => {
    mount(coderDetail({ lock: myLock() }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show details of Diabetes with CKD' }));
    const open = screen.getByRole('textbox', { name: 'Write a comment: Diabetes with CKD' });
    await userEvent.type(open, 'Please clarify the stage');
    const openCard = open.closest('.ant-card') as HTMLElement;
    expect(within(openCard).getByRole('button', { name: 'Add Query' })).toBeInTheDocument();
    expect(within(openCard).getByRole('button', { name: 'Add Comment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Diabetes with neuropathy' }));
    const addressed = screen.getByRole('textbox', { name: 'Write a comment: Diabetes with neuropathy' });
    await userEvent.type(addressed, 'Noted');
    const addressedCard = addressed.closest('.ant-card') as HTMLElement;
    expect(within(addressedCard).queryByRole('button', { name: 'Add Query' })).toBeNull();
    expect(within(addressedCard).getByRole('button', { name: 'Add Comment' })).toBeInTheDocument();
  });

  it('embedded mode shows only the conditions', async () => {
    mount(coderDetail(), coderProps('CODER', 'embedded'));
    expect(await screen.findByRole('region', { name: 'Known Conditions' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByLabelText('Patient')).toBeNull();
  });
});
