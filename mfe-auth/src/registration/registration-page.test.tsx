import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockHttpClient, createMockRemoteProps, mockError, mockReply, mockRoute, type MockRoutes } from 'shared-kit/mock';
import { RegistrationPage } from './registration-page.component';

const invitee = { id: 1, email: 'newuser@demo.test', username: 'newuser', firstName: 'Nova', lastName: 'Userton' };

function setup(routes: MockRoutes) {
  const client = createMockHttpClient(routes);
  const props = createMockRemoteProps({ session: null, route: mockRoute('/register/t1') });
  render(
    <RemoteProviders>
      <RegistrationPage token="t1" navigate={props.navigate} client={client} />
    </RemoteProviders>,
  );
  return { client, props };
}

const registerButton = () => screen.getByRole('button', { name: 'Register' });

async function fillPasswords(password: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('RegistrationPage', () => {
  it('shows the expired-token state with both texts when the token fetch fails', async () => {
    setup({ 'GET /api/user/registration/t1': mockError(404, 'EXPIRED_TOKEN', 'x') });
    expect(await screen.findByText('Your registration token expired.')).toBeInTheDocument();
    expect(screen.getByText("Please contact the provider's client success team to receive a new registration token.")).toBeInTheDocument();
  });

  it('shows the form with the invitee names, the requirements panel, and focus on the first field', async () => {
    setup({ 'GET /api/user/registration/t1': invitee });
    const first = await screen.findByLabelText('First Name');
    expect(first).toHaveValue('Nova');
    expect(first).toHaveFocus();
    const panel = screen.getByRole('region', { name: 'Password Requirements' });
    expect(panel).toHaveTextContent('At least 7 characters');
    expect(panel).toHaveTextContent('Not known from a breach');
    expect(registerButton()).toBeDisabled();
  });

  it('gives the client validation texts and keeps Register off while invalid', async () => {
    setup({ 'GET /api/user/registration/t1': invitee });
    await userEvent.clear(await screen.findByLabelText('First Name'));
    await userEvent.clear(screen.getByLabelText('Last Name'));
    expect(screen.getByText('First Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required.')).toBeInTheDocument();
    await fillPasswords('Bright#1', 'Bright#2');
    expect(screen.getByText('Password and Password Confirmation must meet password requirements')).toBeInTheDocument();
    expect(registerButton()).toBeDisabled();
  });

  it('lists the server validation errors under Registration Error', async () => {
    const { client } = setup({
      'GET /api/user/registration/t1': invitee,
      'PUT /api/user/registration/t1/validate': { valid: false, errors: [MESSAGES.passwordErrorBreached] },
    });
    await screen.findByLabelText('First Name');
    await fillPasswords('P@ssw0rd', 'P@ssw0rd');
    await userEvent.click(registerButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration Error');
    expect(alert).toHaveTextContent(MESSAGES.passwordErrorBreached);
    expect(client.calls.map((c) => `${c.method} ${c.path}`)).not.toContain('POST /api/user/registration/t1');
  });

  it('registers and offers sign-in by username or email', async () => {
    const { client, props } = setup({
      'GET /api/user/registration/t1': invitee,
      'PUT /api/user/registration/t1/validate': { valid: true, errors: [] },
      'POST /api/user/registration/t1': mockReply(201, { username: 'newuser', email: 'newuser@demo.test' }),
    });
    await screen.findByLabelText('First Name');
    await fillPasswords('Bright#Meadow72', 'Bright#Meadow72{Enter}');
    expect(await screen.findByText('Registration complete. You can now sign in with your username newuser or your email newuser@demo.test.')).toBeInTheDocument();
    expect(client.calls.at(-1)?.body).toEqual({ firstName: 'Nova', lastName: 'Userton', password: 'Bright#Meadow72', passwordConfirm: 'Bright#Meadow72' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to Sign In' }));
    expect(props.calls).toContainEqual({ name: 'navigate', to: '/login', options: undefined });
  });
});
