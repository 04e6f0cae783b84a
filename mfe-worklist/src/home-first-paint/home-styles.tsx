import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { HttpClient, ROLES, type Role } from 'shared-kit';
import { homeScreenFor } from 'shared-kit/domain';
import { createMockRemoteProps, createMockSession, mockRoute } from 'shared-kit/mock';
import { RemoteProviders } from 'shared-kit/ui';
import { Home } from '../home.component';

/** One user type per home screen (spec 1 §2.5): the CDI and coder worklists, the physician's and clinical admin's lists. */
const ONE_USER_PER_HOME: readonly Role[] = ROLES.filter(
  (role, index) => homeScreenFor(role) !== null && ROLES.findIndex((other) => homeScreenFor(other) === homeScreenFor(role)) === index,
);

/**
 * The antd styles each home's first screen registers, rendered at build time (`scripts/extract-antd-styles.tsx` writes
 * them to `src/generated/antd-styles.css`, which the parcel imports: a hashed stylesheet its chunks load alongside).
 * The sheet carries antd's own record of the styles in it (its `data-ant-cssinjs-cache-path` rule), so the remote's
 * antd reads it and neither computes nor inserts those styles as the screen first renders (issue 15: about 100 ms of
 * the home's first rows here); what is not in it (another theme, a component drawn later) is made at run time as before.
 * Each home renders as before its data arrives, over a client whose requests never answer.
 */
export function renderHomeStyles(): string {
  const cache = createCache();
  const waiting = new HttpClient({ adapter: () => new Promise(() => undefined) });
  for (const role of ONE_USER_PER_HOME) {
    const session = createMockSession(role);
    const props = createMockRemoteProps({ session, route: mockRoute('/auth/home') });
    renderToString(
      <StyleProvider cache={cache}>
        <RemoteProviders>
          <Home {...props} client={waiting} />
        </RemoteProviders>
      </StyleProvider>,
    );
  }
  return extractStyle(cache, { plain: true });
}
