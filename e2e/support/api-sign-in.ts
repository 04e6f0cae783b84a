import { expect, request, test, type Browser, type BrowserContext } from '@playwright/test';
import { PASSWORD } from './accounts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One API sign-in per user and worker, reused by every test of that user (storageState). */
const signedIn = new Map<string, StorageState>();

export async function stateOf(browser: Browser, baseURL: string | undefined, user: string): Promise<StorageState> {
  const known = signedIn.get(user);
  if (known && (await stillSignedIn(baseURL, known))) return known;
  if (known) console.warn(`e2e: the session of ${user} had ended (idle timeout, or a sign-in elsewhere); signing in again`);
  // Empty storage on purpose: inside a test, browser.newContext() inherits the describe's storageState, and signing
  // in with another user's session cookie ends that session (the API rotates the session at every sign-in).
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const res = await context.request.post('/api/sso/login', { data: { username: user, password: PASSWORD } });
  expect(res.status(), `sign-in of ${user}`).toBe(200);
  const state = await context.storageState();
  await context.close();
  signedIn.set(user, state);
  return state;
}

/** Whether a stored session still answers: a long run can outlast the idle timeout between two specs of one user. */
async function stillSignedIn(baseURL: string | undefined, state: StorageState): Promise<boolean> {
  const context = await request.newContext({ baseURL, storageState: state });
  try {
    return (await context.get('/api/user/current')).ok();
  } finally {
    await context.dispose();
  }
}

/** The tests of the enclosing describe run signed in as `user` (through the API, not the form). */
export const signedInAs = (user: string) =>
  test.use({ storageState: async ({ browser, baseURL }, provide) => provide(await stateOf(browser, baseURL, user)) });

/** A fresh browser context signed in as `user`, for a second person in one test. */
export async function contextOf(browser: Browser, baseURL: string | undefined, user: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, storageState: await stateOf(browser, baseURL, user) });
}
