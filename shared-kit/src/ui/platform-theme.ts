import type { ThemeConfig } from 'antd';

/** One theme for the shell and every remote, so parcels (separate React roots) look like one product. */
export const PLATFORM_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fa8',
    borderRadius: 6,
    // antd's default placeholder grey (#bfbfbf) is 1.8:1 on white; list filters use placeholders as their
    // visible labels (spec 1 §2.6), so they must meet WCAG AA contrast (this is 5.3:1).
    colorTextPlaceholder: '#6b6b6b',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
