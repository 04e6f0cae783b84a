import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { errorReporter, type ParcelLifecycles } from 'shared-kit';
import { createRemoteLoader, createShellRuntimePlugin, type FederationRuntime } from './remote-loader';
import { preloadRemoteFiles } from './remote-prefetch';
import { createFallbackLifecycles, fallbackCause } from './parcel-module';
import { resetRemotesConfig } from './remotes-config';

const lifecycles: ParcelLifecycles = {
  bootstrap: () => Promise.resolve(),
  mount: () => Promise.resolve(),
  update: () => Promise.resolve(),
  unmount: () => Promise.resolve(),
};

/** A stand-in for the federation runtime that answers loadRemote from a script of outcomes. */
function scriptedRuntime(outcomes: Array<() => Promise<unknown>>) {
  const registered: Array<{ entry: string; force: boolean }> = [];
  const plugins: ModuleFederationRuntimePlugin[] = [];
  let calls = 0;
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => remotes.forEach((r) => registered.push({ entry: r.entry, force: options?.force === true })),
    registerPlugins: (list) => plugins.push(...list),
    loadRemote: () => {
      const outcome = outcomes[Math.min(calls, outcomes.length - 1)];
      calls += 1;
      return outcome ? outcome() : Promise.reject(new Error('no outcome'));
    },
  };
  return { runtime, registered, plugins, calls: () => calls };
}

beforeEach(() => {
  resetRemotesConfig();
  jest.spyOn(errorReporter, 'report').mockImplementation(() => undefined);
  window.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ mfe_reports: '/remotes/mfe-reports/mf-manifest.json' }) }),
  ) as unknown as typeof fetch;
});

const noSleep = () => Promise.resolve();
const policy = { attempts: 3, backoffMs: 1, attemptTimeoutMs: 200 };

