import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from 'shared-kit/domain';
import { createMockSession } from 'shared-kit/mock';
import { accountClient, ORGANIZATIONS } from './account.fixtures';
import { accountShown, renderAccount } from './account.test-helpers';

jest.setTimeout(60_000);
describe('the account page while its parts load (issue 15)', () => {
  it('shows the cards under User Role at once, after the demo reset’s answer and the user properties’ lists', async () => {
    // Arriving one by one, each card moved those below it down.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client } = renderAccount(createMockSession('CDI'), { client: accountClient({ 'GET /api/organization': () => held.then(() => ORGANIZATIONS) }) });
    // The mock client lists a request once it has answered it: the demo reset's answer and the regions are in.
    await waitFor(() => expect(client.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/api/region', expect.stringContaining('/api/admin/cron/job/')])));
    await act(async () => undefined);
    expect(screen.getByRole('region', { name: MESSAGES.userRole })).toBeInTheDocument();
    for (const hidden of [MESSAGES.demoDataReset, MESSAGES.userProperties, MESSAGES.passwordReset]) {
      expect(screen.queryByRole('region', { name: hidden })).not.toBeInTheDocument();
    }
    await act(async () => release());
    await accountShown();
    expect(screen.getByRole('region', { name: MESSAGES.demoDataReset })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: MESSAGES.userProperties })).getByRole('combobox', { name: 'Worklist organization filter' })).toBeInTheDocument();
  });

  it('shows every card at once when there is nothing to wait for (not a demo host, no user properties)', () => {
    renderAccount(createMockSession('ADMIN'), { hostname: 'cdi.example' });
    expect(screen.getByRole('region', { name: MESSAGES.passwordReset })).toBeInTheDocument();
  });
});
