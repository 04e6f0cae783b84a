import { expect, test } from '../support/test';
import { signInAs } from '../pages/login.page';
import { contextOf } from '../support/api-sign-in';
import {
  dayFromToday,
  isOpenPotential,
  physicianEncounters,
  PhysicianEncounterPage,
  setTenantProperties,
  type PhysicianDetail,
} from '../pages/physician-encounter.page';

// The detail variants of PHYSICIAN_DISPLAY_VARIANT (platform design §7, issue 13) on the built platform. Each test
// sets the demo tenant's property and puts it back after; a tenant property changes every physician screen of the
// tenant, so this file runs in its own project after the platform project (e2e/playwright.config.ts), in order.
test.describe.configure({ timeout: 150_000, mode: 'serial' });

/** Tomorrow's encounters with an open, unanswered potential condition. */
let tomorrow: PhysicianDetail[] = [];
let restoreVariant: (() => Promise<void>) | null = null;

const potentialOf = (detail: PhysicianDetail) => {
  const condition = detail.conditions.find(isOpenPotential);
  if (!condition) throw new Error(`encounter ${detail.encounter.id} has no open potential condition`);
  return condition;
};
// From the end of the list: physician-encounter.spec.ts takes the first ones.
const take = (fromEnd: number) => {
  const detail = tomorrow.at(-1 - fromEnd);
  if (!detail) throw new Error(`only ${tomorrow.length} encounters of tomorrow with an open potential condition`);
  return detail;
};

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'physician');
  if (tomorrow.length === 0) {
    tomorrow = await physicianEncounters(page.request, dayFromToday(1), (d) => d.conditions.some(isOpenPotential));
  }
});

test.afterEach(async () => {
  if (restoreVariant) await restoreVariant();
  restoreVariant = null;
});

test("variant '1': a response control on each condition; a response is saved and shows its chosen form; axe clean", async ({ page }) => {
  restoreVariant = await setTenantProperties(page.request, 'demo', { PHYSICIAN_DISPLAY_VARIANT: '1' });
  const detail = take(0);
  const potential = potentialOf(detail);
  const view = new PhysicianEncounterPage(page);
  await view.open(`/auth/encounter/detail/${detail.encounter.id}`);
  await expect(view.patientHeading(detail)).toBeVisible();
  const title = await view.titleOf(potential.id);
  const responses = view.area.getByRole('radiogroup', { name: `Response to ${title}` });
  await expect(responses).toBeVisible();
  await view.expectNoAxeViolations();

  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/encounter/condition/tags/practitioner'));
  await responses.getByText('Mark as documented', { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(view.row(potential.id).getByRole('radio', { name: 'Marked as documented' })).toBeChecked();
  const after = (await (await page.request.get(`/api/encounter/detail/${detail.encounter.id}`)).json()) as PhysicianDetail;
  expect(after.conditions.find((c) => c.id === potential.id)?.practitionerTags?.practitionerResponseCode).toBe('ACCEPT');
  await view.expectNoAxeViolations();
});

test("variant '3': the simple curation view; a response lowers the 'Action Recommended' count; 'Mark As' in smart mode; axe clean", async ({ page }) => {
  restoreVariant = await setTenantProperties(page.request, 'demo', { PHYSICIAN_DISPLAY_VARIANT: '3' });
  const detail = take(1);
  const potential = potentialOf(detail);
  const view = new PhysicianEncounterPage(page);
  await view.open(`/auth/encounter/detail/${detail.encounter.id}`);
  await expect(view.patientHeading(detail)).toBeVisible();
  const alert = view.area.getByRole('status', { name: 'Action Recommended' });
  const countText = (await alert.innerText()).match(/Conditions requiring a response: (\d+)/);
  const before = Number(countText?.[1]);
  expect(before).toBeGreaterThan(0);
  await view.expectNoAxeViolations();

  const title = await view.titleOf(potential.id);
  await view.area.getByRole('radiogroup', { name: `Response to ${title}` }).getByText('Mark as documented', { exact: true }).click();
  await expect(view.row(potential.id).getByRole('radio', { name: 'Marked as documented' })).toBeChecked();
  await expect(view.row(potential.id)).toContainText('Please add it to the chart');
  if (before > 1) await expect(alert).toContainText(`Conditions requiring a response: ${before - 1}`);
  else await expect(alert).toHaveCount(0);

  // Smart mode: no arrows, and a 'Mark As' dropdown instead of radio buttons.
  await view.open(`/auth/smart/encounter/detail/${detail.encounter.id}`);
  await expect(view.area.getByRole('button', { name: 'Return to worklist' })).toHaveCount(0);
  await expect(view.area.getByRole('radiogroup')).toHaveCount(0);
  // An answered condition in a group may start closed (spec 2 §4.5): open them all.
  const expandAll = view.area.getByRole('button', { name: 'Expand all: Clinical Conditions' });
  if (await expandAll.count()) await expandAll.click();
  await expect(view.row(potential.id).getByRole('button', { name: /Marked as documented/ })).toBeVisible();
  await view.expectNoAxeViolations();
});

test("CLINICAL_ADMIN variant '2': the simple curation view for the practitioner's encounter; '3' is the physician's only; axe clean", async ({ page, browser, baseURL }) => {
  restoreVariant = await setTenantProperties(page.request, 'demo', { PHYSICIAN_DISPLAY_VARIANT: '2' });
  const detail = take(2);
  const admin = await contextOf(browser, baseURL, 'clinicaladmin');
  try {
    const adminPage = await admin.newPage();
    const view = new PhysicianEncounterPage(adminPage);
    await view.open(`/auth/encounter/detail/${detail.encounter.id}`);
    await expect(view.patientHeading(detail)).toBeVisible();
    await expect(view.area.getByRole('status', { name: 'Action Recommended' })).toBeVisible();
    await expect(view.area.getByRole('radiogroup').first()).toBeVisible();
    await view.expectNoAxeViolations();

    // '3' is the simple curation view for PHYSICIAN only: the clinical admin gets the review view.
    expect((await page.request.put('/api/dev/tenant/demo/properties', { data: { PHYSICIAN_DISPLAY_VARIANT: '3' } })).status()).toBe(200);
    await view.open(`/auth/encounter/detail/${detail.encounter.id}`);
    await expect(view.patientHeading(detail)).toBeVisible();
    await expect(view.area.getByRole('status', { name: 'Action Recommended' })).toHaveCount(0);
    await expect(view.area.getByRole('radiogroup')).toHaveCount(0);
  } finally {
    await admin.close();
  }
});
