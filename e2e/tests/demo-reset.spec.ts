import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { signedInAs } from '../support/api-sign-in';

// Demo Data Reset (spec 1 §2.11, §8) on localhost with the API in demo mode. It replaces a tenant's clinical data, so
// it runs in its own Playwright project after the platform suites (playwright.config.ts), on the second tenant.

signedInAs('acmecdi');

test("'Reset Demo Data' restores the tenant's demo data and says so; axe", async ({ page }) => {
  await page.goto('/auth/account');
  const section = page.getByRole('region', { name: 'Demo Data Reset' });
  await expect(section.getByRole('button', { name: 'Reset Demo Data' })).toBeVisible({ timeout: 20_000 });
  await section.getByRole('button', { name: 'Reset Demo Data' }).click();
  // A confirmation first: the reset throws away everyone's changes to the demo data.
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/api\/admin\/cron\/job\/[^/]+\/tenant\/acme\/execute$/.test(new URL(r.url()).pathname)),
    page.getByRole('button', { name: 'Reset', exact: true }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(section.getByText('Successfully initiated demo data reset. The data for this demo tenant will be refreshed momentarily.')).toBeVisible({ timeout: 60_000 });
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // The tenant has its demo encounters again.
  const list = await page.request.get('/api/encounter?view=OPEN&limit=5');
  expect(list.status()).toBe(200);
  expect(((await list.json()) as unknown[]).length).toBeGreaterThan(0);
});
