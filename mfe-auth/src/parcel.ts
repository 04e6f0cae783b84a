import { createParcel } from 'shared-kit';
import { Root } from './root.component';

// The module this remote exposes as './parcel' (platform design §3). Its first screen renders in one task (the default),
// not as a transition as the other remotes ask: the sign-in form takes over the page's server-painted form and reads
// what was typed into it as its render starts, so no key may land between render slices (shared-kit README, "A
// remote's first screen is a transition").
export const { bootstrap, mount, update, unmount } = createParcel(Root, 'mfe-auth');
