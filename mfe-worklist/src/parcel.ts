import { createParcel, type ParcelLifecycles } from 'shared-kit';
import { prefetchHomeFirstPage } from './home-first-page';
import { Root } from './root.component';

const lifecycles = createParcel(Root, 'mfe-worklist');

// The module this remote exposes as './parcel' (platform design §3).
export const { bootstrap, update, unmount } = lifecycles;

/** Mounts the remote; the home worklist's first page is asked for first, so it travels while the screen renders. */
export const mount: ParcelLifecycles['mount'] = (props) => {
  prefetchHomeFirstPage(props);
  return lifecycles.mount(props);
};
