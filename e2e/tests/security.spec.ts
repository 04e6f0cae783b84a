import { expect, test, type Page, type Response } from '../support/test';
import { signInAs, SIGN_IN_HEADING } from '../pages/login.page';
import { ShellPage } from '../pages/shell.page';
import { encounterWithConditionList } from '../support/encounter-with-conditions';

// Issue 16: every screen is served with the security headers and works in Chromium under its Content-Security-Policy
// (the shared fixture of support/test.ts fails the test on any violation, in every spec).

function expectSecurityHeaders(response: Response | null, url: string): void {
  expect(response, url).not.toBeNull();
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, `${url}: script-src`).toContain("'self'");
  expect(scriptSrc, `${url}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp, `${url}: frame-ancestors`).toMatch(/frame-ancestors 'self'(;|$)/);
  expect(csp, `${url}: object-src`).toContain("object-src 'none'");
  expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('no-referrer');
}

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expectSecurityHeaders(response, url);
}

test('signed-out screens: sign-in, registration, password reset', async ({ page }) => {
  await open(page, '/login');
  await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
  // The expired token: the valid one is used up by the registration spec.
  await open(page, '/register/expired-registration-token');
  await expect(page.getByRole('heading', { name: 'Your registration token expired.' })).toBeVisible();
  await open(page, '/reset/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
});

test('signed-in screens of a CDI user, the encounter detail in its three modes, and the Version page', async ({ page }) => {
  await signInAs(page, 'cdi');
  const shell = new ShellPage(page);
  // An encounter with a condition list, so that every mode has one to draw.
  const encounter = { id: await encounterWithConditionList(page.request) };
  const screens: Array<[string, string, string]> = [
    ['/auth/home', 'mfe_worklist', 'CDI Worklist'],
    ['/auth/patient', 'mfe_worklist', 'Patients'],
    ['/auth/appointment', 'mfe_worklist', 'Appointments'],
    ['/auth/report', 'mfe_reports', 'Reports'],
    ['/auth/account', 'mfe_account', 'Account'],
  ];
  for (const [url, remote, heading] of screens) {
    await open(page, url);
    await shell.expectRemoteHeading(remote, heading);
  }
  // The encounter detail in its three modes: its condition list (the one part every mode shows) is drawn.
  for (const prefix of ['/auth', '/auth/smart', '/auth/embedded']) {
    await open(page, `${prefix}/encounter/detail/${encounter.id}`);
    await expect(shell.remoteArea('mfe_encounter_cdi').getByRole('button', { name: 'Expand all' }).first()).toBeVisible({ timeout: 30_000 });
  }
  await open(page, '/auth/version');
  await expect(page.getByRole('columnheader', { name: 'Build Number' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'mock-api' })).toBeVisible();
});

test('every API answer carries its own headers: nothing may load from it, no Referer leaves', async ({ page }) => {
  for (const url of ['/api/health', '/api/user/current', '/api/nowhere']) {
    const response = await page.request.get(url);
    const headers = response.headers();
    expect(headers['content-security-policy'], url).toContain("default-src 'none'");
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('no-referrer');
  }
});

test("a state change from another site's page is refused, the platform's own succeeds", async ({ page }) => {
  await signInAs(page, 'cdi');
  const [encounter] = (await (await page.request.get('/api/encounter?limit=1&lockStatus=DISABLED')).json()) as Array<{ id: number }>;
  const forged = await page.request.put(`/api/encounter/lock/${encounter?.id}`, { headers: { 'content-type': 'text/plain', origin: 'https://evil.test' }, data: 'x' });
  expect(forged.status()).toBe(403);
  // The page's own bodiless call: the browser sends the platform's Origin.
  const status = await page.evaluate(async (id) => (await fetch(`/api/encounter/lock/${id}`, { method: 'PUT', credentials: 'include' })).status, encounter?.id);
  expect(status).toBe(200);
  await page.evaluate(async (id) => fetch(`/api/encounter/unlock/${id}`, { method: 'PUT', credentials: 'include' }), encounter?.id);
});
