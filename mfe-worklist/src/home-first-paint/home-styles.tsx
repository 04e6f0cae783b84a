import { HttpClient, ROLES } from 'shared-kit';
import { HOME_SCREENS, homeScreenFor } from 'shared-kit/domain';
import { createMockRemoteProps, createMockSession, mockEncounterRow, mockPractitioner, mockRoute } from 'shared-kit/mock';
import { ReviewBadge } from '../encounter-table/row-indicators.component';
import { Home } from '../home.component';
import { homeAnswers, HomeWithAnswers } from './home-render';
import { renderWithAntdStyles } from './render-with-antd-styles';

/**
 * The antd styles each home's first screen registers, rendered at build time (`scripts/extract-antd-styles.tsx` writes
 * them to `src/generated/antd-styles.css`, which the parcel imports: a hashed stylesheet its chunks load alongside).
 * The sheet carries antd's own record of the styles in it (its `data-ant-cssinjs-cache-path` rule), so the remote's
 * antd reads it and neither computes nor inserts those styles as the screen first renders (issue 15: about 100 ms of
 * the home's first rows here); what is not in it (another theme, a component drawn later) is made at run time as before.
 * Each home renders as before its data arrives, over a client whose requests never answer; with them, a row's review
 * badge, for the Tag and Tooltip every list row draws (about 15 ms of the first rows' render when made at run time),
 * and a physician's day drawn with its data as the platform server draws it (home-render.tsx): with a choice of
 * practitioners (a selector), and with none (a notice).
 */
export function renderHomeStyles(): string {
  const waiting = new HttpClient({ adapter: () => new Promise(() => undefined) });
  // One user type per home screen (spec 1 §2.5).
  const homes = HOME_SCREENS.map((screen) => {
    const role = ROLES.find((type) => homeScreenFor(type) === screen);
    if (!role) throw new Error(`no user type has the ${screen} home`);
    const session = createMockSession(role);
    return <Home key={screen} {...createMockRemoteProps({ session, route: mockRoute('/auth/home') })} client={waiting} />;
  });
  const rowIndicators = <ReviewBadge key="row" row={mockEncounterRow(1, { review: { reviewCode: 'OPEN', queryStatusCode: null } })} />;
  const physician = createMockSession('PHYSICIAN');
  const days = [
    [[mockPractitioner({ id: 12 }), mockPractitioner({ id: 13 })], [mockEncounterRow(1)]],
    [[]],
  ].map((answers, index) => {
    const answered = homeAnswers(physician, answers);
    if (!answered) throw new Error("not the answers a physician's home asks first");
    return <HomeWithAnswers key={`day${index}`} session={physician} answers={answered} />;
  });
  return renderWithAntdStyles([...homes, rowIndicators, ...days]).css;
}
