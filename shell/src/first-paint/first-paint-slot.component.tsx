import { adoptFirstPaint } from './first-paint-hold';

/**
 * Stands where a loader would: the held first paint is moved into it in the commit that draws the slot, so the browser
 * never paints the page without it (React's first commit clears #root, this puts the same element back).
 */
export function FirstPaintSlot() {
  return <div className="shell-first-paint" ref={adoptSlot} />;
}

function adoptSlot(slot: HTMLDivElement | null): void {
  if (slot) adoptFirstPaint(slot);
}
