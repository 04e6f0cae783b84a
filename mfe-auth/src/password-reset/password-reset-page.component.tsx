import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
// Pure rules and texts come from shared-kit/domain, bundled here: they need no shared instance, and the
// remote then does not depend on the host's shared-kit build having the newest texts and rules.
import { canSavePasswordReset, MESSAGES, passwordResetFormErrors, RESET_REDIRECT_MS, ROUTES } from 'shared-kit/domain';
import { resetPassword } from './password-reset.resource';

type Props = Pick<RemoteProps, 'navigate'> & { token: string; client?: HttpClient };

/**
 * Password reset from a mailed link (spec 1 §2.12, §4, §5): email, new password, confirmation. Save appears only
 * when both passwords are non-empty and equal in length; on OK a toast, then the login page after 2.5 seconds;
 * otherwise the errors are listed.
 */
export function PasswordResetPage({ token, navigate, client = httpClient }: Props) {
  const { message } = App.useApp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (redirect.current) clearTimeout(redirect.current);
  }, []);

  const form = { password, confirmPassword };
  const canSave = canSavePasswordReset(form) && email.trim() !== '' && !busy && !done;
  // The three texts of spec 1 §5 show under their fields once the field was used; server errors list below.
  const clientErrors = passwordResetFormErrors(form);
  const passwordHelp = touched.password
    ? clientErrors.find((text) => text === MESSAGES.newPasswordRequired || text === MESSAGES.newPasswordTooShort)
    : undefined;
  const confirmHelp = touched.confirm && clientErrors.includes(MESSAGES.passwordConfirmationMismatch) ? MESSAGES.passwordConfirmationMismatch : undefined;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    setErrors([]);
    if (clientErrors.length > 0) {
      setTouched({ password: true, confirm: true });
      return;
    }
    setBusy(true);
    try {
      const result = await resetPassword({ token, email: email.trim(), password, confirmPassword }, client);
      if (result.status === 'OK') {
        setDone(true);
        void message.success(MESSAGES.passwordResetSuccess);
        redirect.current = setTimeout(() => navigate(ROUTES.login, { replace: true }), RESET_REDIRECT_MS);
      } else {
        setErrors(result.errors);
      }
    } catch {
      setErrors([MESSAGES.generalFailure]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card style={{ maxWidth: 480, margin: '48px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {MESSAGES.passwordReset}
      </Typography.Title>
      <form onSubmit={(e) => void save(e)} aria-label={MESSAGES.passwordReset}>
        <Form layout="vertical" component={false}>
          <Form.Item label={MESSAGES.email} htmlFor="reset-email" required>
            <Input id="reset-email" type="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
          </Form.Item>
          <Form.Item
            label={MESSAGES.newPassword}
            htmlFor="reset-password"
            required
            validateStatus={passwordHelp ? 'error' : undefined}
            help={passwordHelp}
          >
            <Input.Password
              id="reset-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            />
          </Form.Item>
          <Form.Item
            label={MESSAGES.confirmNewPassword}
            htmlFor="reset-password-confirm"
            required
            validateStatus={confirmHelp ? 'error' : undefined}
            help={confirmHelp}
          >
            <Input.Password
              id="reset-password-confirm"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
            />
          </Form.Item>
          {errors.length > 0 && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {errors.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              }
              style={{ marginBottom: 16 }}
            />
          )}
          {canSavePasswordReset(form) && (
            <Button type="primary" htmlType="submit" block disabled={!canSave} loading={busy}>
              {MESSAGES.save}
            </Button>
          )}
        </Form>
      </form>
    </Card>
  );
}
