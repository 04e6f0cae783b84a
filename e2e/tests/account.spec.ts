import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { newestMailTo } from '../pages/auth.page';
import { signedInAs } from '../support/api-sign-in';

// The account page (spec 1 §2.11, §8): role switch through to the new home, user properties saved and used by the
// worklist, the password reset mail, the browser-plugin section of its tenant, the demo reset's offer; axe on each.

async function openAccount(page: Page): Promise<void> {
  await page.goto('/auth/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible({ timeout: 20_000 });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test.describe('a user with several roles', () => {
  signedInAs('multirole');

  test('switches to Coder and lands on the coder home, then back to CDI; axe', async ({ page }) => {
    await openAccount(page);
    const role = page.getByRole('region', { name: 'User Role' });
    await expect(role.getByText('Active role')).toBeVisible();
    const available = role.getByRole('group', { name: 'Available Roles' });
    await expect(available.getByRole('radio', { name: 'CDI' })).toBeChecked();
    // 'Change Role' only when the choice differs from the active role.
    await expect(role.getByRole('button', { name: 'Change Role' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await available.getByRole('radio', { name: 'Coder' }).check();
    await role.getByRole('button', { name: 'Change Role' }).click();
    await expect(page).toHaveURL(/\/auth\/home$/);
    await expect(page.getByRole('heading', { name: 'Coder Worklist' })).toBeVisible({ timeout: 20_000 });
    expect(((await (await page.request.get('/api/user/current')).json()) as { type: string }).type).toBe('CODER');

    // Back to CDI, so the user's other tests start where they expect.
    await openAccount(page);
    await page.getByRole('region', { name: 'User Role' }).getByRole('radio', { name: 'CDI' }).check();
    await page.getByRole('button', { name: 'Change Role' }).click();
    await expect(page.getByRole('heading', { name: 'CDI Worklist' })).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('a CDI QA manager', () => {
  signedInAs('cdiqa');

  test('saves a worklist region filter and the worklist asks for it on its next load; axe', async ({ page }) => {
    const me = (await (await page.request.get('/api/user/current')).json()) as { userId: number };
    const clear = async (worklistFilters: boolean) =>
      expect(
        (await page.request.put(`/api/user/${me.userId}/update`, {
          data: { ...(worklistFilters ? { worklistFilters: null } : {}), userProperties: [{ propertyKey: 'USER_REGION_FILTER', propertyValue: null }] },
        })).status(),
      ).toBe(200);
    // Start from no saved filters (the worklist's own and the region property).
    await clear(true);
    try {
      await openAccount(page);
      const properties = page.getByRole('region', { name: 'User Properties' });
      await properties.getByLabel('Worklist region filter').click();
      // Underscores shown as spaces.
      const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: ' ' }).first();
      const label = (await option.innerText()).trim();
      expect(label).not.toContain('_');
      await option.click();
      await page.keyboard.press('Escape');
      await properties.getByRole('button', { name: 'Save' }).click();
      await expect(properties.getByText('Your user properties were saved. The worklists use them from their next load.')).toBeVisible();
      await expectNoAxeViolations(page);

      const [request] = await Promise.all([
        page.waitForRequest((r) => new URL(r.url()).pathname === '/api/encounter' && r.method() === 'GET'),
        page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click(),
      ]);
      const regions = new URL(request.url()).searchParams.getAll('patientRegion').flatMap((v) => v.split(','));
      expect(regions).toEqual([label.replaceAll(' ', '_')]);
    } finally {
      await clear(false);
    }
  });
});

test.describe('a CDI user of the pilot tenant', () => {
  signedInAs('pilotcdi');

  test('is not offered the demo reset: the tenant has no demo data to restore', async ({ page }) => {
    await openAccount(page);
    await expect(page.getByRole('region', { name: 'Password Reset' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Demo Data Reset' })).toHaveCount(0);
  });

  test("'Reset Password' mails the reset link and says so", async ({ page }) => {
    await openAccount(page);
    const section = page.getByRole('region', { name: 'Password Reset' });
    await section.getByRole('button', { name: 'Reset Password' }).click();
    await expect(section.getByText('An email has been sent with a link to reset your password.')).toBeVisible();
    const mail = await newestMailTo('pilotcdi@demo.test', 'pilotcdi');
    expect(mail.text).toMatch(/https?:\/\/\S+/);
  });
});

test.describe('the browser-plugin tenant', () => {
  signedInAs('acmecdi');

  test('shows the plugin section with its install link; axe', async ({ page }) => {
    await openAccount(page);
    const plugin = page.getByRole('region', { name: 'Browser Plugin' });
    await expect(plugin.getByRole('link', { name: 'Install the Curate CDI browser plugin' })).toHaveAttribute('href', /^https:\/\//);
    await expectNoAxeViolations(page);
  });
});

test.describe('a CDI user of the demo tenant', () => {
  signedInAs('cdi');

  test('sees no plugin section, one role without a role list, and the demo reset offered on localhost', async ({ page }) => {
    await openAccount(page);
    await expect(page.getByRole('region', { name: 'Browser Plugin' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Available Roles' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Demo Data Reset' }).getByRole('button', { name: 'Reset Demo Data' })).toBeVisible();
  });
});
