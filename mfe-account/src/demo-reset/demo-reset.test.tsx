import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from 'shared-kit/domain';
import { createMockSession, mockError } from 'shared-kit/mock';
import { accountClient } from '../account.fixtures';
import { renderAccount } from '../account.test-helpers';

jest.setTimeout(60_000);
/** The User Properties section loads its lists beside: wait for them so no update lands after the test. */
afterEach(async () => {
  if (screen.queryByRole('region', { name: 'User Properties' })) await screen.findByRole('combobox', { name: 'Worklist organization filter' });
});
describe('Demo Data Reset (spec 1 §2.11, §8)', () => {
  it("on a demo host with the reset available: 'Reset Demo Data', a confirmation, then the success text", async () => {
    const { client } = renderAccount(createMockSession('CODER'));
    const section = await screen.findByRole('region', { name: 'Demo Data Reset' });
    expect(client.calls.some((c) => c.method === 'GET' && c.path === '/api/admin/cron/job/demo-data-reset/tenant/demo')).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: 'Reset Demo Data' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(await within(section).findByText(MESSAGES.demoResetSuccess)).toBeInTheDocument();
    expect(client.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/admin/cron/job/demo-data-reset/tenant/demo/execute', body: [] });
  });

  it('shows the failure text when the reset fails', async () => {
    renderAccount(createMockSession('CDI'), { client: accountClient({ 'POST /api/admin/cron/job/:jobId/tenant/:tenantId/execute': mockError(409, 'CONFLICT', 'running') }) });
    const section = await screen.findByRole('region', { name: 'Demo Data Reset' });
    fireEvent.click(within(section).getByRole('button', { name: 'Reset Demo Data' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(await within(section).findByText(MESSAGES.demoResetFailure)).toBeInTheDocument();
  });

  it('is not offered on other hosts (nothing asked), nor when the server says it is not available', async () => {
    const production = renderAccount(createMockSession('CDI'), { hostname: 'cdi.hospital.example' });
    await screen.findByRole('region', { name: 'Password Reset' });
    expect(screen.queryByRole('region', { name: 'Demo Data Reset' })).not.toBeInTheDocument();
    expect(production.client.calls.some((c) => c.path.startsWith('/api/admin/'))).toBe(false);
    production.view.unmount();

    const off = renderAccount(createMockSession('CDI'), { client: accountClient({ 'GET /api/admin/cron/job/:jobId/tenant/:tenantId': { jobId: 'demo-data-reset', tenantId: 'demo', available: false } }) });
    await waitFor(() => expect(off.client.calls.some((c) => c.path.startsWith('/api/admin/'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Demo Data Reset' })).not.toBeInTheDocument();
  });
});
