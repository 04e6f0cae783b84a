import { Alert } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';
import { postLoginTarget } from 'shared-kit';
import { RemoteRoute } from '../remotes/remote-route.component';
import { useShellDispatch, useShellSelector } from '../store';
import { noticeDismissed } from './session.slice';

/**
 * /login: an existing session skips the form (spec 1 §2.3) to the same target the auth remote uses
 * after sign-in; otherwise the sign-out notice (if any) above the auth remote.
 */
export function LoginPage() {
  const { status, user, notice } = useShellSelector((s) => s.session);
  const dispatch = useShellDispatch();
  const [params] = useSearchParams();
  if (status === 'signedIn' && user) {
    const to = postLoginTarget({
      encounter: params.get('encounter'),
      activeRole: user.type,
      tenantProperties: user.tenantProperties ?? [],
      userProperties: user.userProperties ?? [],
    });
    return <Navigate to={to} replace />;
  }
  return (
    <>
      {notice && (
        <div style={{ maxWidth: 480, margin: '24px auto 0' }}>
          <Alert role="status" type="info" showIcon closable={{ onClose: () => dispatch(noticeDismissed()) }} title={notice} />
        </div>
      )}
      <RemoteRoute remote="mfe_auth" />
    </>
  );
}
