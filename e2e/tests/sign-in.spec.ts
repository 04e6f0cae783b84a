import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { LoginPage, signInAs } from '../pages/login.page';
import { ShellPage } from '../pages/shell.page';
import { EXPECTED_LABEL, EXPECTED_NAV, HOME_HEADING, PASSWORD, type DemoUser } from '../support/accounts';
import { currentUser, headerName } from '../support/session';

const WORKING_USERS: DemoUser[] = ['cdi', 'cdiqa', 'cdirestricted', 'coder', 'coderqa', 'physician', 'clinicaladmin'];

for (const username of WORKING_USERS) {
  test(`${username} signs in, lands on home, sees the navigation of spec 1 §6 and the header label`, async ({ page }) => {
    await signInAs(page, username);
    const shell = new ShellPage(page);
    await shell.expectRemoteHeading('mfe_worklist', HOME_HEADING[username]);
    expect(await shell.navLabels()).toEqual(EXPECTED_NAV[username]);
    const user = await currentUser(page);
    await expect(shell.userMenuButton(headerName(user, EXPECTED_LABEL[username]))).toBeVisible();
    if (EXPECTED_LABEL[username] === null) {
      // A clinical admin shows the name only.
      await expect(shell.userMenuButton(user.alias)).toHaveText(user.alias);
    }
  });
}

test('admin signs in to the Admin notice with no navigation items', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page.getByText('You are signed in as Admin')).toBeVisible();
  await expect(page.getByText('Please close this tab and return to the Admin application.')).toBeVisible();
  expect(await new ShellPage(page).navLabels()).toEqual([]);
});

test('a wrong password shows the invalid-login text of spec 1 §8', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await login.signIn('cdi', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username/password.  Please try again.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an encounter query parameter sends the user to that encounter after sign-in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('?encounter=42');
  await login.signIn('coder');
  await expect(page).toHaveURL(/\/auth\/encounter\/detail\/42$/);
  await expect(new ShellPage(page).remoteArea('mfe_encounter_coder').getByLabel('Patient', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test('an unknown path shows the login screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(new LoginPage(page).heading()).toBeVisible();
});

test('a protected path redirects to /login when signed out', async ({ page }) => {
  await page.goto('/auth/report');
  await expect(page).toHaveURL(/\/login/);
  await expect(new LoginPage(page).heading()).toBeVisible();
});

test('an existing session skips the login form', async ({ page }) => {
  await signInAs(page, 'cdi');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth\/home$/);
});

test('logout ends the session and shows the logged-out message', async ({ page }) => {
  await signInAs(page, 'coder');
  const user = await currentUser(page);
  const shell = new ShellPage(page);
  // The screen clears at once and the server's logout answers after it: the session check waits for that answer.
  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sso/logout');
  await shell.logout(headerName(user, 'Coder'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have been logged out')).toBeVisible();
  expect((await loggedOut).ok()).toBe(true);
  expect((await page.request.get('/api/user/current')).status()).toBe(401);
  await page.goto('/auth/home');
  await expect(page).toHaveURL(/\/login/);
});

test('the session survives a reload', async ({ page }) => {
  await signInAs(page, 'physician');
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/home$/);
  await new ShellPage(page).expectRemoteHeading('mfe_worklist', HOME_HEADING.physician);
});

test('the sign-in form paints from the page itself before any script, and what is typed there is kept', async ({ page }) => {
  // Every script waits until released: what shows meanwhile is /login's HTML alone (issue 15: the login screen paints
  // before the rest of the platform's code arrives).
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  // Every page the browser loads: a form submitted before the code ran would be one more.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const login = new LoginPage(page);
  await expect(login.heading()).toBeVisible();
  const username = page.getByRole('textbox', { name: 'Username' });
  const password = page.getByLabel('Password', { exact: true });
  await expect(username).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.keyboard.type('cdi');
  await password.focus();
  await page.keyboard.type(PASSWORD);
  // It cannot submit (checked at the end: no second page load, no credentials in a URL).
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.shifts.push((e as unknown as { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });

  release();
  // The remote's own form in its place, with what was typed and the caret where it was; nothing on the page moved.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('form', { name: 'Sign in to Curate CDI' })).toHaveCount(1);
  await expect(username).toHaveValue('cdi');
  await expect(password).toHaveValue(PASSWORD);
  await expect(password).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/home$/);
  // Signed in within the one page: the Enter pressed in the first paint sent nothing.
  expect(documents).toEqual(['/login']);
});

test("the painted sign-in form takes the pointer while the shell waits for the sign-in remote: fields clicked and typed in are kept", async ({ page }) => {
  // The shell runs, its session check answers; the sign-in remote's files wait until released.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mfe-auth/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login');
  // The shell's area for the remote is drawn beneath the painted form (the shell has rendered and stands by for it).
  await expect(page.locator('section[data-remote="mfe_auth"]')).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('[data-first-paint="mfe_auth"]')).toBeVisible();
  const username = page.getByRole('textbox', { name: 'Username' });
  const password = page.getByLabel('Password', { exact: true });
  await username.click();
  await page.keyboard.type('cdi');
  await password.click();
  await page.keyboard.type(PASSWORD);
  await expect(page.getByRole('main')).toHaveCount(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  release();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 30_000 });
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(username).toHaveValue('cdi');
  await expect(password).toHaveValue(PASSWORD);
  await expect(password).toBeFocused();
  await expect(page.getByRole('main')).toHaveCount(1);
});
