import { Suspense, useEffect } from 'react';
import type { RemoteProps } from 'shared-kit';
// Pure rules and texts come from shared-kit/domain, bundled here: they need no shared instance, and the
// remote then does not depend on the host's shared-kit build having the newest texts and rules.
import { ROUTES } from 'shared-kit/domain';
import { lazyAntdScreen } from './antd-screen';
import { SignIn } from './login/sign-in.component';

// Only the sign-in form (no antd) is on the /login path: the other screens load with antd when their route is opened,
// so the sign-in screen paints before the rest of this remote's code arrives (root README, Bytes).
const PasswordResetPage = lazyAntdScreen(() => import('./password-reset/password-reset-page.component').then((m) => m.PasswordResetPage));
const RegistrationPage = lazyAntdScreen(() => import('./registration/registration-page.component').then((m) => m.RegistrationPage));

/** The auth remote: sign-in with MFA (/login), registration (/register/:token), password reset (/reset/:token). */
export function Root(props: RemoteProps) {
  const { session, route, navigate } = props;
  const onLogin = route.id === 'login';
  // An existing session skips the form (spec 1 §2.3).
  useEffect(() => {
    if (onLogin && session?.isAuthenticated) navigate(ROUTES.home, { replace: true });
  }, [onLogin, session, navigate]);
  const token = route.params.token ?? '';
  return (
    <Suspense fallback={null}>
      {route.id === 'registration' ? (
        <RegistrationPage key={token} token={token} navigate={navigate} />
      ) : route.id === 'password-reset' ? (
        <PasswordResetPage key={token} token={token} navigate={navigate} />
      ) : session?.isAuthenticated ? null : (
        <SignIn route={route} navigate={navigate} refreshSession={props.refreshSession} />
      )}
    </Suspense>
  );
}
