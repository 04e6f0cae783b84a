import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ShellStore } from './store';

/**
 * Redux for the shell's own screens. No antd here: the chrome and the sign-in path are plain elements (root README,
 * Bytes); the few antd screens of the shell (feedback, unsaved-changes dialog, Version page) load with their own
 * providers when first needed (`shell-antd.component.tsx`). Each remote brings its own providers (toolchain pitfall).
 */
export function ShellProviders({ store, children }: { store: ShellStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
