import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import {
  ApiError,
  classifyLoginResponse,
  httpClient,
  login,
  loginErrorMessage,
  MESSAGES,
  postLoginTarget,
  type HttpClient,
  type LoginUser,
  type RemoteProps,
} from 'shared-kit';
import { AUTH_TEXTS } from '../auth.messages';

type Props = Pick<RemoteProps, 'route' | 'navigate' | 'refreshSession'> & {
  /** The API client; the platform's one client unless a test passes its own. */
  client?: HttpClient;
};

/** Username and password sign-in (spec 1 §2.3); both fields are required to submit. */
export function LoginForm({ route, navigate, refreshSession, client = httpClient }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const canSubmit = username.trim().length > 0 && password.length > 0 && !busy;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const response = await login({ username: username.trim(), password, recaptchaToken: null }, client);
      const outcome = classifyLoginResponse(response);
      if (outcome === 'LOGIN_SUCCESS') {
        const user = response as LoginUser;
        await refreshSession();
        navigate(
          postLoginTarget({
            encounter: route.query.encounter ?? null,
            activeRole: user.type,
            tenantProperties: user.tenantProperties,
            userProperties: user.userProperties,
          }),
          { replace: true },
        );
        return;
      }
      if (outcome === 'MFA_REQUIRED') {
        setNotice(AUTH_TEXTS.mfaRequired);
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
          {notice && <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block disabled={!canSubmit} loading={busy}>
            {AUTH_TEXTS.signIn}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
