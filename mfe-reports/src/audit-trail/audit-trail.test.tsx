import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockRemoteProps, createMockSession, mockRoute } from 'shared-kit/mock';
import type { Role } from 'shared-kit/domain';
import { auditPage, AUDIT_ENTRIES, reportsClient } from '../reports.fixtures';
import { stubObjectUrls } from '../shared/test-helpers';
import { auditFilterOf, auditQueryString, filterFormOf } from './audit-filter';
import { AuditTrailScreen } from './audit-trail-screen.component';

function setup(role: Role, query: Record<string, string> = {}, client = reportsClient(), timeZone?: string) {
  const props = createMockRemoteProps({ session: createMockSession(role, timeZone ? { timeZone } : {}), route: { ...mockRoute('/auth/report/audit'), query } });
  const view = render(
    <RemoteProviders>
      <AuditTrailScreen session={props.session} route={props.route} navigate={props.navigate} client={client} />
    </RemoteProviders>,
  );
  return { client, props, view };
}

const auditCalls = (client: ReturnType<typeof reportsClient>) => client.calls.filter((c) => c.path === '/api/audit');
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

jest.setTimeout(60_000);
describe('the audit trail (issue 14)', () => {
  it("reads the encounter filter from the route and shows who, when, what and the change, newest first", async () => {
    const { client, props } = setup('CDI_QA_MANAGER', { encounterId: '42' });
    expect(screen.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Audit events' });
    await waitFor(() => expect(within(events).getAllByRole('row')).toHaveLength(4));
    expect(auditCalls(client)[0]?.query).toEqual({ encounterId: '42', limit: '50', offset: '0' });
    expect(screen.getByLabelText('Encounter ID')).toHaveValue('42');
    const [edit, lock, system] = within(events).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement, HTMLElement];
    expect(cells(edit).slice(1, 3)).toEqual(['Casey Diaz (cdi)', 'UPDATE']);
    expect(edit).toHaveTextContent('ENCOUNTER_CONDITION 77');
    expect(within(edit).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['content: Seen in labs → A1c 8.1 in March', 'version: 1 → 2']);
    expect(cells(lock)[4]).toBe('—');
    expect(cells(system).slice(1, 3)).toEqual(['System', 'UPDATE']);
    expect(within(system).getByRole('listitem')).toHaveTextContent('NLP_INSIGHTS: (empty) → true');
    expect(screen.getByText('3 events')).toBeInTheDocument();

    // The encounter of an event opens its detail.
    fireEvent.click(within(edit).getByText('Encounter 42'));
    expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/encounter/detail/42', options: undefined });
  });

  it("shows each time on the tenant's clock, naming its zone in the header when the reader's clock differs", async () => {
    setup('CDI_QA_MANAGER', { encounterId: '42' }, reportsClient(), 'Pacific/Honolulu');
    const events = screen.getByRole('region', { name: 'Audit events' });
    await waitFor(() => expect(within(events).getAllByRole('row')).toHaveLength(4));
    // 2026-11-21T15:04:05Z is 5:04:05 in the morning in Honolulu (UTC-10); the test runs in UTC.
    expect(within(events).getByRole('columnheader', { name: 'When (HST)' })).toBeInTheDocument();
    expect(cells(within(events).getAllByRole('row')[1] as HTMLElement)[0]).toBe('11/21/2026 05:04:05');
  });

  it('needs no zone in the header when the reader shares the tenant\'s clock', async () => {
    setup('CDI_QA_MANAGER', { encounterId: '42' }, reportsClient(), 'UTC');
    const events = screen.getByRole('region', { name: 'Audit events' });
    await waitFor(() => expect(within(events).getAllByRole('row')).toHaveLength(4));
    expect(within(events).getByRole('columnheader', { name: 'When' })).toBeInTheDocument();
    expect(cells(within(events).getAllByRole('row')[1] as HTMLElement)[0]).toBe('11/21/2026 15:04:05');
  });

  it('searches by putting the filters in the address; Clear empties them', async () => {
    const { props } = setup('CLINICAL_ADMIN');
    await screen.findByText('3 events');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' cdi ' } });
    fireEvent.change(screen.getByLabelText('Encounter ID'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/report/audit?encounterId=42&username=cdi', options: undefined }));

    fireEvent.change(screen.getByLabelText('Encounter ID'), { target: { value: 'x1' } });
    expect(screen.getByText('An encounter ID is a positive whole number.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/report/audit', options: undefined });
    expect(screen.getByLabelText('Encounter ID')).toHaveValue('');
  });

  it('follows a new filter in the address and pages through the server', async () => {
    const client = reportsClient({ 'GET /api/audit': (request) => auditPage(AUDIT_ENTRIES, request.query.offset === '50' ? 120 : 120) });
    const { props, view } = setup('CODER_QA_MANAGER', {}, client);
    await screen.findByText('120 events');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(auditCalls(client).at(-1)?.query).toEqual({ limit: '50', offset: '50' }));
    view.rerender(
      <RemoteProviders>
        <AuditTrailScreen session={props.session} route={{ ...props.route, query: { username: 'coder' } }} navigate={props.navigate} client={client} />
      </RemoteProviders>,
    );
    await waitFor(() => expect(auditCalls(client).at(-1)?.query).toEqual({ username: 'coder', limit: '50', offset: '0' }));
    expect(screen.getByLabelText('Username')).toHaveValue('coder');
  });

  it('exports the shown filter as audit-trail.csv', async () => {
    const urls = stubObjectUrls();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { client } = setup('CDI_QA_MANAGER', { encounterId: '42', from: '2026-11-01' });
      await screen.findByText('3 events');
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['audit-trail.csv']));
      expect(client.calls.find((c) => c.path === '/api/audit/csv')?.query).toEqual({ encounterId: '42', from: '2026-11-01' });
    } finally {
      click.mockRestore();
      urls.restore();
    }
  });

  it('shows other roles a notice and asks the API nothing', async () => {
    for (const role of ['CDI', 'CODER', 'PHYSICIAN', 'ADMIN'] as const) {
      const { client, view } = setup(role, { encounterId: '42' });
      expect(screen.getByText('The audit trail is for QA managers and clinical admins.')).toBeInTheDocument();
      expect(client.calls).toEqual([]);
      view.unmount();
    }
  });

  it('reads and writes the link contract of the address', () => {
    expect(filterFormOf({ encounterId: '42', username: ' cdi ', from: '2026-11-01', to: 'soon' })).toEqual({ encounterId: '42', username: 'cdi', from: '2026-11-01', to: '' });
    expect(filterFormOf({ encounterId: '-3' }).encounterId).toBe('');
    expect(auditFilterOf({ encounterId: '7', username: '', from: '', to: '2026-11-02' })).toEqual({ encounterId: 7, to: '2026-11-02' });
    expect(auditQueryString({ encounterId: 7, username: 'a b' })).toBe('?encounterId=7&username=a+b');
    expect(auditQueryString({})).toBe('');
  });
});
