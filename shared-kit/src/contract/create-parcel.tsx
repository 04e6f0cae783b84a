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

/**
 * Turns a remote's root component into single-spa parcel lifecycles (platform design §3: `./parcel`).
 * The root receives the remote-contract props; single-spa's own props are dropped.
 */
export function createParcel(Root: ComponentType<RemoteProps>, remoteTitle: string): ParcelLifecycles {
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
    mount: (props) => lifecycles.mount(props as never),
    update: (props) => (lifecycles.update ? lifecycles.update(props as never) : Promise.resolve()),
    unmount: (props) => lifecycles.unmount(props as never),
  };
}