describe('remote loader', () => {
  it('registers the manifest from /remotes.json and returns the exposed lifecycles', async () => {
    const r = scriptedRuntime([() => Promise.resolve(lifecycles)]);
    const loaded = await createRemoteLoader(r.runtime, policy, noSleep).loadParcel('mfe_reports');
    expect(loaded.mount).toBe(lifecycles.mount);
    expect(r.registered).toEqual([{ entry: '/remotes/mfe-reports/mf-manifest.json', force: false }]);
    expect(r.plugins.map((p) => p.name)).toEqual(['shell-remote-isolation']);
  });

  it('retries a failed load from a clean slate (force) and succeeds', async () => {
    const r = scriptedRuntime([() => Promise.reject(new Error('network')), () => Promise.resolve({ default: lifecycles })]);
    const loaded = await createRemoteLoader(r.runtime, policy, noSleep).loadParcel('mfe_reports');
    expect(loaded.mount).toBe(lifecycles.mount);
    expect(r.registered.map((x) => x.force)).toEqual([false, true]);
  });

  it('a timed-out attempt counts as a failure', async () => {
    const r = scriptedRuntime([() => new Promise(() => undefined), () => Promise.resolve(lifecycles)]);
    await expect(createRemoteLoader(r.runtime, policy, noSleep).loadParcel('mfe_reports')).resolves.toBeTruthy();
    expect(r.calls()).toBe(2);
  });

  it('after the retries, hands back the runtime fallback so the area shows its panel', async () => {
    const fallback = createFallbackLifecycles(new Error('manifest 404'));
    const r = scriptedRuntime([() => Promise.resolve(fallback)]);
    const loaded = await createRemoteLoader(r.runtime, policy, noSleep).loadParcel('mfe_reports');
    expect(r.calls()).toBe(3);
    expect(fallbackCause(loaded)?.message).toBe('manifest 404');
    await expect(loaded.mount({} as never)).rejects.toThrow('manifest 404');
  });

  it('the runtime plugin answers only the final stage with fallback lifecycles', async () => {
    const plugin = createShellRuntimePlugin(policy);
    type Args = Parameters<NonNullable<typeof plugin.errorLoadRemote>>[0];
    const args = (lifecycle: Args['lifecycle']) => ({ id: 'mfe_reports/parcel', error: new Error('404'), from: 'runtime', lifecycle }) as unknown as Args;
    expect(await plugin.errorLoadRemote?.(args('afterResolve'))).toBeUndefined();
    const fallback = (await plugin.errorLoadRemote?.(args('onLoad'))) as ParcelLifecycles;
    expect(fallbackCause(fallback)?.message).toBe('404');
  });

  it("the runtime plugin answers the manifest the page read moments ago without asking again, then asks the server", async () => {
    const manifest = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
    const network = jest.fn(() => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(manifest)) }));
    window.fetch = network as unknown as typeof fetch;
    await preloadRemoteFiles('/remotes/mfe-worklist/mf-manifest.json');
    expect(network).toHaveBeenCalledTimes(1);
    const plugin = createShellRuntimePlugin(policy);
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
    const first = await fetchHook('http://localhost/remotes/mfe-worklist/mf-manifest.json', {});
    expect(await first.json()).toEqual(manifest);
    expect(network).toHaveBeenCalledTimes(1);
    // Once only: a second load (a Retry) revalidates with the server.
    await fetchHook('http://localhost/remotes/mfe-worklist/mf-manifest.json', {});
    expect(network).toHaveBeenCalledTimes(2);
    expect(network).toHaveBeenLastCalledWith('http://localhost/remotes/mfe-worklist/mf-manifest.json', expect.objectContaining({ cache: 'no-cache' }));
    document.head.innerHTML = '';
  });

  it('refuses a remote missing from /remotes.json', async () => {
    window.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) })) as unknown as typeof fetch;
    const r = scriptedRuntime([() => Promise.resolve(lifecycles)]);
    await expect(createRemoteLoader(r.runtime, policy, noSleep).loadParcel('mfe_reports')).rejects.toThrow('mfe-reports is not declared in /remotes.json');
  });

  it('preload registers the remote and starts its load without waiting, reporting or retrying', async () => {
    jest.mocked(errorReporter.report).mockClear();
    const r = scriptedRuntime([() => Promise.reject(new Error('network'))]);
    const loader = createRemoteLoader(r.runtime, policy, noSleep);
    loader.preload('mfe_reports');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(r.registered).toEqual([{ entry: '/remotes/mfe-reports/mf-manifest.json', force: false }]);
    expect(r.calls()).toBe(1);
    expect(errorReporter.report).not.toHaveBeenCalled();
  });

  it('prefetch registers the remote and downloads its parcel without running it', async () => {
    const r = scriptedRuntime([() => Promise.resolve(lifecycles)]);
    const prefetched: string[] = [];
    const loader = createRemoteLoader(r.runtime, policy, noSleep, (manifestUrl) => {
      prefetched.push(manifestUrl);
      return Promise.resolve();
    });
    loader.prefetch('mfe_reports');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(r.registered).toEqual([{ entry: '/remotes/mfe-reports/mf-manifest.json', force: false }]);
    expect(prefetched).toEqual(['/remotes/mfe-reports/mf-manifest.json']);
    expect(r.calls()).toBe(0);
    // Running it later reuses the registration.
    await loader.loadParcel('mfe_reports');
    expect(r.calls()).toBe(1);
    expect(r.registered).toHaveLength(1);
  });

  it('a load after a preload reuses the registration and still retries a failure from a clean slate', async () => {
    const r = scriptedRuntime([() => Promise.reject(new Error('network')), () => Promise.resolve(lifecycles)]);
    const loader = createRemoteLoader(r.runtime, policy, noSleep);
    loader.preload('mfe_reports');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const loaded = await loader.loadParcel('mfe_reports');
    expect(loaded.mount).toBe(lifecycles.mount);
    expect(r.registered.map((x) => x.force)).toEqual([false]);
    expect(r.plugins.map((p) => p.name)).toEqual(['shell-remote-isolation']);
  });
});
