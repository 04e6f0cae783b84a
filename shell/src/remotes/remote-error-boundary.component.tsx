import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorReporter, RemoteErrorPanel } from 'shared-kit';

interface RemoteErrorBoundaryProps {
  remoteTitle: string;
  /** Renders the area for the given attempt (0 first, then one more per Retry). */
  children: (attempt: number) => ReactNode;
}

interface RemoteErrorBoundaryState {
  error: Error | null;
  attempt: number;
}

/** Keeps a failing remote inside its own area: the panel replaces it, the rest of the shell runs on. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<RemoteErrorBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    errorReporter.report(error, { remote: this.props.remoteTitle, componentStack: info.componentStack ?? null });
  }

  private readonly retry = (): void => {
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error) {
      return <RemoteErrorPanel remoteTitle={this.props.remoteTitle} detail={this.state.error.message} onRetry={this.retry} />;
    }
    return this.props.children(this.state.attempt);
  }
}
