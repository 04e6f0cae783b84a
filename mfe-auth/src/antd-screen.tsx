import { lazy, type ComponentType } from 'react';

/**
 * A screen of this remote that uses antd, loaded when it is first shown: its code and antd's, with the platform's
 * antd theme and App context (`RemoteProviders` of `shared-kit/ui`) around it. The sign-in form is plain elements, so
 * `/login` carries no antd (root README, Bytes); the MFA step, registration and password reset come this way.
 */
export function lazyAntdScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Screen, { RemoteProviders }] = await Promise.all([load(), import('shared-kit/ui')]);
    function AntdScreen(props: P) {
      return (
        <RemoteProviders>
          <Screen {...props} />
        </RemoteProviders>
      );
    }
    return { default: AntdScreen };
  });
}
