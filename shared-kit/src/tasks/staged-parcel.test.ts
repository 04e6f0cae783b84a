import type { ParcelLifecycles } from '../contract/remote-contract';
import { createMockRemoteProps } from '../mock/remote-props.mock';
import { stagedParcel } from './staged-parcel';

function recordingLifecycles(calls: string[]): ParcelLifecycles {
  return {
    bootstrap: () => Promise.resolve(calls.push('bootstrap')),
    mount: () => Promise.resolve(calls.push('mount')),
    update: () => Promise.resolve(calls.push('update')),
    unmount: () => Promise.resolve(calls.push('unmount')),
  };
}

describe('stagedParcel', () => {
  it('runs its steps and loads the root once, at the first lifecycle, then passes every lifecycle on', async () => {
    const calls: string[] = [];
    const load = jest.fn(() => {
      calls.push('load');
      return Promise.resolve(recordingLifecycles(calls));
    });
    const parcel = stagedParcel([() => Promise.resolve(calls.push('step'))], load);
    expect(calls).toEqual([]);
    const props = createMockRemoteProps();
    await parcel.bootstrap(props);
    await parcel.mount({ ...props, domElement: document.createElement('div') });
    await parcel.update(props);
    await parcel.unmount(props);
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['step', 'load', 'bootstrap', 'mount', 'update', 'unmount']);
  });

  it('rejects its lifecycles when a step fails (the shell shows the remote error panel)', async () => {
    const parcel = stagedParcel([() => Promise.reject(new Error('chunk failed'))], () => Promise.resolve(recordingLifecycles([])));
    await expect(parcel.bootstrap(createMockRemoteProps())).rejects.toThrow('chunk failed');
  });
});
