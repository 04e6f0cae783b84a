import { createParcel } from 'shared-kit';
import { Root } from './root.component';

// The module this remote exposes as './parcel' (platform design §3). Its first screen renders as a transition: in
// slices that yield to the browser, not one long task (shared-kit README, "A remote's first screen is a transition").
export const { bootstrap, mount, update, unmount } = createParcel(Root, 'mfe-encounter-physician', { firstScreen: 'transition' });
