import { act } from '@testing-library/react';
import type { ParcelLifecycles, RemoteProps } from '../contract/remote-contract';

/**
 * single-spa-react resolves a lifecycle only after React has committed (a timer set in
 * componentDidMount), so the lifecycle starts inside act and is awaited after act has flushed.
 */
export async function runParcelLifecycle(lifecycle: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  await act(async () => {
    pending = lifecycle();
  });
  await act(async () => {
    await pending;
  });
}

export interface MountedParcel {
  host: HTMLElement;
  update: (props: RemoteProps) => Promise<void>;
  unmount: () => Promise<void>;
}

/** Bootstraps and mounts a remote's parcel into a fresh element, as the shell does. */
export async function mountParcelForTest(parcel: ParcelLifecycles, props: RemoteProps): Promise<MountedParcel> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  await runParcelLifecycle(() => parcel.bootstrap(props));
  await runParcelLifecycle(() => parcel.mount({ ...props, domElement: host }));
  let current = props;
  return {
    host,
    update: async (next) => {
      current = next;
      await runParcelLifecycle(() => parcel.update(next));
    },
    unmount: async () => {
      await runParcelLifecycle(() => parcel.unmount(current));
      host.remove();
    },
  };
}
