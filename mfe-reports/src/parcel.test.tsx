import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createParcel, type RemoteProps } from 'shared-kit';
import type { Role } from 'shared-kit/domain';
import { createMockRemoteProps, createMockSession, mockRoute, mountParcelForTest } from 'shared-kit/mock';
import * as parcel from './parcel';
import { reportsClient, TODAY_YESTERDAY } from './reports.fixtures';
import { ReportsRoot } from './root.component';

async function mountAs(role: Role, path = '/auth/report', query: Record<string, string> = {}) {
  const client = reportsClient();
  const remote = createParcel((props: RemoteProps) => <ReportsRoot {...props} client={client} />, 'mfe-reports');
  const props = createMockRemoteProps({ session: createMockSession(role), route: { ...mockRoute(path), query } });
  const mounted = await mountParcelForTest(remote, props);
  return { client, props, mounted, area: within(mounted.host) };
}

/** Heading levels in document order never jump by more than one (axe heading-order). */
function expectHeadingOrder(host: HTMLElement): void {
  const levels = Array.from(host.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i += 1) expect([i, (levels[i] ?? 0) - (levels[i - 1] ?? 0) <= 1]).toEqual([i, true]);
}

jest.setTimeout(60_000);
describe('mfe-reports by route id and role', () => {
  it('exposes the parcel lifecycles', () => {
    for (const name of ['bootstrap', 'mount', 'update', 'unmount'] as const) expect(typeof parcel[name]).toBe('function');
  });

  it.each<Role>(['CDI', 'CODER', 'CDI_QA_MANAGER', 'CODER_QA_MANAGER', 'CLINICAL_ADMIN'])('shows %s the two report tabs and the huddle', async (role) => {
    const { area, client, mounted } = await mountAs(role);
    expect(area.getByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
    expect(area.getByRole('tab', { name: 'Worklist counts' })).toHaveAttribute('aria-selected', 'true');
    expect(area.getByRole('tab', { name: 'Daily Productivity' })).toBeInTheDocument();
    expect(area.getByRole('heading', { name: 'Huddle', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(client.calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/api/dashboard/review/count', '/api/review/counts'])));
    // The audit trail's link only for QA managers and clinical admins.
    expect(area.queryByRole('button', { name: 'Audit Trail' }) !== null).toBe(['CDI_QA_MANAGER', 'CODER_QA_MANAGER', 'CLINICAL_ADMIN'].includes(role));
    await mounted.unmount();
  });

  it('shows the huddle section once the counts above it are drawn, its lists asked for meanwhile (issue 15)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = reportsClient({ 'GET /api/dashboard/review/count': () => held.then(() => TODAY_YESTERDAY) });
    const remote = createParcel((props: RemoteProps) => <ReportsRoot {...props} client={client} />, 'mfe-reports');
    const mounted = await mountParcelForTest(remote, createMockRemoteProps({ session: createMockSession('CDI'), route: mockRoute('/auth/report') }));
    const area = within(mounted.host);
    await waitFor(() => expect(client.calls.map((c) => c.path)).toContain('/api/organization'));
    expect(area.queryByRole('heading', { name: 'Huddle', level: 2 })).not.toBeInTheDocument();
    release();
    expect(await area.findByRole('heading', { name: 'Huddle', level: 2 })).toBeInTheDocument();
    await mounted.unmount();
  });

  it('keeps the tabs\' headings at level 2 under the screen\'s h1 (axe heading-order), on both tabs', async () => {
    const { area, mounted } = await mountAs('CDI_QA_MANAGER');
    expect(await area.findByRole('heading', { name: 'Worklist by review code', level: 2 })).toBeInTheDocument();
    expect(area.getByRole('heading', { name: 'Worklist downloads', level: 2 })).toBeInTheDocument();
    expectHeadingOrder(mounted.host);
    fireEvent.click(area.getByRole('tab', { name: 'Daily Productivity' }));
    expect(await area.findByRole('heading', { name: 'Reviews per day', level: 2 })).toBeInTheDocument();
    expect(await area.findByRole('heading', { name: 'Productivity per reviewer', level: 2 })).toBeInTheDocument();
    expectHeadingOrder(mounted.host);
    await mounted.unmount();
  });

  it.each<Role>(['PHYSICIAN', 'CDI_RESTRICTED', 'ADMIN'])('shows %s a notice and asks the API nothing (spec 1 §6)', async (role) => {
    const { area, client, mounted } = await mountAs(role);
    expect(area.getByText('Reports are not available for your role.')).toBeInTheDocument();
    expect(area.queryByRole('tab')).not.toBeInTheDocument();
    expect(client.calls).toEqual([]);
    await mounted.unmount();
  });

  it('the audit-trail route shows the trail; the Reports button goes back', async () => {
    const { area, props, client, mounted } = await mountAs('CDI_QA_MANAGER', '/auth/report/audit', { encounterId: '42' });
    expect(area.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(client.calls[0]?.query).toMatchObject({ encounterId: '42' }));
    screen.getByRole('button', { name: /Reports/ }).click();
    expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/report', options: undefined });
    await mounted.unmount();
  });
});
