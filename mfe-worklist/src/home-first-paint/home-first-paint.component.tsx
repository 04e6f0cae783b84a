import { Spin } from 'antd';
import { MESSAGES, type HomeScreen } from 'shared-kit/domain';
import { CDI_WORKLIST_CONFIG } from '../cdi-worklist/cdi-worklist.config';
import { CODER_WORKLIST_CONFIG } from '../coder-worklist/coder-worklist.config';
import { DAILY_LIST_TEXTS } from '../daily-list/daily-list.messages';
import { DayNavigation } from '../daily-list/day-navigation.component';
import { ScreenFrame } from '../screen-frame.component';
import { WORKLIST_TEXTS } from '../worklist.messages';

/** A day the navigation is drawn for: only today and another day differ (a 'Today' button), and the home is today. */
const TODAY = '2000-01-01';
const nowhere = () => undefined;

/**
 * The home's first paint (shared-kit FIRST_PAINT_PAGES): the screen's own frame and title, and the list's loading state
 * below it, drawn from the page's HTML before any script arrives. A daily list on the home shows today (spec 1 §2.5:
 * "Today's Patients"), its day navigation drawn disabled until the remote's own works. The screen's first render then
 * draws its title in the same place (ScreenFrame), and the shell hides this in that frame.
 */
export function HomeFirstPaint({ screen }: { screen: HomeScreen }) {
  if (screen === 'cdi-worklist' || screen === 'coder-worklist') {
    return (
      <ScreenFrame title={screen === 'cdi-worklist' ? CDI_WORKLIST_CONFIG.title : CODER_WORKLIST_CONFIG.title}>
        <Spin size="large" description={WORKLIST_TEXTS.loading} />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={MESSAGES.todaysPatients} beside={<DayNavigation day={TODAY} today={TODAY} navigate={nowhere} disabled />}>
      <Spin size="large" description={DAILY_LIST_TEXTS.loading} />
    </ScreenFrame>
  );
}
