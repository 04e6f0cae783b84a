import { firstPaintElement, keepFirstPaint, type HttpClient } from 'shared-kit';

/**
 * The attribute of the JSON data block in the home's rendered first paint (home-render.tsx) that carries the answer the
 * rows were drawn from, valued with the URL it answers.
 */
export const FIRST_ANSWER_ATTRIBUTE = 'data-first-answer';

/** The URL whose answer the page brought and the client was handed, until the screen reading it asks (once). */
let broughtUrl: string | null = null;

/**
 * Whether the answer to `url` is the one the page brought (once: a later search of the same URL is the screen's own).
 * Drawn on the server before this page's event stream opened, its rows miss what changed in between.
 */
export function answeredByPage(url: string): boolean {
  const brought = broughtUrl === url;
  if (brought) broughtUrl = null;
  return brought;
}

/**
 * Takes the answer the home's rendered first paint was drawn from, when it answers `url` (the screen's first request,
 * as this browser works it out: a filter saved here but not yet on the server asks another): the client hands it to the
 * screen's request, and the paint is kept until the screen draws the same rows (shared-kit keepFirstPaint). False when
 * the page brought none for `url`: the request is then the client's to make.
 */
export function takeFirstAnswer(url: string, client: HttpClient, doc: Document | undefined = globalThis.document): boolean {
  const block = doc ? firstPaintElement('mfe_worklist', doc)?.querySelector(`script[${FIRST_ANSWER_ATTRIBUTE}]`) : null;
  if (!block || block.getAttribute(FIRST_ANSWER_ATTRIBUTE) !== url) return false;
  let answer: unknown;
  try {
    answer = JSON.parse(block.textContent ?? '');
  } catch {
    return false;
  }
  client.provide(url, answer);
  broughtUrl = url;
  return keepFirstPaint('mfe_worklist', doc);
}
