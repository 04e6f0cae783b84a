import { expect, test, type Page } from '../support/test';
import { PASSWORD } from '../support/accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { EHR_ORIGIN, EHR_PLATFORM_URL, OTHER_ORIGIN } from '../support/ehr';
import { encounterWithConditionList } from '../support/encounter-with-conditions';

// Issue 16, items 4 and 5, platform design §8: the platform may be framed by the configured EHR origin (a second
// platform server and API started with FRAME_ANCESTORS) and by no other site; inside the EHR's frame the session
// works through a `SameSite=None; Secure; Partitioned` cookie.

// The test serves the EHR's page itself (page.route), which Chromium counts as a public site; its Local Network Access
// checks would then refuse any frame on localhost before the platform's own policy is even asked. A real EHR and the
// platform share a network, so the check is off here: what is proven is the platform's frame-ancestors and cookies.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] } });

/** An EHR page at `origin` (served by the test) that frames the platform's embedded launch for an encounter. */
async function openEhrPage(page: Page, origin: string, encounterId: number): Promise<void> {
  const src = `${EHR_PLATFORM_URL}/auto-login?embedded=true&encounter=${encounterId}`;
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>EHR</title><h1>EHR chart</h1><iframe title="Curate CDI" src="${src}" width="1200" height="800"></iframe></html>`,
    }),
  );
  await page.goto(`${origin}/chart`);
}

async function anEncounterId(page: Page): Promise<number> {
  const api = page.context().request;
  expect((await api.post(`${EHR_PLATFORM_URL}/api/sso/login`, { data: { username: 'cdi', password: PASSWORD } })).ok()).toBe(true);
  // One with a condition list: embedded, the detail is its condition list alone (spec 2 §1).
  const encounterId = await encounterWithConditionList(api, EHR_PLATFORM_URL);
  await api.get(`${EHR_PLATFORM_URL}/api/sso/logout`);
  await page.context().clearCookies();
  return encounterId;
}

test('the configured EHR frames the platform: sign-in inside the frame opens the encounter, embedded', async ({ page }) => {
  const encounterId = await anEncounterId(page);
  await openEhrPage(page, EHR_ORIGIN, encounterId);
  const frame = page.frameLocator('iframe[title="Curate CDI"]');
  await expect(frame.getByRole('heading', { name: 'Sign in to Curate CDI' })).toBeVisible();
  await frame.getByLabel('Username').fill('cdi');
  await frame.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await frame.getByRole('button', { name: 'Sign In' }).click();
  const detail = frame.locator('[data-remote="mfe_encounter_cdi"]').getByRole('button', { name: 'Expand all' }).first();
  await expect(detail).toBeVisible({ timeout: 30_000 });
  // Launched embedded: no header or navigation inside the EHR.
  await expect(frame.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const sid = (await page.context().cookies(EHR_PLATFORM_URL)).find((c) => c.name === 'sid');
  expect(sid).toMatchObject({ sameSite: 'None', secure: true });

  // The EHR opens the chart again: the session lives on in the frame (its cookie, partitioned for the EHR's site).
  await page.reload();
  await expect(detail).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('heading', { name: 'Sign in to Curate CDI' })).toHaveCount(0);
  expect(page.frames().map((f) => new URL(f.url()).pathname)).toContain(`/auth/embedded/encounter/detail/${encounterId}`);
});

test('any other site is refused: the browser blocks the frame on the platform\'s frame-ancestors', async ({ page }) => {
  const encounterId = await anEncounterId(page);
  const refusals: string[] = [];
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(EHR_PLATFORM_URL)) blocked.push(request.failure()?.errorText ?? '');
  });
  await openEhrPage(page, OTHER_ORIGIN, encounterId);
  await expect(page.getByRole('heading', { name: 'EHR chart' })).toBeVisible();
  await expect.poll(() => blocked).toEqual(['net::ERR_BLOCKED_BY_RESPONSE']);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(refusals[0]).toContain(`frame-ancestors 'self' ${EHR_ORIGIN}`);
  await expect(page.frameLocator('iframe[title="Curate CDI"]').getByRole('heading', { name: 'Sign in to Curate CDI' })).toHaveCount(0);
});
