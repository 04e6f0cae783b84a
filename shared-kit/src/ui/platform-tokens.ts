/**
 * The platform's design tokens: one set of colours, radius and font for the shell's chrome (plain elements, no
 * antd) and, through PLATFORM_THEME (`shared-kit/ui`), for every remote's own antd. antd is not a shared singleton
 * (each remote tree-shakes its own copy, see the root README), so this token set is what keeps them one product.
 * No antd import here: it is part of the `shared-kit` singleton the shell loads on the sign-in path.
 */
export const PLATFORM_TOKENS = {
  colorPrimary: '#1f5fa8',
  /** The primary colour under the pointer (antd derives the same shade for its buttons). */
  colorPrimaryHover: '#3a7bc2',
  colorError: '#cf1322',
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
  colorText: 'rgba(0, 0, 0, 0.88)',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorBorder: '#d9d9d9',
  colorBgLayout: '#f5f5f5',
  /** The header's background (antd's dark layout header). */
  colorBgHeader: '#001529',
  borderRadius: 6,
  // antd's default placeholder grey (#bfbfbf) is 1.8:1 on white; list filters use placeholders as their
  // visible labels (spec 1 §2.6), so they must meet WCAG AA contrast (this is 5.3:1).
  colorTextPlaceholder: '#6b6b6b',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 14,
} as const;
