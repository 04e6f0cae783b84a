import { createParcel } from 'shared-kit';
import { Root } from './root.component';

// The module this remote exposes as './parcel' (platform design §3).
export const { bootstrap, mount, update, unmount } = createParcel(Root, 'mfe-auth');
