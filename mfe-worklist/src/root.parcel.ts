import { createParcel } from 'shared-kit';
import { Root } from './root.component';

// Its first screen renders as a transition: in slices that yield to the browser, not one long task (shared-kit README,
// "A remote's first screen is a transition").
export const rootLifecycles = createParcel(Root, 'mfe-worklist', { firstScreen: 'transition' });
