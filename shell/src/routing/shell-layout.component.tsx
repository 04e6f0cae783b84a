import { useLayoutEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../footer/footer.component';
import { UnsavedChangesGuard } from '../guard/unsaved-changes-guard.component';
import { FirstPaintSlot } from '../first-paint/first-paint-slot.component';
import { firstPaintShown, heldFirstPaint, settleFirstPaint, subscribeFirstPaint } from '../first-paint/first-paint-hold';
import { Header } from '../header/header.component';
import { ROUTES } from 'shared-kit';
import { SHELL_MESSAGES } from '../shell.messages';
import { useShellSelector } from '../store';
import { chromeHidden } from './app-mode';
import { CenteredLoader } from './centered-loader.component';

/** Read by screen readers, not drawn (the usual clip pattern; ehr.html's `visually-hidden`). */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * The page frame: header (signed in, not embedded), content, footer (not embedded), and the
 * unsaved-changes prompt. While the first session check runs, a loader instead of any screen
 * (no flash of login), or the page's first paint when the server sent one; /auto-login shows its own loader.
 */
export function ShellLayout() {
  const { pathname } = useLocation();
  const { status, user } = useShellSelector((s) => s.session);
  const hidden = chromeHidden(pathname);
  const checking = status === 'checking' && pathname !== ROUTES.autoLogin && pathname !== ROUTES.authAutoLogin;
  const paintShown = useSyncExternalStore(subscribeFirstPaint, firstPaintShown);
  // The first commit is in: a painted page that no slot shows (the route drew something else) goes out of view.
  useLayoutEffect(settleFirstPaint, []);
  return (
    <div className="shell-layout">
      {!hidden && status === 'signedIn' && user && <Header user={user} />}
      {/* The header's place is kept while a protected page's session check runs: the page no longer moves down 64 px
          when the header arrives (the only layout shift Lighthouse counted on the signed-in home, 0.071). */}
      {!hidden && checking && pathname.startsWith('/auth/') && <div className="shell-header" aria-hidden="true" />}
      {/* The page's one main landmark, unless the painted page is shown over it: that page's own main holds what the user
          sees then (first-paint-hold.ts). A role, not a <main> element: an element cannot give its landmark up. */}
      <div className="shell-main" role={paintShown ? undefined : 'main'}>
        {/* Without the header the page would have no level-one heading (axe page-has-heading-one): an EHR launch lands here. */}
        {hidden && status === 'signedIn' && <h1 style={VISUALLY_HIDDEN}>{SHELL_MESSAGES.embeddedHeading}</h1>}
        {!checking ? <Outlet /> : heldFirstPaint(pathname) ? <FirstPaintSlot /> : <CenteredLoader />}
      </div>
      {!hidden && <Footer />}
      <UnsavedChangesGuard />
    </div>
  );
}
