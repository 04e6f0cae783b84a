import { useEffect, useLayoutEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { errorReporter, RemoteErrorPanel } from 'shared-kit';
import { releaseFirstPaint } from '../first-paint/first-paint-hold';
import { SHELL_MESSAGES } from '../shell.messages';

/**
 * The router's error element: a shell screen that threw (a chunk that still failed after its retries) shows the
 * platform's error panel, whose Retry reloads the page, instead of React Router's developer screen.
 */
export function RouteError() {
  const error = useRouteError();
  // A page's first paint would stand over the panel: it has served.
  useLayoutEffect(releaseFirstPaint, []);
  useEffect(() => {
    errorReporter.report(error, { area: 'shell-route' });
  }, [error]);
  return (
    <main>
      <RemoteErrorPanel
        remoteTitle={SHELL_MESSAGES.shellScreen}
        detail={error instanceof Error ? error.message : undefined}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
