import { showFirstPaint } from './first-paint-hold';

/**
 * Stands where a loader would: the held first paint, laid over the shell's main area where the HTML put it, is shown
 * while the slot is drawn and hidden when it goes (a screen reached before the remote arrived shows its own loader).
 */
export function FirstPaintSlot() {
  return <div className="shell-first-paint" ref={showWhileDrawn} />;
}

/** A ref with a cleanup (React 19): shown from the commit that draws the slot to the one that removes it. */
function showWhileDrawn(): () => void {
  return showFirstPaint();
}
