import { act, renderHook } from '@testing-library/react';
import { PLATFORM_THEME } from './platform-theme';
import { PLATFORM_THEME_REDUCED_MOTION, usePlatformTheme } from './use-platform-theme.hook';

/** A matchMedia whose `prefers-reduced-motion` answer the test changes. */
function fakeMotionPreference(initial: boolean) {
  const listeners = new Set<() => void>();
  let matches = initial;
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(value: boolean) {
      matches = value;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

describe('usePlatformTheme', () => {
  it('keeps antd motion by default and turns it off while the user prefers reduced motion', () => {
    const preference = fakeMotionPreference(false);
    try {
      const { result } = renderHook(() => usePlatformTheme());
      expect(result.current).toBe(PLATFORM_THEME);
      expect(result.current.token?.motion).toBeUndefined();
      act(() => preference.set(true));
      expect(result.current).toBe(PLATFORM_THEME_REDUCED_MOTION);
      expect(result.current.token?.motion).toBe(false);
      expect(result.current.token?.colorPrimary).toBe(PLATFORM_THEME.token?.colorPrimary);
      act(() => preference.set(false));
      expect(result.current).toBe(PLATFORM_THEME);
    } finally {
      preference.restore();
    }
  });
});
