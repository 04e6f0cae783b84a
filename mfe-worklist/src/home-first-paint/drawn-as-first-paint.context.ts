import { createContext, useContext } from 'react';

const DrawnAsFirstPaintContext = createContext(false);

/**
 * True where a screen is drawn as the page's first paint, before the remote's code (the server's render of the home,
 * home-render.tsx): what is below its title does not work yet. `ScreenFrame` makes it inert, and a list's region says it
 * is busy until the screen's own replaces it, so nothing (a person, an assistive tool, a test) takes it as ready.
 */
export const DrawnAsFirstPaintProvider = DrawnAsFirstPaintContext.Provider;

export const useDrawnAsFirstPaint = (): boolean => useContext(DrawnAsFirstPaintContext);
