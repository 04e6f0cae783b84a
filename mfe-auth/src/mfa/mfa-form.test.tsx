import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type LoginUser, type MfaChallenge } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockHttpClient, createMockSession, mockError, type MockRoutes } from 'shared-kit/mock';
import { MfaForm } from './mfa-form.component';

const credentials = { username: 'mfauser', password: 'Curate#2026' };
const signedIn: LoginUser = { ...createMockSession('CDI'), id: 9 };

function setup(challenge: MfaChallenge, routes: MockRoutes) {
  const client = createMockHttpClient(routes);
  const onSignedIn = jest.fn(() => Promise.resolve());
  const onCancel = jest.fn();
  render(
    <RemoteProviders>
      <MfaForm challenge={challenge} credentials={credentials} client={client} onSignedIn={onSignedIn} onCancel={onCancel} />
    </RemoteProviders>,
  );
  return { client, onSignedIn, onCancel };
}

const EMAIL: MfaChallenge = { mfaType: 'EMAIL', mfaEmail: 'm***l@demo.test', qrCodeUuid: null };
const TOTP: MfaChallenge = { mfaType: 'TOTP', mfaEmail: 'm***p@demo.test', qrCodeUuid: null };
const QR: MfaChallenge = { mfaType: 'QR_TOTP', mfaEmail: 'm***r@demo.test', qrCodeUuid: 'abc-123' };
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

describe('MfaForm, emailed code', () => {
  it('names the masked address and the 10-minute expiry, and wants exactly 7 digits', async () => {
    setup(EMAIL, {});
    expect(screen.getByText('A verification code has been sent to m***l@demo.test. The code expires in 10 minutes.')).toBeInTheDocument();
    const field = screen.getByLabelText('Verification Code');
    expect(field).toHaveFocus();
    expect(verifyButton()).toBeDisabled();
    await userEvent.type(field, '123456');
    expect(verifyButton()).toBeDisabled();
    await userEvent.type(field, '7');
    expect(verifyButton()).toBeEnabled();
    await userEvent.type(field, '8');
    expect(field).toHaveValue('1234567');
  });

  it('accepts a pasted code with spaces, verifies with Remember Me on by default and hands over the user', async () => {
    const { client, onSignedIn } = setup(EMAIL, { 'POST /api/sso/login/mfa': signedIn });
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
    await userEvent.click(screen.getByLabelText('Verification Code'));
    await userEvent.paste('123 4567');
    await userEvent.keyboard('{Enter}');
    expect(client.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/sso/login/mfa',
      body: { ...credentials, mfaCode: '1234567', rememberMe: true },
    });
    expect(onSignedIn).toHaveBeenCalledWith(signedIn);
  });

  it('keeps Verify off while the call runs', async () => {
    let release: (value: unknown) => void = () => undefined;
    setup(EMAIL, { 'POST /api/sso/login/mfa': () => new Promise((resolve) => (release = resolve)) });
    await userEvent.type(screen.getByLabelText('Verification Code'), '1234567');
    await userEvent.click(verifyButton());
    // While loading, antd puts a spinner icon in the button's name.
    expect(screen.getByRole('button', { name: /Verify/ })).toBeDisabled();
    release(signedIn);
  });

  it('shows the MFA failure text, or the lockout text when the answer says locked', async () => {
    const { client } = setup(EMAIL, { 'POST /api/sso/login/mfa': mockError(401, 'MFA_INVALID', MESSAGES.mfaFailure) });
    await userEvent.type(screen.getByLabelText('Verification Code'), '1234567{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not recognize this code or your code has expired');
    client.setRoute('POST /api/sso/login/mfa', mockError(423, 'ACCOUNT_LOCKED', `Account locked. ${MESSAGES.accountLocked}`));
    await userEvent.type(screen.getByLabelText('Verification Code'), '1234567{Enter}');
    expect(await screen.findByText(MESSAGES.accountLocked)).toBeInTheDocument();
  });

  it('resends the code and says so', async () => {
    const { client } = setup(EMAIL, { 'POST /api/sso/login/mfa/resend': { message: MESSAGES.mfaResent } });
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Resent verification code. Please check your email.');
    expect(client.calls[0]?.body).toEqual({ email: 'mfauser' });
  });
});

describe('MfaForm, authenticator', () => {
  it('wants exactly 6 digits and posts to the TOTP path with the auth type', async () => {
    const { client } = setup(TOTP, { 'POST /api/sso/login/mfa/totp': signedIn });
    expect(screen.getByRole('heading', { name: 'Enter your authenticator code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification Code'), '12345');
    expect(verifyButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await userEvent.type(screen.getByLabelText('Verification Code'), '6{Enter}');
    expect(client.calls[0]).toMatchObject({
      path: '/api/sso/login/mfa/totp',
      body: { ...credentials, mfaCode: '123456', rememberMe: false, authType: 'TOTP', qrCodeUuid: null },
    });
  });

  it('sets up an authenticator in 3 steps around the QR image, then verifies on the QR path', async () => {
    const { client } = setup(QR, { 'POST /api/sso/login/mfa/totp/qr': signedIn });
    expect(screen.getByRole('heading', { name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'QR code to set up your authenticator app' })).toHaveAttribute('src', '/api/sso/qr/abc-123');
    await userEvent.type(screen.getByLabelText('Verification Code'), '654321{Enter}');
    expect(client.calls[0]).toMatchObject({ path: '/api/sso/login/mfa/totp/qr', body: { authType: 'QR_TOTP', qrCodeUuid: 'abc-123', mfaCode: '654321' } });
  });

  it('goes back to the sign-in form', async () => {
    const { onCancel } = setup(TOTP, {});
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
