import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { autoLoginTarget, ROUTES } from 'shared-kit';
import { rememberLaunchMode } from '../routing/app-mode';
import { CenteredLoader } from '../routing/centered-loader.component';
import { SHELL_MESSAGES } from '../shell.messages';
import { useShellSelector } from '../store';

/**
 * /auto-login (spec 1 §2.2): waits for the current-user check the shell runs at start, then goes to
 * the smart or embedded target; without a session it goes to login, keeping the encounter.
 */
export function AutoLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useShellSelector((s) => s.session.status);
  const query = {
    embedded: params.get('embedded'),
    encounter: params.get('encounter'),
    nlpcondition: params.get('nlpcondition'),
    conditions: params.get('conditions'),
    scope: params.get('scope'),
  };
  const smart = query.embedded !== 'true';
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    if (status === 'checking') return;
    const q = JSON.parse(queryKey) as typeof query;
    const target = autoLoginTarget(q);
    // Remembered before the sign-in detour too: a tab launched embedded (an EHR's frame) stays without chrome.
    rememberLaunchMode(target.mode);
    if (status === 'signedIn') {
      void navigate(target.to, { replace: true });
      return;
    }
    const to = q.encounter ? `${ROUTES.login}?encounter=${encodeURIComponent(q.encounter)}` : ROUTES.login;
    void navigate(to, { replace: true });
  }, [status, queryKey, navigate]);

  return (
    <CenteredLoader>
      {smart && (
        <div style={{ textAlign: 'center' }}>
          <h2 style={{ fontSize: 30, fontWeight: 600, lineHeight: 1.35, margin: '0 0 8px' }}>{SHELL_MESSAGES.hangTight}</h2>
          <p style={{ margin: 0 }}>{SHELL_MESSAGES.loggingYouIn}</p>
        </div>
      )}
    </CenteredLoader>
  );
}
