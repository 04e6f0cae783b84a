import { useEffect, useRef, useState } from 'react';
import { ApiError, fetchCurrentUser, fetchSessionStatus, MESSAGES } from 'shared-kit';
import { useShellDispatch, useShellSelector } from '../../store';
import { setNextSessionEndingReason } from '../session-ending.middleware';
import { signOut } from '../session.slice';
import { planIdleLogoff } from './idle-logoff.rules';
import { IdleWarningDialog } from './idle-warning-dialog.component';

/** When the server cannot be asked (network), ask again this soon. */
const RETRY_MS = 30_000;

/**
 * Automatic logoff (HIPAA §164.312(a)(2)(iii)). While signed in, the shell asks the server how long the session has
 * left (GET /api/sso/session, which does not extend it) and waits. A minute before the idle timeout it shows a
 * warning with 'Stay signed in' (which uses the session, so the server restarts its idle clock). When the session has
 * ended it logs off on its own: the session-ending hook fires (unsaved condition edits go to the draft store), all
 * state is cleared and the login page shows 'You have been logged out'. Activity anywhere (another tab, a remote's
 * call) extends the session on the server; the browser always asks again before it warns or logs off.
 */
export function IdleLogoff() {
  const status = useShellSelector((s) => s.session.status);
  const dispatch = useShellDispatch();
  /** The warning on screen: when the session ends (this browser's clock) and the seconds shown. */
  const [warning, setWarning] = useState<{ endsAt: number; seconds: number } | null>(null);
  const check = useRef<() => Promise<void>>(async () => undefined);

  useEffect(() => {
    if (status !== 'signedIn') return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void check.current(), ms);
    };
    const logOff = () => {
      setWarning(null);
      setNextSessionEndingReason('idle-timeout');
      void dispatch(signOut(MESSAGES.loggedOut));
    };
    check.current = async () => {
      try {
        const plan = planIdleLogoff(await fetchSessionStatus());
        if (!active) return;
        setWarning(plan.kind === 'warn' ? { endsAt: Date.now() + plan.endsInMs, seconds: Math.ceil(plan.endsInMs / 1000) } : null);
        schedule(plan.checkInMs);
      } catch (error) {
        if (!active) return;
        if (error instanceof ApiError && error.status === 401) logOff();
        else schedule(RETRY_MS);
      }
    };
    void check.current();
    // A background tab's timers may have been slowed: ask again when it comes back.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [status, dispatch]);

  const counting = warning !== null;
  useEffect(() => {
    if (!counting) return undefined;
    const tick = setInterval(() => setWarning((w) => w && { ...w, seconds: Math.max(0, Math.ceil((w.endsAt - Date.now()) / 1000)) }), 1000);
    return () => clearInterval(tick);
  }, [counting]);

  if (warning === null || status !== 'signedIn') return null;

  const staySignedIn = async () => {
    setWarning(null);
    try {
      // Any call uses the session: the server restarts its idle clock.
      await fetchCurrentUser();
    } finally {
      await check.current();
    }
  };
  return (
    <IdleWarningDialog
      seconds={warning.seconds}
      onStay={() => void staySignedIn()}
      onSignOut={() => {
        setWarning(null);
        void dispatch(signOut());
      }}
    />
  );
}
