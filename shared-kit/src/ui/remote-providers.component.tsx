import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { usePlatformTheme } from './use-platform-theme.hook';

/**
 * Each parcel is its own React root, so the shell's providers do not reach it (toolchain pitfall):
 * every remote wraps its screens in these.
 */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={usePlatformTheme()}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
