import negotiate from '@fastify/accept-negotiator';
import { PassThrough, type Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** The encoding a page is sent in for a request's Accept-Encoding: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  return acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
}

/**
 * A page sent in two parts: `head` at once, `rest` when it is ready. A compressor holds what it is given until it has
 * enough or the end (the whole page would wait for its last part), so the head is flushed through it on its own: the
 * browser gets it at once and fetches what it names while the rest is made. `rest` failing ends the page there.
 */
export function streamedPage(head: string, rest: Promise<string>, encoding: PageEncoding | null): Readable {
  // Brotli at the quality @fastify/compress uses for what it compresses as it goes (the page's other answers).
  const out =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? createGzip()
        : new PassThrough();
  out.write(head);
  if (!(out instanceof PassThrough)) out.flush();
  rest.then((text) => out.end(text), (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
