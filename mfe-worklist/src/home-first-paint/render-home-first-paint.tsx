import type { HomeScreen } from 'shared-kit/domain';
import { HomeFirstPaint } from './home-first-paint.component';
import { renderWithAntdStyles } from './render-with-antd-styles';

/** The rule by which antd's server render names the styles it extracted. */
const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/g;

/**
 * The home's first paint as static markup with the antd styles it uses, written into this remote's build
 * (`scripts/write-first-paint.tsx`) and put into the home's HTML by the platform server. Rendered through the remote's
 * own providers (the platform theme), so the title's font, size and place are those of the screen's title.
 */
export function renderHomeFirstPaint(screen: HomeScreen): string {
  const { markup, css } = renderWithAntdStyles([<HomeFirstPaint key={screen} screen={screen} />]);
  // One plain style element, inside the painted element: it leaves the page with it once the screen has drawn its own.
  // Plain, without antd's server-render marks (its cache path, each style's hash), which would make the remote's antd
  // take these styles for its own and not insert them: the screen would lose them when the first paint goes.
  return `<style>${css.replace(CACHE_PATH_RULE, '')}</style>${markup.join('')}`;
}
