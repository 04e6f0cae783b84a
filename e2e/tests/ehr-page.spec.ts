import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { signedInAs } from '../support/api-sign-in';
import { encounterWithConditionList } from '../support/encounter-with-conditions';

// The EHR embed (platform design §8, issue 13): the platform's example host page at /ehr/?encounter={id} downloads no
// shell code, reads /remotes.json, mounts the encounter remote of the signed-in user's active role in embedded mode,
// with no header, footer or feedback.

/** The paths of every script the page downloads. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('a CDI specialist', () => {
  signedInAs('cdi');

  test("sees the encounter's condition list from the CDI remote alone: no shell code, header, footer or feedback; axe", async ({ page }) => {
    const encounterId = await encounterWithConditionList(page.request);
    const scripts = scriptsOf(page);
    const manifest = page.waitForRequest((r) => new URL(r.url()).pathname === '/remotes.json');
    await page.goto(`/ehr/?encounter=${encounterId}`);
    await manifest;
    const area = page.locator('[data-remote="mfe_encounter_cdi"]');
    await expect(area.getByRole('button', { name: 'Expand all' }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Feedback' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    // The shell's entry and its bootstrap chunk are never asked for; the page's own entry and the remote are.
    expect(scripts).toContain('/ehr.js');
    expect(scripts.some((path) => path.startsWith('/remotes/mfe-encounter-cdi/'))).toBe(true);
    expect(scripts.filter((path) => path === '/main.js' || /bootstrap/.test(path))).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test.describe('a physician', () => {
  signedInAs('physician');

  test('gets the physician remote for the same page', async ({ page }) => {
    const encounterId = await encounterWithConditionList(page.request);
    await page.goto(`/ehr/?encounter=${encounterId}`);
    await expect(page.locator('[data-remote="mfe_encounter_physician"]').getByRole('region').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-remote="mfe_encounter_cdi"]')).toHaveCount(0);
  });
});

test.describe('an administrator', () => {
  signedInAs('admin');

  test('is told there is no encounter view for the role, and nothing is mounted', async ({ page }) => {
    await page.goto('/ehr/?encounter=1');
    await expect(page.getByText('There is no encounter view for your current role.')).toBeVisible();
    await expect(page.locator('[data-remote]')).toHaveCount(0);
  });
});

test('signed out, the page says so and links to the sign-in screen; axe', async ({ page }) => {
  await page.goto('/ehr/?encounter=1');
  await expect(page.getByText('You are not signed in to Curate CDI.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Curate CDI' })).toBeVisible({ timeout: 20_000 });
});
