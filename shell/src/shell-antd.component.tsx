import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { usePlatformTheme } from 'shared-kit/ui';

/**
 * antd's theme and App context (message) for the shell screens that use antd. Only lazily loaded modules import this
 * file, so antd never reaches the sign-in path (root README, Bytes; `npm test`'s budget check counts it).
 */
export function ShellAntd({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={usePlatformTheme()}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
