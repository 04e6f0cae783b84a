import type { ThemeConfig } from 'antd';

/** One theme for the shell and every remote, so parcels (separate React roots) look like one product. */
export const PLATFORM_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fa8',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
