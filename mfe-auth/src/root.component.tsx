import { useEffect } from 'react';
import { RemoteProviders, RemoteScaffold, ROUTES, type RemoteProps } from 'shared-kit';
import { LoginForm } from './login/login-form.component';
import { routeTitle } from './route-titles';

/** The auth remote: sign-in now; registration and password reset arrive with their own issue. */
export function Root(props: RemoteProps) {
  const { session, route, navigate } = props;
  const onLogin = route.path === ROUTES.login;
  // An existing session skips the form (spec 1 §2.3).
  useEffect(() => {
    if (onLogin && session?.isAuthenticated) navigate(ROUTES.home, { replace: true });
  }, [onLogin, session, navigate]);
  return (
    <RemoteProviders>
      {onLogin ? (
        session?.isAuthenticated ? null : <LoginForm route={route} navigate={navigate} refreshSession={props.refreshSession} />
      ) : (
        <RemoteScaffold remoteTitle="mfe-auth" title={routeTitle(route.path)} props={props} />
      )}
    </RemoteProviders>
  );
}
