import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ShellStore } from './store';

/** Redux and antd context for the shell's own screens (each remote brings its own: toolchain pitfall). */
export function ShellProviders({ store, children }: { store: ShellStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={{ token: { colorPrimary: '#1677ff' } }}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </Provider>
  );
}
