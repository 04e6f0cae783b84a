import { Alert, Button, Card, Form, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
// Pure rules and texts come from shared-kit/domain, bundled here: they need no shared instance, and the
// remote then does not depend on the host's shared-kit build having the newest texts and rules.
import { formatMessage, MESSAGES, PASSWORD_POLICY_ITEMS, registrationFormErrors, ROUTES, type RegistrationFormValues } from 'shared-kit/domain';
import type { UnregisteredUser } from 'shared-kit';
import { fetchUnregisteredUser, register, validateRegistration } from './registration.resource';

type Props = Pick<RemoteProps, 'navigate'> & { token: string; client?: HttpClient };

type Stage = { kind: 'loading' } | { kind: 'expired' } | { kind: 'form'; user: UnregisteredUser } | { kind: 'done'; username: string; email: string };

/** antd's Result subtitle grey misses the 4.5:1 contrast axe requires; body text colour instead. */
const READABLE = { color: 'rgba(0, 0, 0, 0.88)' } as const;

const EMPTY: RegistrationFormValues = { firstName: '', lastName: '', password: '', passwordConfirm: '' };

/** Which client text belongs under which field (spec 1 §5 gives one text for both passwords). */
function fieldError(errors: string[], text: string): string | undefined {
  return errors.includes(text) ? text : undefined;
}

/**
 * Registration by invitation (spec 1 §2.12, §4, §5): the token's user, or the expired-token state; the form with
 * the requirements panel and client checks; the server's validation under 'Registration Error'; the success page.
 */
export function RegistrationPage({ token, navigate, client = httpClient }: Props) {
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [values, setValues] = useState<RegistrationFormValues>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<keyof RegistrationFormValues>>(new Set());
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchUnregisteredUser(token, client).then(
      (user) => {
        if (!live) return;
        setValues({ ...EMPTY, firstName: user.firstName, lastName: user.lastName });
        setStage({ kind: 'form', user });
      },
      () => live && setStage({ kind: 'expired' }),
    );
    return () => {
      live = false;
    };
  }, [token, client]);

  const errors = registrationFormErrors(values);
  const shown = (field: keyof RegistrationFormValues) => touched.has(field);
  const set = (field: keyof RegistrationFormValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setTouched((t) => new Set(t).add(field));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.length > 0 || busy) return;
    setBusy(true);
    setServerErrors([]);
    try {
      const validation = await validateRegistration(token, values, client);
      if (!validation.valid) {
        setServerErrors(validation.errors);
        return;
      }
      const registered = await register(token, values, client);
      setStage({ kind: 'done', ...registered });
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'EXPIRED_TOKEN') setStage({ kind: 'expired' });
      else setServerErrors([cause instanceof ApiError && cause.status === 400 ? cause.message : MESSAGES.generalFailure]);
    } finally {
      setBusy(false);
    }
  }

  if (stage.kind === 'loading') return <Spin tip={MESSAGES.pleaseWait} style={{ display: 'block', margin: '64px auto' }}><div /></Spin>;
  if (stage.kind === 'expired') {
    return (
      <Card style={{ maxWidth: 560, margin: '48px auto' }}>
        <Result status="warning" title={<h1 style={{ fontSize: 24, margin: 0 }}>{MESSAGES.registrationTokenExpired}</h1>} subTitle={<span style={READABLE}>{MESSAGES.registrationTokenExpiredHelp}</span>} />
      </Card>
    );
  }
  if (stage.kind === 'done') {
    return (
      <Card style={{ maxWidth: 560, margin: '48px auto' }}>
        <Result
          status="success"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>{MESSAGES.registration}</h1>}
          subTitle={<span style={READABLE}>{formatMessage(MESSAGES.registrationComplete, { username: stage.username, email: stage.email })}</span>}
          extra={
            <Button type="primary" onClick={() => navigate(ROUTES.login)}>
              {MESSAGES.goToSignIn}
            </Button>
          }
        />
      </Card>
    );
  }

  const passwordError = shown('password') || shown('passwordConfirm') ? fieldError(errors, MESSAGES.passwordsMustMeetRequirements) : undefined;
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {MESSAGES.registration}
      </Typography.Title>
      <Typography.Paragraph>{formatMessage(MESSAGES.registrationIntro, { email: stage.user.email })}</Typography.Paragraph>
      <form onSubmit={(e) => void submit(e)} aria-label={MESSAGES.registration}>
        <Form layout="vertical" component={false}>
          <Form.Item
            label={MESSAGES.firstName}
            htmlFor="reg-first-name"
            required
            validateStatus={shown('firstName') && fieldError(errors, MESSAGES.firstNameRequired) ? 'error' : undefined}
            help={shown('firstName') ? fieldError(errors, MESSAGES.firstNameRequired) : undefined}
          >
            <Input id="reg-first-name" autoComplete="given-name" autoFocus value={values.firstName} onChange={set('firstName')} />
          </Form.Item>
          <Form.Item
            label={MESSAGES.lastName}
            htmlFor="reg-last-name"
            required
            validateStatus={shown('lastName') && fieldError(errors, MESSAGES.lastNameRequired) ? 'error' : undefined}
            help={shown('lastName') ? fieldError(errors, MESSAGES.lastNameRequired) : undefined}
          >
            <Input id="reg-last-name" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
          </Form.Item>
          <section aria-labelledby="reg-requirements" style={{ marginBottom: 16 }}>
            <Typography.Title level={2} id="reg-requirements" style={{ fontSize: 16 }}>
              {MESSAGES.passwordRequirements}
            </Typography.Title>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {PASSWORD_POLICY_ITEMS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <Form.Item label={MESSAGES.password} htmlFor="reg-password" required validateStatus={passwordError ? 'error' : undefined}>
            <Input.Password id="reg-password" autoComplete="new-password" value={values.password} onChange={set('password')} />
          </Form.Item>
          <Form.Item
            label={MESSAGES.confirmPassword}
            htmlFor="reg-password-confirm"
            required
            validateStatus={passwordError ? 'error' : undefined}
            help={passwordError}
          >
            <Input.Password id="reg-password-confirm" autoComplete="new-password" value={values.passwordConfirm} onChange={set('passwordConfirm')} />
          </Form.Item>
          {serverErrors.length > 0 && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={MESSAGES.registrationError}
              description={
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {serverErrors.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              }
              style={{ marginBottom: 16 }}
            />
          )}
          <Button type="primary" htmlType="submit" block disabled={errors.length > 0 || busy} loading={busy}>
            {MESSAGES.register}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
