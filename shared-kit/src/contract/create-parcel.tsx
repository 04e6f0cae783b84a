import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { errorReporter } from '../api/error-reporter';
import { RemoteErrorPanel } from '../ui/remote-error-panel.component';
import type { ParcelLifecycles, RemoteProps } from './remote-contract';

interface BoundaryProps {
  remoteTitle: string;
  children?: ReactNode;
}
interface BoundaryState {
  error: Error | null;
  attempt: number;
}

/**
 * A parcel is its own React root, so the shell's error boundary cannot see inside it: each parcel
 * carries this boundary, which shows the remote's error panel and re-renders on Retry.
 */
export class ParcelErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    errorReporter.report(error, { remote: this.props.remoteTitle, componentStack: info.componentStack ?? null });
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <RemoteErrorPanel
          remoteTitle={this.props.remoteTitle}
          detail={this.state.error.message}
          onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
        />
      );
    }
    return <React.Fragment key={this.state.attempt}>{this.props.children}</React.Fragment>;
  }
}

export interface ParcelOptions {
  /**
   * How the remote's first screen renders when the parcel mounts (issue 15). `one-task` (the default, as before the
   * option existed): in one task. `transition`: React renders it in slices that yield to the browser (input, paint, the
   * answers of requests already out) instead of one task of several hundred milliseconds. A remote opts in: one that
   * takes over a first paint the platform server sent (mfe-auth's sign-in form) must not, since it reads what was typed
   * into that paint as its render starts and a key typed between slices would be lost at the commit. Opt-in also keeps
   * independent deploys safe: a remote built before the option mounts as it always did under a newer shell, and an
   * older shell ignores it (shared-kit README, "A remote's first screen is a transition").
   */
  firstScreen?: 'one-task' | 'transition';
}

/**
 * Turns a remote's root component into single-spa parcel lifecycles (platform design §3: `./parcel`).
 * The root receives the remote-contract props; single-spa's own props are dropped.
 */
export function createParcel(Root: ComponentType<RemoteProps>, remoteTitle: string, options: ParcelOptions = {}): ParcelLifecycles {
  function ParcelRoot(props: RemoteProps) {
    const { session, mode, route, navigate, setUnsavedChanges, refreshSession, signOut } = props;
    return (
      <ParcelErrorBoundary remoteTitle={remoteTitle}>
        <Root
          session={session}
          mode={mode}
          route={route}
          navigate={navigate}
          setUnsavedChanges={setUnsavedChanges}
          refreshSession={refreshSession}
          signOut={signOut}
        />
      </ParcelErrorBoundary>
    );
  }
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    // Mount failures surface to the shell, which shows the error panel with Retry.
    suppressComponentDidCatchWarning: true,
  });
  return {
    bootstrap: (props) => lifecycles.bootstrap(props as never),
    mount: (props) => {
      if (options.firstScreen !== 'transition') return lifecycles.mount(props as never);
      let mounted: Promise<unknown> = Promise.resolve();
      // single-spa-react calls the new root's render() within mount, so the render is scheduled inside this transition.
      React.startTransition(() => {
        mounted = lifecycles.mount(props as never);
      });
      return mounted;
    },
    update: (props) => (lifecycles.update ? lifecycles.update(props as never) : Promise.resolve()),
    unmount: (props) => lifecycles.unmount(props as never),
  };
}
