import { Navigate, Outlet } from 'react-router-dom';
import { ROUTES } from 'shared-kit';
import { CenteredLoader } from '../routing/centered-loader.component';
import { useShellSelector } from '../store';

/** Every /auth/* route: signed out goes to login (spec 1 §2.1); the session check shows a loader. */
export function RequireSession() {
  const status = useShellSelector((s) => s.session.status);
  if (status === 'checking') return <CenteredLoader />;
  if (status !== 'signedIn') return <Navigate to={ROUTES.login} replace />;
  return <Outlet />;
}
