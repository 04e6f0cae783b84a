import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RemoteProviders } from 'shared-kit/ui';

/**
 * Renders `screens` in Node through the remote's own providers (the platform theme), as the build does: each one's
 * static markup, and the antd styles they registered together, as one plain sheet (antd's record of them included).
 */
export function renderWithAntdStyles(screens: readonly ReactElement[]): { markup: string[]; css: string } {
  const cache = createCache();
  const markup = screens.map((screen) =>
    renderToStaticMarkup(
      <StyleProvider cache={cache}>
        <RemoteProviders>{screen}</RemoteProviders>
      </StyleProvider>,
    ),
  );
  return { markup, css: extractStyle(cache, { plain: true }) };
}

/** The rule by which antd's server render names the styles it extracted. */
const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/g;

/**
 * A first paint (the home's, static or drawn with the user's rows): `screen`'s static markup after one plain style
 * element with the antd styles it uses. The style sits inside the painted element: it leaves the page with it once the
 * screen has drawn its own. Plain, without antd's server-render marks (its cache path, each style's hash), which would
 * make the remote's antd take these styles for its own and not insert them: the screen would lose them when the first
 * paint goes.
 */
export function renderFirstPaint(screen: ReactElement): string {
  const { markup, css } = renderWithAntdStyles([screen]);
  return `<style>${css.replace(CACHE_PATH_RULE, '')}</style>${markup.join('')}`;
}
