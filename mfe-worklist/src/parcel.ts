import { createParcel, type ParcelLifecycles } from 'shared-kit';
// The homes' antd styles, rendered at build time (home-first-paint/home-styles.tsx): a stylesheet loaded with this
// module's chunks, so the screens' first render neither computes nor inserts them.
import './generated/antd-styles.css';
import { prefetchHomeFirstRequest } from './home-first-request';
import { Root } from './root.component';

// Its first screen renders as a transition: in slices that yield to the browser, not one long task (shared-kit README,
// "A remote's first screen is a transition").
const lifecycles = createParcel(Root, 'mfe-worklist', { firstScreen: 'transition' });

// The module this remote exposes as './parcel' (platform design §3).
export const { bootstrap, update, unmount } = lifecycles;

/** Mounts the remote; the home's first request is asked for first, so it travels while the screen renders. */
export const mount: ParcelLifecycles['mount'] = (props) => {
  prefetchHomeFirstRequest(props);
  return lifecycles.mount(props);
};
