import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { ApiError, httpClient, login, type HttpClient, type LoginUser, type MfaChallenge, type RemoteProps } from 'shared-kit';
// Pure rules and texts come from shared-kit/domain, bundled here: they need no shared instance, and the
// remote then does not depend on the host's shared-kit build having the newest texts and rules.
import { classifyLoginResponse, loginErrorMessage, MESSAGES } from 'shared-kit/domain';
import { AUTH_TEXTS } from '../auth.messages';
import { noBotCheck, type BotCheck } from '../bot-check/bot-check';
import type { Credentials } from '../mfa/mfa.resource';
import { finishSignIn } from './post-login';

type Props = Pick<RemoteProps, 'route' | 'navigate' | 'refreshSession'> & {
  /** Called when the answer asks for a second factor (spec 1 §4), with the credentials the verify call repeats. */
  onMfaRequired: (challenge: MfaChallenge, credentials: Credentials) => void;
  /** The invisible bot check; none unless configured. */
  botCheck?: BotCheck;
  /** The API client; the platform's one client unless a test passes its own. */
  client?: HttpClient;
  /** The username to start with (coming back from the MFA step). */
  initialUsername?: string;
};

/** Username and password sign-in (spec 1 §2.3); both fields are required to submit. */
export function LoginForm({ route, navigate, refreshSession, onMfaRequired, botCheck = noBotCheck, client = httpClient, initialUsername = '' }: Props) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const canSubmit = username.trim().length > 0 && password.length > 0 && !busy;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    try {
      const recaptchaToken = await botCheck.token('login');
      const credentials = { username: username.trim(), password };
      const response = await login({ ...credentials, recaptchaToken }, client);
      const outcome = classifyLoginResponse(response);
      if (outcome === 'LOGIN_SUCCESS') {
        await finishSignIn(response as LoginUser, { route, navigate, refreshSession });
        return;
      }
      if (outcome === 'MFA_REQUIRED') {
        onMfaRequired(response as MfaChallenge, credentials);
        return;
      }
      setFailedAttempts((n) => n + 1);
      setError(MESSAGES.invalidLogin);
    } catch (cause) {
      setFailedAttempts((n) => n + 1);
      const status = cause instanceof ApiError ? cause.status : 0;
      const text = cause instanceof ApiError ? cause.message : '';
      setError(loginErrorMessage(status, text));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card style={{ maxWidth: 420, margin: '48px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {AUTH_TEXTS.signInTitle}
      </Typography.Title>
      <form onSubmit={(e) => void submit(e)} aria-label={AUTH_TEXTS.signInTitle} data-failed-attempts={failedAttempts}>
        <Form layout="vertical" component={false}>
          <Form.Item label={AUTH_TEXTS.username} htmlFor="login-username" required>
            <Input
              id="login-username"
              name="username"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </Form.Item>
          <Form.Item label={AUTH_TEXTS.password} htmlFor="login-password" required>
            <Input.Password
              id="login-password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Form.Item>
          {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block disabled={!canSubmit} loading={busy}>
            {AUTH_TEXTS.signIn}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
