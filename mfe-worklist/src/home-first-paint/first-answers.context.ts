import { createContext, useContext } from 'react';

const FirstAnswersContext = createContext<ReadonlyMap<string, unknown>>(new Map());

/**
 * API answers at hand as a screen first renders, by URL: the server's render of the home's first paint (home-render.tsx)
 * gives the answer to the home's first request, so the list is drawn with its rows (a render in Node runs no effects, so
 * it fetches nothing). None in the browser, where the screens fetch as always.
 */
export const FirstAnswersProvider = FirstAnswersContext.Provider;

/** The answer at hand for GET `url`, if any. */
export function useFirstAnswer(url: string): unknown {
  return useContext(FirstAnswersContext).get(url);
}
