import { FIRST_PAINT_ATTRIBUTE } from 'shared-kit/domain';
import { afterNextPaint } from 'shared-kit/tasks';

/**
 * Runs the shell's start-up `steps`, each in a task of its own after the page's first paint when the platform server
 * painted the page (issue 15), at once otherwise. `main.js` is a deferred script: when it arrived before the painted
 * page's body, its start (the federation runtime's share negotiation and the chunks' script elements, 150–250 ms with
 * the CPU slowed four times) ran before the browser's first frame and held the paint back by as much (first paint 0.3
 * or 1.2 s at 4×, by the race). Nothing is gained by starting earlier: what the start downloads is needed only once the
 * shell renders, after the paint.
 */
export function startAfterFirstPaint(
  steps: ReadonlyArray<() => void>,
  doc: Document = document,
  afterPaint: (task: () => void) => unknown = afterNextPaint,
): void {
  const painted = doc.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`) !== null;
  for (const step of steps) {
    if (painted) afterPaint(step);
    else step();
  }
}
