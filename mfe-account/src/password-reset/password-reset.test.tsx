import { fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from 'shared-kit/domain';
import { createMockSession, mockError } from 'shared-kit/mock';
import { accountClient } from '../account.fixtures';
import { accountShown, renderAccount } from '../account.test-helpers';

jest.setTimeout(60_000);
/** The User Properties section loads its lists beside: wait for them so no update lands after the test. */
afterEach(async () => {
  if (screen.queryByRole('region', { name: 'User Properties' })) await screen.findByRole('combobox', { name: 'Worklist organization filter' });
});
describe('Password Reset (spec 1 §2.11, §8)', () => {
  it("'Reset Password' mails the link and says so", async () => {
    const { client } = renderAccount(createMockSession('PHYSICIAN'));
    const section = await accountShown();
    fireEvent.click(within(section).getByRole('button', { name: 'Reset Password' }));
    expect(await within(section).findByText(MESSAGES.passwordResetEmailSent)).toBeInTheDocument();
    expect(client.calls.some((c) => c.method === 'GET' && c.path === '/api/sso/reset')).toBe(true);
  });

  it('says when the mail could not be sent', async () => {
    renderAccount(createMockSession('CDI'), { client: accountClient({ 'GET /api/sso/reset': mockError(500, 'INTERNAL_ERROR', 'boom') }) });
    await accountShown();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('The password reset email could not be sent. Please try again.')).toBeInTheDocument();
  });
});
