import type { ThemeConfig } from 'antd';
import { useSyncExternalStore } from 'react';
import { PLATFORM_THEME } from './platform-theme';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The platform theme without antd's motion: zooming dialogs, fading menus and sliding panels stay still. */
export const PLATFORM_THEME_REDUCED_MOTION: ThemeConfig = { ...PLATFORM_THEME, token: { ...PLATFORM_THEME.token, motion: false } };

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = (): boolean => reducedMotionQuery()?.matches ?? false;

/**
 * The antd theme of every React root. A user who asked the system for less motion (WCAG 2.3.3; vestibular disorders)
 * gets antd without its animations, followed live when the setting changes.
 */
export function usePlatformTheme(): ThemeConfig {
  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  return reduced ? PLATFORM_THEME_REDUCED_MOTION : PLATFORM_THEME;
}
