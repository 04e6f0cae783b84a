import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type RemoteRoute } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockHttpClient, createMockRemoteProps, createMockSession, mockError, mockRoute, type MockRoutes } from 'shared-kit/mock';
import { noBotCheck, type BotCheck } from '../bot-check/bot-check';
import { SignIn } from './sign-in.component';

function setup(routes: MockRoutes, route: RemoteRoute = mockRoute('/login'), botCheck: BotCheck = noBotCheck) {
  const client = createMockHttpClient(routes);
  const props = createMockRemoteProps({ session: null, route });
  render(
    <RemoteProviders>
      <SignIn route={props.route} navigate={props.navigate} refreshSession={props.refreshSession} client={client} botCheck={botCheck} />
    </RemoteProviders>,
  );
  return { client, props };
}

async function signIn(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const user = (role: 'CDI' | 'CODER', extra: Partial<ReturnType<typeof createMockSession>> = {}) => ({
  ...createMockSession(role),
  id: 7,
  ...extra,
});

describe('LoginForm', () => {
  it('needs both username and password before it submits', async () => {
    setup({});
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Username'), 'cdi');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(button).toBeEnabled();
  });

  it('focuses the username field first and submits with Enter', async () => {
    const { client } = setup({ 'POST /api/sso/login': user('CODER') });
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await userEvent.keyboard('coder');
    await userEvent.tab();
    await userEvent.keyboard('secret{Enter}');
    expect(client.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/sso/login');
  });

  it('signs in, refreshes the session and goes home', async () => {
    const { client, props } = setup({ 'POST /api/sso/login': user('CODER') });
    await signIn('coder', 'Curate#2026');
    expect(client.calls[0]?.body).toEqual({ username: 'coder', password: 'Curate#2026', recaptchaToken: null });
    expect(props.calls).toEqual([{ name: 'refreshSession' }, { name: 'navigate', to: '/auth/home', options: { replace: true } }]);
  });

  it('goes to the encounter given in the query after sign-in', async () => {
    const { props } = setup({ 'POST /api/sso/login': user('CDI') }, mockRoute('/login', { encounter: '42' }));
    await signIn('cdi', 'Curate#2026');
    expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/encounter/detail/42', options: { replace: true } });
  });

  it('sends a CDI user to the patient list when the tenant has the CDI schedule tab', async () => {
    const cdi = user('CDI', { tenantProperties: [{ propertyKey: 'CDI_SCHEDULE_TAB', propertyValue: 'true' }] });
    const { props } = setup({ 'POST /api/sso/login': cdi });
    await signIn('cdi', 'Curate#2026');
    expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/patient', options: { replace: true } });
  });

  it('shows the invalid-login text on bad credentials and stays on the form', async () => {
    const { props } = setup({ 'POST /api/sso/login': mockError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidLogin) });
    await signIn('cdi', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username/password.  Please try again.', { normalizeWhitespace: false });
    expect(props.calls).toEqual([]);
  });

  it('shows the lockout text when the answer says the account is locked', async () => {
    setup({ 'POST /api/sso/login': mockError(423, 'ACCOUNT_LOCKED', 'Account locked') });
    await signIn('lockme', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.accountLocked, { normalizeWhitespace: false });
  });

  it('shows the general-failure text when the server fails', async () => {
    setup({ 'POST /api/sso/login': mockError(500, 'INTERNAL', 'boom') });
    await signIn('cdi', 'Curate#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.generalFailure, { normalizeWhitespace: false });
  });

  it('sends the bot-check token when a check is configured', async () => {
    const { client } = setup({ 'POST /api/sso/login': user('CODER') }, undefined, { token: (action) => Promise.resolve(`token-for-${action}`) });
    await signIn('coder', 'Curate#2026');
    expect(client.calls[0]?.body).toMatchObject({ recaptchaToken: 'token-for-login' });
  });

  it('moves to the second factor without starting a session when the answer asks for one', async () => {
    const { props } = setup({ 'POST /api/sso/login': { mfaType: 'EMAIL', mfaEmail: 'm***l@demo.test', qrCodeUuid: null } });
    await signIn('mfaemail', 'Curate#2026');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Verification Code')).toHaveFocus();
    expect(props.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByLabelText('Username')).toHaveValue('mfaemail');
  });
});
