import type { ParcelLifecycles } from '../contract/remote-contract';
import { runInTasks } from './next-task';

/**
 * A remote's `./parcel` whose code runs in steps (issue 15). The exposed module itself stays small, so the shell's
 * load of it is short; the remote's modules run at the parcel's bootstrap, `steps` first (each in its own task: groups
 * of the libraries the screens use, eager imports), then `load`, which answers the lifecycles of the remote's root
 * (`createParcel`). Each lifecycle waits for that once; a failure rejects the lifecycle, and the shell shows the
 * remote's error panel as for any mount that fails.
 */
export function stagedParcel(steps: ReadonlyArray<() => Promise<unknown>>, load: () => Promise<ParcelLifecycles>): ParcelLifecycles {
  let loaded: Promise<ParcelLifecycles> | null = null;
  const lifecycles = () => (loaded ??= runInTasks(steps, load));
  return {
    bootstrap: async (props) => (await lifecycles()).bootstrap(props),
    mount: async (props) => (await lifecycles()).mount(props),
    update: async (props) => (await lifecycles()).update(props),
    unmount: async (props) => (await lifecycles()).unmount(props),
  };
}
