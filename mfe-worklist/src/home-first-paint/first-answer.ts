import { firstPaintElement, keepFirstPaint, type HttpClient } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { FIRST_PAINT_READ_AT_ATTRIBUTE } from 'shared-kit/domain';

/**
 * The attribute of each JSON data block in the home's rendered first paint (home-render.tsx) that carries an answer it
 * was drawn from, valued with the URL it answers; the blocks stand in the order the home asks them (its first request's
 * first).
 */
export const FIRST_ANSWER_ATTRIBUTE = 'data-first-answer';

/** The answers the page brought: read on the server before this page's event stream opened. */
export interface PageAnswer {
  /** When they were read (ms since 1970, the platform server's clock), or null when the page does not say. */
  readAt: number | null;
}

/** The URL of the home's first request whose answers the page brought and the client was handed, until the screen asks (once). */
let brought: (PageAnswer & { url: string }) | null = null;

/**
 * The answers the page brought, when `url` is the home's first request they begin with (once: a later visit of the
 * screen is its own), else null. They miss what changed between their read and the opening of the page's event
 * stream: the stream is asked for those (`readAt`), or the rows are read again.
 */
export function answeredByPage(url: string): PageAnswer | null {
  if (brought?.url !== url) return null;
  const { readAt } = brought;
  brought = null;
  return { readAt };
}

/**
 * Takes the answers the home's rendered first paint was drawn from, when the first of them answers `url` (the screen's
 * first request, as this browser works it out: a filter saved here but not yet on the server asks another): the client
 * hands each to the screen's request of its URL (a daily list's rows after its practitioner), and the paint is kept
 * until the screen draws the same rows (shared-kit keepFirstPaint). False when the page brought none for `url`, or one
 * it cannot read: the requests are then the client's to make.
 */
export function takeFirstAnswers(url: string, client: HttpClient, doc: Document | undefined = globalThis.document): boolean {
  const paint = doc ? firstPaintElement('mfe_worklist', doc) : null;
  const blocks = [...(paint?.querySelectorAll(`script[${FIRST_ANSWER_ATTRIBUTE}]`) ?? [])];
  if (blocks[0]?.getAttribute(FIRST_ANSWER_ATTRIBUTE) !== url) return false;
  const answers: [string, unknown][] = [];
  for (const block of blocks) {
    try {
      answers.push([block.getAttribute(FIRST_ANSWER_ATTRIBUTE) ?? '', JSON.parse(block.textContent ?? '')]);
    } catch {
      return false;
    }
  }
  for (const [answered, answer] of answers) client.provide(answered, answer);
  const readAt = Number(paint?.getAttribute(FIRST_PAINT_READ_AT_ATTRIBUTE) ?? NaN);
  brought = { url, readAt: Number.isSafeInteger(readAt) && readAt > 0 ? readAt : null };
  return keepFirstPaint('mfe_worklist', doc);
}
