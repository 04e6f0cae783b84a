import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from 'shared-kit/tasks';

/**
 * False until the browser has painted the commit in which `ready` was first true (at mount, by default), then true, in
 * a transition: for a part of a list screen drawn in a commit of its own after the parts above it (issue 15). Rendered
 * in Node (the build's renders of the homes' styles, which run no effects) it is true at once.
 */
export function useDrawnAfterPaint(ready = true): boolean {
  const [drawn, setDrawn] = useState(() => typeof window === 'undefined');
  useEffect(() => (drawn || !ready ? undefined : afterNextPaint(() => startTransition(() => setDrawn(true)))), [drawn, ready]);
  return drawn;
}
