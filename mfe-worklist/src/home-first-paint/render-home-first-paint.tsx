import type { HomeScreen } from 'shared-kit/domain';
import { HomeFirstPaint } from './home-first-paint.component';
import { renderFirstPaint } from './render-with-antd-styles';

/**
 * The home's first paint as static markup with the antd styles it uses, written into this remote's build
 * (`scripts/write-first-paint.tsx`) and put into the home's HTML by the platform server. Rendered through the remote's
 * own providers (the platform theme), so the title's font, size and place are those of the screen's title.
 */
export function renderHomeFirstPaint(screen: HomeScreen): string {
  return renderFirstPaint(<HomeFirstPaint key={screen} screen={screen} />);
}
