import { firstPaintElement, keepFirstPaint, type HttpClient } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { FIRST_PAINT_READ_AT_ATTRIBUTE } from 'shared-kit/domain';

/**
 * The attribute of the JSON data block in the home's rendered first paint (home-render.tsx) that carries the answer the
 * rows were drawn from, valued with the URL it answers.
 */
export const FIRST_ANSWER_ATTRIBUTE = 'data-first-answer';

/** An answer the page brought: read on the server before this page's event stream opened. */
export interface PageAnswer {
  /** When it was read (ms since 1970, the platform server's clock), or null when the page does not say. */
  readAt: number | null;
}

/** The URL whose answer the page brought and the client was handed, until the screen reading it asks (once). */
let brought: (PageAnswer & { url: string }) | null = null;

/**
 * The answer to `url` when it is the one the page brought (once: a later search of the same URL is the screen's own),
 * else null. Its rows miss what changed between its read and the opening of the page's event stream: the stream is
 * asked for those (`readAt`), or the rows are read again.
 */
export function answeredByPage(url: string): PageAnswer | null {
  if (brought?.url !== url) return null;
  const { readAt } = brought;
  brought = null;
  return { readAt };
}

/**
 * Takes the answer the home's rendered first paint was drawn from, when it answers `url` (the screen's first request,
 * as this browser works it out: a filter saved here but not yet on the server asks another): the client hands it to the
 * screen's request, and the paint is kept until the screen draws the same rows (shared-kit keepFirstPaint). False when
 * the page brought none for `url`: the request is then the client's to make.
 */
export function takeFirstAnswer(url: string, client: HttpClient, doc: Document | undefined = globalThis.document): boolean {
  const paint = doc ? firstPaintElement('mfe_worklist', doc) : null;
  const block = paint?.querySelector(`script[${FIRST_ANSWER_ATTRIBUTE}]`);
  if (!block || block.getAttribute(FIRST_ANSWER_ATTRIBUTE) !== url) return false;
  let answer: unknown;
  try {
    answer = JSON.parse(block.textContent ?? '');
  } catch {
    return false;
  }
  client.provide(url, answer);
  const readAt = Number(paint?.getAttribute(FIRST_PAINT_READ_AT_ATTRIBUTE) ?? NaN);
  brought = { url, readAt: Number.isSafeInteger(readAt) && readAt > 0 ? readAt : null };
  return keepFirstPaint('mfe_worklist', doc);
}
