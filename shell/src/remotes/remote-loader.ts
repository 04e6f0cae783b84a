import {
  loadRemote as mfLoadRemote,
  registerPlugins as mfRegisterPlugins,
  registerRemotes as mfRegisterRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { errorReporter, REMOTE_TITLES, type ParcelLifecycles, type RemoteName } from 'shared-kit';
import { createFallbackLifecycles, fallbackCause, toParcelLifecycles } from './parcel-module';
import { prefetchRemoteFiles, takeEarlyManifest } from './remote-prefetch';
import { getRemotesConfig } from './remotes-config';

/** The part of the Module Federation runtime the loader uses (the instance the webpack plugin created). */
export interface FederationRuntime {
  registerRemotes: (remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) => void;
  registerPlugins: (plugins: ModuleFederationRuntimePlugin[]) => void;
  loadRemote: (id: string) => Promise<unknown>;
}

export interface LoaderPolicy {
  /** Attempts in all (the first plus retries). */
  attempts: number;
  /** Wait before retry n (1-based) is backoffMs * n. */
  backoffMs: number;
  /** One attempt (manifest, entry, exposed module) is abandoned after this long. */
  attemptTimeoutMs: number;
}

export const DEFAULT_POLICY: LoaderPolicy = { attempts: 3, backoffMs: 400, attemptTimeoutMs: 15_000 };

const defaultRuntime: FederationRuntime = {
  registerRemotes: (remotes, options) => mfRegisterRemotes(remotes, options),
  registerPlugins: (plugins) => mfRegisterPlugins(plugins),
  loadRemote: (id) => mfLoadRemote<unknown>(id),
};

/**
 * Layer 2 of failure isolation: when the runtime cannot produce the exposed module it asks this
 * plugin, which answers with lifecycles whose mount rejects (so the area shows its error panel).
 * The manifest fetch also gets a timeout and revalidation here, unless the page read that manifest moments ago.
 */
export function createShellRuntimePlugin(policy: LoaderPolicy): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-isolation',
    errorLoadRemote(args) {
      // Only the final 'onLoad' stage expects a module; earlier stages expect a manifest or request
      // options, so they keep failing and the failure reaches 'onLoad'.
      if (args.lifecycle !== 'onLoad') return undefined;
      const cause = args.error instanceof Error ? args.error : new Error(String(args.error));
      return createFallbackLifecycles(cause);
    },
    async fetch(url, init) {
      // The home's manifest, read by the shell's first script moments ago (first-paint/download-painted-remote.ts).
      const early = await takeEarlyManifest(url)?.catch(() => null);
      if (typeof early === 'string') return new Response(early, { status: 200, headers: { 'Content-Type': 'application/json' } });
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(policy.attemptTimeoutMs) });
    },
  };
}

export interface RemoteLoader {
  /** The parcel of `name`; `force` re-reads /remotes.json and re-registers the remote (Retry). */
  loadParcel: (name: RemoteName, options?: { force?: boolean }) => Promise<ParcelLifecycles>;
  /**
   * Starts downloading `name`'s parcel (manifest, entry, exposed module) without waiting or reporting: the shell calls
   * it at start-up for the route's remote, so that the download runs alongside the session check. A failure here is
   * left to loadParcel, which reports it and retries from a clean slate.
   */
  preload: (name: RemoteName) => void;
  /**
   * Downloads `name`'s parcel (manifest, entry, the exposed module's chunks and styles) into the browser's cache without
   * running any of it (`remote-prefetch.ts`), and without waiting or reporting: the next remote a screen will likely
   * need costs the page bytes in the background, not main-thread time (issue 15). A later preload or loadParcel runs it
   * from the cache.
   */
  prefetch: (name: RemoteName) => void;
}

export function createRemoteLoader(
  runtime: FederationRuntime = defaultRuntime,
  policy: LoaderPolicy = DEFAULT_POLICY,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  prefetchFiles: (manifestUrl: string) => Promise<void> = prefetchRemoteFiles,
): RemoteLoader {
  let pluginRegistered = false;
  const registeredEntries = new Map<RemoteName, string>();

  function register(name: RemoteName, entry: string, force: boolean): void {
    if (!force && registeredEntries.get(name) === entry) return;
    // force clears the runtime's caches of this remote (manifest, entry script, module), so the
    // next load really goes back to the server.
    runtime.registerRemotes([{ name, entry }], { force: registeredEntries.has(name) });
    registeredEntries.set(name, entry);
  }

  async function attempt(name: RemoteName): Promise<ParcelLifecycles> {
    const module = await withTimeout(
      runtime.loadRemote(`${name}/parcel`),
      policy.attemptTimeoutMs,
      `${REMOTE_TITLES[name]} did not load within ${Math.round(policy.attemptTimeoutMs / 1000)} s`,
    );
    const lifecycles = toParcelLifecycles(module);
    if (!lifecycles) throw new Error(`${REMOTE_TITLES[name]} does not expose parcel lifecycles`);
    return lifecycles;
  }

  function registerPlugin(): void {
    if (pluginRegistered) return;
    runtime.registerPlugins([createShellRuntimePlugin(policy)]);
    pluginRegistered = true;
  }

  /** Registers `name` and runs `load` with its manifest's URL, without waiting or reporting: a failure is left to loadParcel. */
  function inBackground(name: RemoteName, load: (entry: string) => Promise<unknown>): void {
    registerPlugin();
    getRemotesConfig()
      .then((config) => {
        const entry = config[name];
        if (!entry) return undefined;
        register(name, entry, false);
        return load(entry);
      })
      .catch(() => undefined);
  }

  return {
    preload(name) {
      inBackground(name, () => runtime.loadRemote(`${name}/parcel`));
    },
    prefetch(name) {
      inBackground(name, prefetchFiles);
    },
    async loadParcel(name, options = {}) {
      registerPlugin();
      const config = await getRemotesConfig({ reload: options.force === true });
      const entry = config[name];
      if (!entry) throw new Error(`${REMOTE_TITLES[name]} is not declared in /remotes.json`);

      let force = options.force === true;
      let last: ParcelLifecycles | Error = new Error(`${REMOTE_TITLES[name]} could not be loaded`);
      // Layer 1: a failed or timed-out attempt is retried with a short backoff, from a clean slate.
      for (let n = 0; n < policy.attempts; n += 1) {
        if (n > 0) await sleep(policy.backoffMs * n);
        register(name, entry, force);
        try {
          const lifecycles = await attempt(name);
          const cause = fallbackCause(lifecycles);
          if (!cause) return lifecycles;
          last = lifecycles;
          errorReporter.report(cause, { remote: name, attempt: n + 1 });
        } catch (error) {
          last = error instanceof Error ? error : new Error(String(error));
          errorReporter.report(last, { remote: name, attempt: n + 1 });
        }
        force = true;
      }
      // The runtime's fallback (mount rejects) or the last error: either way the area shows its panel.
      if (last instanceof Error) throw last;
      return last;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The shell's one loader. */
export const remoteLoader: RemoteLoader = createRemoteLoader();
