import { test } from './test';

/**
 * Options for a bodiless change (lock, unlock) a test makes through `page.request` as the platform's own page would:
 * with the platform's Origin, which browsers always send and the API's CSRF guard asks for (issue 16, item 8).
 * Playwright's request client sends no Origin of its own.
 */
export function asPlatformPage(): { headers: { origin: string } } {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The Playwright project has no baseURL');
  return { headers: { origin: new URL(baseURL).origin } };
}
