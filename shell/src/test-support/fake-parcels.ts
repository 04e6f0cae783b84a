import type { ParcelLifecycles, RemoteName, RemoteProps } from 'shared-kit';

type MountProps = RemoteProps & { domElement: HTMLElement };

/** What one fake remote saw: the props of each mount and update, and its unmounts. */
export interface FakeRemote {
  lifecycles: ParcelLifecycles;
  props: RemoteProps[];
  latest: () => RemoteProps;
  unmounts: number;
}

function describe(name: RemoteName, props: RemoteProps): string {
  return `${name} mounted at ${props.route.path} (${props.mode})`;
}

/** Lifecycles that render a line of text into their element, as a real parcel renders its root. */
export function fakeRemote(name: RemoteName): FakeRemote {
  const remote: FakeRemote = {
    props: [],
    unmounts: 0,
    latest: () => {
      const last = remote.props[remote.props.length - 1];
      if (!last) throw new Error(`${name} was never mounted`);
      return last;
    },
    lifecycles: {
      bootstrap: () => Promise.resolve(),
      mount: (props: MountProps) => {
        remote.props.push(props);
        props.domElement.textContent = describe(name, props);
        return Promise.resolve();
      },
      update: (props: RemoteProps) => {
        remote.props.push(props);
        const element = (props as Partial<MountProps>).domElement;
        if (element) element.textContent = describe(name, props);
        return Promise.resolve();
      },
      unmount: (props: RemoteProps) => {
        remote.unmounts += 1;
        const element = (props as Partial<MountProps>).domElement;
        if (element) element.textContent = '';
        return Promise.resolve();
      },
    },
  };
  return remote;
}

/** One fake per remote name, created on first load. */
export class FakeRemotes {
  private readonly remotes = new Map<RemoteName, FakeRemote>();

  get(name: RemoteName): FakeRemote {
    let remote = this.remotes.get(name);
    if (!remote) {
      remote = fakeRemote(name);
      this.remotes.set(name, remote);
    }
    return remote;
  }

  loaded(name: RemoteName): boolean {
    return this.remotes.has(name);
  }
}
