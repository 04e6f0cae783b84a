import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockError } from 'shared-kit/mock';
import { agingAnswer, coderClient, coderDetail, coderProps } from '../coder.fixtures';
import { CoderRoot } from '../root.component';

jest.setTimeout(60_000);

describe('query aging view (issue 12, beyond the spec)', () => {
  it('lists the outstanding queries oldest first with age, provider, patient and encounter, the escalated one marked; opens the encounter', async () => {
    const { client } = coderClient(coderDetail(), { 'GET /api/coder/query/aging': () => agingAnswer() });
    const props = coderProps('CODER', 'standalone', '/auth/coder/query-aging');
    render(<CoderRoot {...props} client={client} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Query Aging' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('2 outstanding, 1 past the 24-hour escalation threshold');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^3 days 2 hoursEscalated.*King, AdaLee, Sam3\/1\/2026Diabetes with CKD · E1122coder$/),
      expect.stringMatching(/^3 hours.*Ode, Ben3\/4\/2026Whole encounter$/),
    ]);
    expect(within(rows[1] as HTMLElement).queryByText('Escalated')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open the encounter of King, Ada on 3/1/2026' }));
    expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/encounter/detail/42' });

    // Escalated only asks the API for those.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Escalated only' }));
    await waitFor(() => expect(client.calls.some((c) => c.path === '/api/coder/query/aging' && c.query.escalatedOnly === 'true')).toBe(true));
  });

  it('says why when the list cannot be loaded, and retries', async () => {
    let fail = true;
    const { client } = coderClient(coderDetail(), { 'GET /api/coder/query/aging': () => (fail ? mockError(500, 'INTERNAL', 'Database unavailable') : agingAnswer()) });
    render(<CoderRoot {...coderProps('CODER_QA_MANAGER', 'standalone', '/auth/coder/query-aging')} client={client} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The query aging list could not be loaded: Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('King, Ada')).toBeInTheDocument();
  });
});
