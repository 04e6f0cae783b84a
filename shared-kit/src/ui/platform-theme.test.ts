import { theme } from 'antd';
import { PLATFORM_THEME } from './platform-theme';
import { PLATFORM_TOKENS } from './platform-tokens';

/** An `#rrggbb` or `rgba(r, g, b, a)` colour as opaque RGB over a background (how the eye and axe see it). */
function over(color: string, background: [number, number, number]): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [parseInt(hex[1] ?? '0', 16), parseInt(hex[2] ?? '0', 16), parseInt(hex[3] ?? '0', 16)];
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(color);
  if (!rgba) throw new Error(`not a colour: ${color}`);
  const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  return [1, 2, 3].map((i, k) => Number(rgba[i]) * alpha + (background[k] ?? 0) * (1 - alpha)) as [number, number, number];
}

/** WCAG 2 contrast ratio of a text colour on an opaque background. */
function contrast(color: string, background: [number, number, number]): number {
  const luminance = (rgb: [number, number, number]) =>
    rgb
      .map((v) => v / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
  const [a, b] = [luminance(over(color, background)), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const WHITE: [number, number, number] = [255, 255, 255];
const LAYOUT = over(PLATFORM_TOKENS.colorBgLayout, WHITE);

describe('PLATFORM_THEME (every remote antd)', () => {
  // The tokens antd draws text with: body, secondary/description (statistic titles, Typography secondary), links and
  // link buttons, errors, placeholders (some list filters' only visible label). WCAG AA needs 4.5:1 for normal text.
  const tokens = theme.getDesignToken(PLATFORM_THEME);
  it.each(['colorText', 'colorTextSecondary', 'colorTextDescription', 'colorLink', 'colorError', 'colorTextPlaceholder'] as const)(
    '%s meets WCAG AA contrast on white and on the layout grey',
    (name) => {
      expect(contrast(tokens[name], WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens[name], LAYOUT)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("replaces antd's faint default description text (0.45 alpha, 3.4:1)", () => {
    expect(contrast(theme.getDesignToken().colorTextDescription, WHITE)).toBeLessThan(4.5);
  });
});
