import { useEffect, useRef } from 'react';
import { CenteredLoader } from '../routing/centered-loader.component';
import { useShellDispatch } from '../store';
import { signOut } from './session.slice';

/** /auth/logout: ends the session; the protected-route guard then goes to login with the notice. */
export function LogoutPage() {
  const dispatch = useShellDispatch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(signOut());
  }, [dispatch]);
  return <CenteredLoader />;
}
