import type { ThemeConfig } from 'antd';
import { PLATFORM_TOKENS } from './platform-tokens';

/** One antd theme for every remote, from the platform's token set, so parcels (separate React roots) look like one product. */
export const PLATFORM_THEME: ThemeConfig = {
  token: {
    colorPrimary: PLATFORM_TOKENS.colorPrimary,
    // antd's default link (#1677ff) and error (#ff4d4f, 3.3:1: danger buttons, error texts) colours miss WCAG AA
    // contrast on white (axe color-contrast).
    colorLink: PLATFORM_TOKENS.colorPrimary,
    colorError: PLATFORM_TOKENS.colorError,
    borderRadius: PLATFORM_TOKENS.borderRadius,
    colorTextPlaceholder: PLATFORM_TOKENS.colorTextPlaceholder,
    // antd's description text (statistic titles, Typography type="secondary", descriptions, empty states) defaults to
    // colorTextTertiary rgba(0,0,0,0.45), 3.4:1 on white: below AA (axe color-contrast on the reports). 0.65 is 7:1.
    colorTextDescription: PLATFORM_TOKENS.colorTextSecondary,
    fontFamily: PLATFORM_TOKENS.fontFamily,
  },
};
