import type { ParcelLifecycles } from 'shared-kit';
import { stagedParcel } from 'shared-kit/tasks';
// The homes' antd styles, rendered at build time (home-first-paint/home-styles.tsx): a stylesheet loaded with this
// module's chunks, so the screens' first render neither computes nor inserts them.
import './generated/antd-styles.css';
// The worklists' own view tabs' look and the list tables' narrow-window rule, imported here rather than by their
// components, which the build's scripts also run in Node to draw the first paint.
import './worklist/view-tabs.css';
import './encounter-table/virtual-table.css';
import { prefetchHomeFirstRequest } from './home-first-request';

// The module this remote exposes as './parcel' (platform design §3). Small on purpose: the remote's code runs at the
// parcel's bootstrap, antd in five groups (antd-steps/) and then the screens, each in its own task (shared-kit stagedParcel).
const lifecycles = stagedParcel(
  [
    () => import(/* webpackMode: "eager" */ './antd-steps/core.step'),
    () => import(/* webpackMode: "eager" */ './antd-steps/app.step'),
    () => import(/* webpackMode: "eager" */ './antd-steps/table.step'),
    () => import(/* webpackMode: "eager" */ './antd-steps/lists.step'),
    () => import(/* webpackMode: "eager" */ './antd-steps/inputs.step'),
  ],
  () => import(/* webpackMode: "eager" */ './root.parcel').then((module) => module.rootLifecycles),
);

export const { mount, update, unmount } = lifecycles;

/** Starts the parcel; the home's first request is asked for first, so it travels while the remote's code runs. */
export const bootstrap: ParcelLifecycles['bootstrap'] = (props) => {
  prefetchHomeFirstRequest(props);
  return lifecycles.bootstrap(props);
};
