import { useLayoutEffect } from 'react';
import { takeOverFirstPaint } from 'shared-kit';

/**
 * Takes the home's first paint off the page in the commit in which a list has drawn its own rows (or its empty or failed
 * state): `ready`, its page loaded and drawn. The paint the shell still holds then is one kept for its rows (the
 * platform server's render, home-render.tsx; first-answer.ts keeps it): the screen's rows replace it in one frame.
 */
export function useTakeOverFirstPaint(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) takeOverFirstPaint('mfe_worklist').remove();
  }, [ready]);
}
