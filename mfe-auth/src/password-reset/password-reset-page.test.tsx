import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockHttpClient, createMockRemoteProps, mockRoute, type MockRoutes } from 'shared-kit/mock';
import { PasswordResetPage } from './password-reset-page.component';

function setup(routes: MockRoutes) {
  const client = createMockHttpClient(routes);
  const props = createMockRemoteProps({ session: null, route: mockRoute('/reset/r1') });
  render(
    <RemoteProviders>
      <PasswordResetPage token="r1" navigate={props.navigate} client={client} />
    </RemoteProviders>,
  );
  return { client, props };
}

async function fill(email: string, password: string, confirm: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('New Password'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
}

const save = () => screen.queryByRole('button', { name: 'Save' });

describe('PasswordResetPage', () => {
  it('focuses the email and shows Save only when both passwords are non-empty and equal in length', async () => {
    setup({});
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(save()).not.toBeInTheDocument();
    await fill('a@demo.test', 'abcdefg', 'abc');
    expect(save()).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'defg');
    expect(save()).toBeEnabled();
  });

  it('gives the required text once the new password was used and left empty', async () => {
    setup({});
    await userEvent.type(screen.getByLabelText('New Password'), 'a');
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.tab();
    expect(screen.getByText('New password required')).toBeInTheDocument();
  });

  it.each([
    ['abc', 'abd', 'New password must be at least 7 characters long'],
    ['abcdefg', 'abcdefh', 'Password confirmation does not match'],
  ])('shows %s / %s as "%s" on Save without calling the server', async (password, confirm, text) => {
    const { client } = setup({});
    await fill('a@demo.test', password, confirm);
    await userEvent.click(save() as HTMLElement);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(client.calls).toEqual([]);
  });

  it('lists the server errors in a negative style', async () => {
    setup({ 'POST /api/user/password/reset': { status: 'ERROR', errors: ['Bad one', 'Bad two'] } });
    await fill('a@demo.test', 'Quiet#River58', 'Quiet#River58{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('ant-alert-error');
    expect(alert).toHaveTextContent('Bad one');
    expect(alert).toHaveTextContent('Bad two');
  });

  it('on OK shows the toast and goes to login after 2.5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { client, props } = setup({ 'POST /api/user/password/reset': { status: 'OK' } });
      await user.type(screen.getByLabelText('Email'), 'a@demo.test');
      await user.type(screen.getByLabelText('New Password'), 'Quiet#River58');
      await user.type(screen.getByLabelText('Confirm New Password'), 'Quiet#River58{Enter}');
      expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
      expect(client.calls[0]?.body).toEqual({ token: 'r1', email: 'a@demo.test', password: 'Quiet#River58', confirmPassword: 'Quiet#River58' });
      act(() => jest.advanceTimersByTime(2400));
      expect(props.calls).toEqual([]);
      act(() => jest.advanceTimersByTime(100));
      expect(props.calls).toEqual([{ name: 'navigate', to: '/login', options: { replace: true } }]);
    } finally {
      jest.useRealTimers();
    }
  });
});
