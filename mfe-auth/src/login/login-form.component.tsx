import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, httpClient, login, takeOverFirstPaint, type HttpClient, type LoginUser, type MfaChallenge, type RemoteProps } from 'shared-kit';
// Pure rules and texts come from shared-kit/domain, bundled here: they need no shared instance, and the
// remote then does not depend on the host's shared-kit build having the newest texts and rules.
import { classifyLoginResponse, loginErrorMessage, MESSAGES } from 'shared-kit/domain';
import { AUTH_TEXTS } from '../auth.messages';
import { noBotCheck, type BotCheck } from '../bot-check/bot-check';
import type { Credentials } from '../mfa/mfa.resource';
import { LOGIN_FORM_CLASSES as C, LOGIN_FORM_CSS } from './login-form.styles';
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

/**
 * Username and password sign-in (spec 1 §2.3); both fields are required to submit. Plain elements with the platform's
 * tokens, no antd: this form is the whole `/login` screen, and it paints before any antd code exists on the page
 * (root README, Bytes). The second step and the other auth screens are antd, loaded when they are needed.
 */
export function LoginForm({ route, navigate, refreshSession, onMfaRequired, botCheck = noBotCheck, client = httpClient, initialUsername = '' }: Props) {
  // The page's first paint (this form, painted from the HTML: src/login/first-paint-markup.tsx) is replaced by this one
  // in one commit, keeping what was typed into it and where the focus was.
  const [firstPaint] = useState(() => takeOverFirstPaint('mfe_auth'));
  const [username, setUsername] = useState(firstPaint.values.username || initialUsername);
  const [password, setPassword] = useState(firstPaint.values.password ?? '');
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    firstPaint.remove();
    const field = firstPaint.focused === 'password' ? passwordRef.current : firstPaint.focused === 'username' ? usernameRef.current : null;
    if (!field) return;
    field.focus();
    // Typing goes on where it stopped: after what is in the field.
    field.setSelectionRange(field.value.length, field.value.length);
  }, [firstPaint]);
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

  const [showPassword, setShowPassword] = useState(false);
  return (
    <section className={C.card} aria-labelledby="login-title">
      <style>{LOGIN_FORM_CSS}</style>
      <h1 id="login-title" className={C.title}>
        {AUTH_TEXTS.signInTitle}
      </h1>
      <form onSubmit={(e) => void submit(e)} aria-label={AUTH_TEXTS.signInTitle} data-failed-attempts={failedAttempts}>
        <div className={C.field}>
          <label htmlFor="login-username" className={`${C.label} ${C.required}`}>
            {AUTH_TEXTS.username}
          </label>
          <input
            id="login-username"
            className={C.input}
            name="username"
            ref={usernameRef}
            autoComplete="username"
            autoFocus={firstPaint.focused === null}
            aria-required="true"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div className={C.field}>
          <label htmlFor="login-password" className={`${C.label} ${C.required}`}>
            {AUTH_TEXTS.password}
          </label>
          <div className={C.passwordBox}>
            <input
              id="login-password"
              className={C.input}
              name="password"
              ref={passwordRef}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              aria-required="true"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className={C.reveal}
              aria-label={AUTH_TEXTS.showPassword}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" fill="none" stroke="currentColor" strokeWidth="1.3" />
                <circle cx="8" cy="8" r="2.2" fill={showPassword ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.3" />
              </svg>
            </button>
          </div>
        </div>
        {error && (
          <div role="alert" className={C.error}>
            {error}
          </div>
        )}
        <button type="submit" className={C.submit} disabled={!canSubmit} aria-busy={busy}>
          {AUTH_TEXTS.signIn}
        </button>
      </form>
    </section>
  );
}
