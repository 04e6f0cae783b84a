import { Navigate, useSearchParams } from 'react-router-dom';
import { PLATFORM_TOKENS, postLoginTarget } from 'shared-kit';
import { RemoteRoute } from '../remotes/remote-route.component';
import { SHELL_MESSAGES } from '../shell.messages';
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
          <div role="status" className="shell-alert">
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" style={{ marginTop: 3, flex: 'none' }}>
              <circle cx="8" cy="8" r="8" fill={PLATFORM_TOKENS.colorPrimary} />
              <path d="M8 4.5v1M8 7v4.5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            <span>{notice}</span>
            <button type="button" className="shell-alert-close" aria-label={SHELL_MESSAGES.close} onClick={() => dispatch(noticeDismissed())}>
              ×
            </button>
          </div>
        </div>
      )}
      <RemoteRoute remote="mfe_auth" routeId="login" />
    </>
  );
}
