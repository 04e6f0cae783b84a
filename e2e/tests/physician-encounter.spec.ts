import { expect, test, type Page } from '../support/test';
import { signInAs } from '../pages/login.page';
import { claimEncounter } from '../support/encounter-claims';
import {
  dayFromToday,
  isOpenPotential,
  physicianEncounters,
  PhysicianEncounterPage,
  type PhysicianDetail,
} from '../pages/physician-encounter.page';

// Whole curation scenarios (lock, several forms, moves, two users) with axe scans: longer than one screen's default
// minute when a 2-core CI runs two workers.
test.describe.configure({ timeout: 150_000 });

// The physician encounter detail (issue 13; spec 2 §2.4, §2.5, §4.5, §6; platform design §7) on the built platform,
// as the demo physician works it. The physician's practitioner has appointments yesterday, today and tomorrow; each
// test takes its own encounter of tomorrow, so nothing one test answers or dismisses meets another. The variants of
// PHYSICIAN_DISPLAY_VARIANT are in physician-variants.spec.ts (a project of their own: they change the tenant).
test.describe.configure({ mode: 'serial' });

const MESSAGES = {
  future: 'Please note: you are viewing a future encounter for this patient',
  past: 'Please note: you are viewing a past encounter for this patient',
};

/** Tomorrow's encounters with an open, unanswered potential condition. */
let tomorrow: PhysicianDetail[] = [];

const potentialOf = (detail: PhysicianDetail) => {
  const condition = detail.conditions.find(isOpenPotential);
  if (!condition) throw new Error(`encounter ${detail.encounter.id} has no open potential condition`);
  return condition;
};
const take = (index: number) => {
  const detail = tomorrow[index];
  if (!detail) throw new Error(`only ${tomorrow.length} encounters of tomorrow with an open potential condition`);
  return detail;
};

async function conditionCode(page: Page, encounterId: number, conditionId: number): Promise<string | undefined> {
  const detail = (await (await page.request.get(`/api/encounter/detail/${encounterId}`)).json()) as PhysicianDetail;
  return detail.conditions.find((c) => c.id === conditionId)?.conditionCode;
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'physician');
  if (tomorrow.length === 0) {
    tomorrow = await physicianEncounters(page.request, dayFromToday(1), (d) => d.conditions.some(isOpenPotential));
  }
});

test('review view: banner, arrows in new windows, groups, the READ audit on opening a condition, dismiss and undo; axe clean', async ({ page }) => {
  // The first of them with a next encounter (for the arrow); the others take the rest in order.
  // Claimed: its dismiss and undo reach every screen that has it open (live presence), so no other test may take it.
  const detail = tomorrow.find((d) => d.links.next !== null && claimEncounter(d.encounter.id));
  if (!detail) throw new Error('no encounter of tomorrow with a next encounter');
  tomorrow = [detail, ...tomorrow.filter((d) => d !== detail)];
  const view = new PhysicianEncounterPage(page);
  await view.open(`/auth/encounter/detail/${detail.encounter.id}`);
  await expect(view.patientHeading(detail)).toBeVisible();
  await expect(view.area.getByText(MESSAGES.future)).toBeVisible();
  await expect(view.activities()).toBeVisible();
  // The default variant takes no responses.
  await expect(view.area.getByRole('radiogroup')).toHaveCount(0);
  await view.expectNoAxeViolations();

  // Next opens in a new window; the detail stays.
  const popup = page.context().waitForEvent('page');
  await view.area.getByRole('button', { name: 'Next encounter (opens a new window)' }).click();
  const next = await popup;
  await expect(next).toHaveURL(new RegExp(`/auth/encounter/detail/${detail.links.next?.encounterId}$`));
  await next.close();
  await expect(page).toHaveURL(new RegExp(`/auth/encounter/detail/${detail.encounter.id}$`));

  // Opening a condition posts the READ audit of ENCOUNTER_CONDITION.
  const clinical = view.clinical();
  // Close what is open first (Collapse all, or the one condition's own toggle), then open one.
  const collapseAll = view.area.getByRole('button', { name: 'Collapse all: Clinical Conditions' });
  if (await collapseAll.count()) await collapseAll.click();
  else if (await clinical.getByRole('button', { name: /^Hide details of / }).count()) await clinical.getByRole('button', { name: /^Hide details of / }).first().click();
  const opener = clinical.getByRole('button', { name: /^Show details of / }).or(clinical.locator('.ant-card-head button[aria-expanded="false"]')).first();
  const audit = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/audit\/read\/encounter-condition\/\d+$/.test(r.url()));
  await opener.click();
  expect((await (await audit).response())?.status()).toBe(204);

  // Dismiss, then Undo.
  const potential = potentialOf(detail);
  const title = await view.titleOf(potential.id);
  await view.area.getByRole('button', { name: `Dismiss ${title}`, exact: true }).click();
  await expect(view.row(potential.id).getByText('Dismissed by Provider')).toBeVisible();
  expect(await conditionCode(page, detail.encounter.id, potential.id)).toBe('DISMISSED');
  await view.area.getByRole('button', { name: `Undo ${title}`, exact: true }).click();
  await expect(view.area.getByRole('button', { name: `Dismiss ${title}`, exact: true })).toBeVisible();
  expect(await conditionCode(page, detail.encounter.id, potential.id)).toBe('OPEN');
  await view.expectNoAxeViolations();
});

test("a past encounter shows the past banner; embedded mode shows the condition list only, with no header, footer or feedback", async ({ page }) => {
  const [past] = await physicianEncounters(page.request, dayFromToday(-1), (d) => d.conditions.length > 0);
  if (!past) throw new Error('no encounter of yesterday');
  const view = new PhysicianEncounterPage(page);
  await view.open(`/auth/encounter/detail/${past.encounter.id}`);
  await expect(view.area.getByText(MESSAGES.past)).toBeVisible();

  const detail = take(1);
  await view.open(`/auth/embedded/encounter/detail/${detail.encounter.id}`);
  await expect(view.area.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Feedback' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await view.expectNoAxeViolations();
});

test("the NLP viewer shows a condition's source document with the predicted text marked, and 'Document not found' for a missing one", async ({ page }) => {
  let found: { encounterId: number; conditionId: number } | null = null;
  for (const day of [0, 1, -1]) {
    const [withNlp] = await physicianEncounters(page.request, dayFromToday(day), (d) => d.conditions.some((c) => c.source === 'NLP'));
    const condition = withNlp?.conditions.find((c) => c.source === 'NLP');
    if (withNlp && condition) {
      found = { encounterId: withNlp.encounter.id, conditionId: condition.id };
      break;
    }
  }
  if (!found) throw new Error("no NLP condition on the physician's encounters");
  const view = new PhysicianEncounterPage(page);
  await page.goto(`/auth/smart/condition/${found.conditionId}/encounter/${found.encounterId}`);
  await expect(view.area.getByRole('heading', { level: 1, name: 'Source documents' })).toBeVisible({ timeout: 20_000 });
  await expect(view.area.getByText('Document type').first()).toBeVisible();
  await expect(view.area.locator('mark').first()).toBeVisible();
  await view.expectNoAxeViolations();

  await page.goto(`/auth/embedded/condition/${found.conditionId}/encounter/999999999`);
  await expect(view.area.getByRole('alert')).toHaveText('Document not found', { timeout: 20_000 });
});
