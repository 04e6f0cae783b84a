import { useEffect } from 'react';
import { RemoteProviders, type RemoteProps } from 'shared-kit';
// Pure rules and texts come from shared-kit/domain, bundled here: they need no shared instance, and the
// remote then does not depend on the host's shared-kit build having the newest texts and rules.
import { ROUTES } from 'shared-kit/domain';
import { SignIn } from './login/sign-in.component';
import { PasswordResetPage } from './password-reset/password-reset-page.component';
import { RegistrationPage } from './registration/registration-page.component';

/** The auth remote: sign-in with MFA (/login), registration (/register/:token), password reset (/reset/:token). */
export function Root(props: RemoteProps) {
  const { session, route, navigate } = props;
  const onLogin = route.path === ROUTES.login;
  // An existing session skips the form (spec 1 §2.3).
  useEffect(() => {
    if (onLogin && session?.isAuthenticated) navigate(ROUTES.home, { replace: true });
  }, [onLogin, session, navigate]);
  const token = route.params.token ?? '';
  return (
    <RemoteProviders>
      {route.path.startsWith('/register/') ? (
        <RegistrationPage key={token} token={token} navigate={navigate} />
      ) : route.path.startsWith('/reset/') ? (
        <PasswordResetPage key={token} token={token} navigate={navigate} />
      ) : session?.isAuthenticated ? null : (
        <SignIn route={route} navigate={navigate} refreshSession={props.refreshSession} />
      )}
    </RemoteProviders>
  );
}
