import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { contextOf } from '../support/api-sign-in';
import { encounterWithConditionList } from '../support/encounter-with-conditions';

// SMART App Launch, EHR launch (issue 13 "Beyond the spec"; mock-api/README.md "SMART App Launch"): the demo EHR of
// demo mode creates a launch for its signed-in user's open encounter; a browser with no platform session opens the
// platform's launch URL with `iss` and `launch` and follows the real redirects (the EHR's discovery, authorization
// with PKCE, the code exchanged server-side) to the embedded encounter detail.

test('an EHR launch signs the EHR user in and opens the embedded encounter, through the real redirects; axe', async ({ browser, baseURL, page }) => {
  // The EHR side: its user (cdi) has the encounter open there.
  const ehr = await contextOf(browser, baseURL, 'cdi');
  const encounterId = await encounterWithConditionList(ehr.request);
  const created = await ehr.request.post('/api/demo-ehr/launch', { data: { encounterId } });
  expect(created.status()).toBe(200);
  const { launchUrl, iss } = (await created.json()) as { launchUrl: string; iss: string };
  await ehr.close();
  expect(new URL(launchUrl).searchParams.get('iss')).toBe(iss);

  // The platform's tab: no session of its own; the launch alone signs in.
  expect(await page.context().cookies()).toEqual([]);
  const redirects: string[] = [];
  page.on('response', (response) => {
    // Redirects only (a 304 of a cached file is not one).
    if (response.status() >= 301 && response.status() <= 308 && response.status() !== 304) redirects.push(new URL(response.url()).pathname);
  });
  await page.goto(launchUrl);
  await expect(page).toHaveURL(new RegExp(`/auth/embedded/encounter/detail/${encounterId}$`));
  expect(redirects).toEqual(['/api/smart/launch', '/api/demo-ehr/authorize', '/api/smart/callback']);
  // Tokens stay on the server: the browser holds the platform's session cookie, no access or ID token.
  const cookieNames = (await page.context().cookies()).map((c) => c.name);
  expect(cookieNames).toContain('sid');
  expect(cookieNames).not.toContain('smart_state');

  await expect(page.getByRole('button', { name: 'Expand all' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const current = await page.request.get('/api/user/current');
  expect(((await current.json()) as { username: string }).username).toBe('cdi');
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a launch from an EHR not on the allow-list is refused with a clear message and no session', async ({ page }) => {
  const response = await page.goto('/api/smart/launch?iss=https%3A%2F%2Fehr.example.org%2Ffhir&launch=abc');
  expect(response?.status()).toBe(400);
  expect(await page.locator('body').innerText()).toContain('is not an EHR this platform accepts launches from');
  expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);
});
