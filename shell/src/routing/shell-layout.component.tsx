import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../footer/footer.component';
import { UnsavedChangesPrompt } from '../guard/unsaved-changes-prompt.component';
import { Header } from '../header/header.component';
import { ROUTES } from 'shared-kit';
import { useShellSelector } from '../store';
import { chromeHidden } from './app-mode';
import { CenteredLoader } from './centered-loader.component';

/**
 * The page frame: header (signed in, not embedded), content, footer (not embedded), and the
 * unsaved-changes prompt. While the first session check runs, a loader instead of any screen
 * (no flash of login); /auto-login shows its own loader.
 */
export function ShellLayout() {
  const { pathname } = useLocation();
  const { status, user } = useShellSelector((s) => s.session);
  const hidden = chromeHidden(pathname);
  const checking = status === 'checking' && pathname !== ROUTES.autoLogin && pathname !== ROUTES.authAutoLogin;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!hidden && status === 'signedIn' && user && <Header user={user} />}
      <Layout.Content role="main" style={{ flex: 1 }}>
        {checking ? <CenteredLoader /> : <Outlet />}
      </Layout.Content>
      {!hidden && <Footer />}
      <UnsavedChangesPrompt />
    </Layout>
  );
}
