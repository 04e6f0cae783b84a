import { REMOTE_NAMES, type RemoteName } from 'shared-kit';

/** `/remotes.json`: federation name -> URL of that remote's mf-manifest.json (platform design §3). */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

export const REMOTES_CONFIG_URL = '/remotes.json';

let pending: Promise<RemotesConfig> | null = null;

/**
 * The remotes declared for this page load, fetched once (no-store: the file may change between loads).
 * `reload` re-reads it, for a Retry after a failure; a failed read is forgotten so the next call retries.
 */
export function getRemotesConfig(options: { reload?: boolean } = {}): Promise<RemotesConfig> {
  if (!pending || options.reload) {
    const request = readRemotesConfig();
    pending = request;
    request.catch(() => {
      if (pending === request) pending = null;
    });
  }
  return pending;
}

async function readRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}

/** Keeps only known remote names with string URLs; anything else in the file is ignored. */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (typeof value !== 'object' || value === null) throw new Error(`${REMOTES_CONFIG_URL} is not an object`);
  const config: RemotesConfig = {};
  for (const name of REMOTE_NAMES) {
    const url: unknown = (value as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.length > 0) config[name] = url;
  }
  return config;
}

/** Forgets the cached file (tests; a new page load does the same). */
export function resetRemotesConfig(): void {
  pending = null;
}
