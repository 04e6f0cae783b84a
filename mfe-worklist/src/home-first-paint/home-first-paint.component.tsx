import { Spin } from 'antd';
import type { PaintedHomeScreen } from 'shared-kit/domain';
import { CDI_WORKLIST_CONFIG } from '../cdi-worklist/cdi-worklist.config';
import { CODER_WORKLIST_CONFIG } from '../coder-worklist/coder-worklist.config';
import { ScreenFrame } from '../worklist/screen-frame.component';
import { WORKLIST_TEXTS } from '../worklist.messages';

const TITLES: Readonly<Record<PaintedHomeScreen, string>> = {
  'cdi-worklist': CDI_WORKLIST_CONFIG.title,
  'coder-worklist': CODER_WORKLIST_CONFIG.title,
};

/**
 * The home's first paint (shared-kit FIRST_PAINT_PAGES): the worklist's own frame and title, and the list's loading
 * state below it, drawn from the page's HTML before any script arrives. The screen's first render then draws its title
 * in the same place (ScreenFrame), and the shell hides this in that frame.
 */
export function HomeFirstPaint({ screen }: { screen: PaintedHomeScreen }) {
  return (
    <ScreenFrame title={TITLES[screen]}>
      <Spin size="large" description={WORKLIST_TEXTS.loading} />
    </ScreenFrame>
  );
}
