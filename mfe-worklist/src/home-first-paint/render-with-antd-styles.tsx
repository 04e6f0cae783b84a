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
