// A server-sent events reader for the API tests: opens GET /api/events with fetch on a listening server, parses the
// text/event-stream messages as a browser's EventSource would, and lets a test wait for the next message.

/** One parsed message: `event`/`data` for events, `comment` for `: ...` lines, `retry` and `id` when given. */
export interface StreamMessage {
  event: string | null;
  data: string | null;
  comment: string | null;
  retry: number | null;
  id: string | null;
  /** performance.now() when the message was parsed. */
  receivedAt: number;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Messages parsed so far, in order. */
  messages: StreamMessage[];
  /** The next message after those already taken by `next` that fits `match` (default: any event). */
  next: (match?: (m: StreamMessage) => boolean, timeoutMs?: number) => Promise<StreamMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

export const isEvent = (name: string) => (m: StreamMessage) => m.event === name;

/**
 * Opens the stream; resolves with the answer's status and headers once they arrived. `lastEventId`: sent as a browser
 * reconnecting its EventSource does.
 */
export async function openEventStream(url: string, cookie: string | null, lastEventId?: string): Promise<OpenStream> {
  const abort = new AbortController();
  const headers = { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}) };
  const response = await fetch(url, { headers, signal: abort.signal });
  const messages: StreamMessage[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());

  let buffer = '';
  let current: Omit<StreamMessage, 'receivedAt'> = { event: null, data: null, comment: null, retry: null, id: null };
  const flush = () => {
    if (current.event !== null || current.data !== null || current.comment !== null || current.retry !== null || current.id !== null) {
      messages.push({ ...current, event: current.event ?? (current.data !== null ? 'message' : null), receivedAt: performance.now() });
    }
    current = { event: null, data: null, comment: null, retry: null, id: null };
  };
  const parse = (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line === '') flush();
      else if (line.startsWith(':')) {
        current.comment = line.slice(1).trim();
        flush();
      } else {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') current.event = value;
        else if (field === 'data') current.data = current.data === null ? value : `${current.data}\n${value}`;
        else if (field === 'retry') current.retry = Number(value);
        else if (field === 'id') current.id = value;
      }
    }
    wake();
  };

  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parse(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      // aborted by the test
    } finally {
      wake();
    }
  })();
  let done = false;
  void ended.then(() => {
    done = true;
    wake();
  });

  const next = (match: (m: StreamMessage) => boolean = (m) => m.event !== null, timeoutMs = 5_000) =>
    new Promise<StreamMessage>((resolve, reject) => {
      const check = () => {
        while (taken < messages.length) {
          const m = messages[taken++] as StreamMessage;
          if (match(m)) {
            cleanup();
            resolve(m);
            return;
          }
        }
        if (done) {
          cleanup();
          reject(new Error('the stream ended'));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching message within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return { status: response.status, headers: response.headers, messages, next, ended, close: () => abort.abort() };
}
