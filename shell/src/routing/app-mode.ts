import type { AppMode } from 'shared-kit';

/** The mode is read from the path (spec 2 §1): /auth/embedded/... and /auth/smart/... */
export function modeFromPath(path: string): AppMode {
  if (path.startsWith('/auth/embedded/')) return 'embedded';
  if (path.startsWith('/auth/smart/')) return 'smart';
  return 'standalone';
}

const LAUNCH_MODE_KEY = 'cdi.launchMode';

/** Remembers, for this tab only, how auto-login launched the product. */
export function rememberLaunchMode(mode: 'smart' | 'embedded'): void {
  try {
    window.sessionStorage.setItem(LAUNCH_MODE_KEY, mode);
  } catch {
    // sessionStorage disabled: the path still gives the mode.
  }
}

export function launchMode(): 'smart' | 'embedded' | null {
  try {
    const value = window.sessionStorage.getItem(LAUNCH_MODE_KEY);
    return value === 'smart' || value === 'embedded' ? value : null;
  } catch {
    return null;
  }
}

export function forgetLaunchMode(): void {
  try {
    window.sessionStorage.removeItem(LAUNCH_MODE_KEY);
  } catch {
    // nothing remembered
  }
}

/** Header, footer and feedback are hidden in embedded mode, and in a tab launched embedded. */
export function chromeHidden(path: string): boolean {
  return modeFromPath(path) === 'embedded' || launchMode() === 'embedded' || path === '/auto-login';
}
