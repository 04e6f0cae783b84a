import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '../support/test';
import { CoderEncounterPage, coderEncounter, isUndecided, named, type DetailCondition } from '../pages/coder-encounter.page';
import { PASSWORD, type DemoUser } from '../support/accounts';
import { asPlatformPage } from '../support/platform-origin';

// Whole curation scenarios (lock, several forms, moves, two users) with axe scans: longer than one screen's default
// minute when a 2-core CI runs two workers.
test.describe.configure({ timeout: 150_000 });

// The coder encounter detail and the query aging view (issue 12; spec 2 §2.3, §4.1, §4.2, §4.5, §5, §6) on the built
// platform, as the demo coder and coder QA manager work them. Each test takes its own READY_FOR_CODER encounter of
// the demo seed, locks it through the screen and lets it go at the end.

async function signIn(browser: Browser, baseURL: string | undefined, user: DemoUser) {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/sso/login', { data: { username: user, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return context;
}

async function axe(page: Page, scope = '[data-remote="mfe_encounter_coder"]') {
  const scan = await new AxeBuilder({ page }).include(scope).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The stored coder tags of a condition, read through the API. */
async function storedTags(page: Page, encounterId: number, conditionId: number) {
  const detail = (await (await page.request.get(`/api/encounter/detail/${encounterId}`)).json()) as { conditions: Array<DetailCondition & { coderTags: Record<string, unknown> | null }> };
  return detail.conditions.find((c) => c.id === conditionId)?.coderTags ?? null;
}

async function reviewOf(page: Page, encounterId: number) {
  const detail = (await (await page.request.get(`/api/encounter/detail/${encounterId}`)).json()) as { encounter: { review: { reviewCode: string; queryStatusCode: string | null }; lock: unknown } };
  return { code: detail.encounter.review.reviewCode, query: detail.encounter.review.queryStatusCode, locked: detail.encounter.lock !== null };
}

// The tests find a condition's card by its shown title ('Suspect: ' left off): only a title shown once will do.
const shown = (c: DetailCondition) => c.title.replace(/^Suspect: /, '');
const titledOnce = (d: { conditions: DetailCondition[] }, c: DetailCondition) => d.conditions.filter((other) => shown(other) === shown(c)).length === 1;
const undecided = (d: { conditions: DetailCondition[] }) => d.conditions.find((c) => isUndecided(c) && titledOnce(d, c));
const queryable = (d: { conditions: DetailCondition[] }) => d.conditions.find((c) => isUndecided(c) && c.addressedDate === null && titledOnce(d, c));

test.describe('coder encounter detail', () => {
  let page: Page;
  let encounterId = 0;

  test.beforeEach(async ({ browser, baseURL }) => {
    const context = await signIn(browser, baseURL, 'coder');
    page = await context.newPage();
  });

  test.afterEach(async () => {
    if (encounterId) await page.request.put(`/api/encounter/unlock/${encounterId}`, asPlatformPage()).catch(() => undefined);
    await page.context().close();
  });

  test('locks and takes a condition through each form rule: auto-fill, not reportable without reason, Other, more/less specific; axe clean', async () => {
    const detail = await coderEncounter(page.request, 0, (d) => undecided(d) !== undefined);
    encounterId = detail.encounter.id;
    const condition = undecided(detail) as DetailCondition;
    const coder = new CoderEncounterPage(page);
    await coder.open(encounterId);
    await expect(coder.area.getByLabel('Patient', { exact: true })).toContainText('Ready for Coder');
    await expect(coder.area.getByRole('heading', { level: 1, name: `${detail.encounter.patient.lastName}, ${detail.encounter.patient.firstName}` })).toBeVisible();
    await axe(page);
    await coder.lock();
    await axe(page);

    const form = await coder.openForm(condition.title);
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    // Auto-fill: reportable, then not on claim (spec 2 §4.5).
    await coder.pick(form, 'Reportable');
    await coder.pick(form, 'Not On Claim');
    await expect(form).toContainText('Provider documentation supports the code');
    await submit.click();
    await expect(page.getByText('Condition marked on claim and reportable: compliant provider documentation supports coder addition of the code.')).toBeVisible();
    await expect.poll(async () => (await storedTags(page, encounterId, condition.id))?.reportableReason).toBe('PROVIDER_DOCUMENTATION_SUPPORTS_CODE');

    // Not reportable without a reason.
    await coder.pick(form, 'Not Reportable');
    await expect(form.getByRole('alert')).toHaveText('If Not Reportable, A Reason Must be Provided');
    await expect(submit).toBeDisabled();
    await axe(page);
    await coder.choose(form, 'Reportable header', 'Not Documented');
    await coder.choose(form, 'Reason', 'Acute visit');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await submit.click();
    await expect(page.getByText('Successfully submitted coder details.').first()).toBeVisible();
    await expect.poll(async () => (await storedTags(page, encounterId, condition.id))?.reportableReason).toBe('ACUTE_VISIT');

    // Other needs non-blank text.
    await coder.choose(form, 'Reportable header', 'Other');
    const text = form.getByPlaceholder('Please provide a coding reason...');
    await expect(submit).toBeDisabled();
    await text.fill('Payer contract excludes this code, e2e');
    await submit.click();
    await expect.poll(async () => (await storedTags(page, encounterId, condition.id))?.reportableText).toBe('Payer contract excludes this code, e2e');

    // More/less specific: a diagnosis code from the ICD-10 search.
    await coder.choose(form, 'Reportable header', 'Coding Details');
    await coder.choose(form, 'Reason', 'More/Less specific diagnosis code documented than one presented');
    await expect(submit).toBeDisabled();
    await form.getByRole('combobox', { name: 'Diagnosis code' }).fill('E119');
    await page.locator('.ant-select-dropdown:visible').getByTitle(/^E11\.9 /).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect.poll(async () => (await storedTags(page, encounterId, condition.id))?.conditionDiagnosisCode).toBe('E119');
    await axe(page);
  });

  test('toggles the query icon red and back, and raises a coder query note on a condition', async () => {
    const detail = await coderEncounter(page.request, 1, (d) => queryable(d) !== undefined);
    encounterId = detail.encounter.id;
    const condition = queryable(detail) as DetailCondition;
    const coder = new CoderEncounterPage(page);
    await coder.open(encounterId);
    await coder.lock();
    await coder.icons().getByRole('button', { name: 'Click to mark a provider query outstanding' }).click();
    const outstanding = coder.icons().getByRole('button', { name: 'Query outstanding. Click to mark Response Received' });
    await expect(outstanding).toHaveAttribute('aria-pressed', 'true');
    expect((await reviewOf(page, encounterId)).query).toBe('REVIEW_QUERY_OUTSTANDING');
    await outstanding.click();
    await expect(coder.icons().getByRole('button', { name: 'Click to mark a provider query outstanding' })).toHaveAttribute('aria-pressed', 'false');
    expect((await reviewOf(page, encounterId)).query).toBe('REVIEW_QUERY_RESPONSE_RECEIVED');

    await coder.openForm(condition.title);
    await coder.area.getByRole('textbox', { name: named('Write a comment: ', condition.title) }).fill('Please document the stage, e2e');
    await expect(coder.area.getByRole('button', { name: 'Add Comment' })).toBeVisible();
    await coder.area.getByRole('button', { name: 'Add Query' }).click();
    await expect(coder.area.getByText('Please document the stage, e2e')).toBeVisible();
    await expect(coder.area.getByRole('img', { name: 'Coder query' }).first()).toBeVisible();
    await axe(page);
  });

  test('moves the review with each coder icon and back; the Coder QA flag for the coder; the QA manager returns it', async ({ browser, baseURL }) => {
    const detail = await coderEncounter(page.request, 2);
    encounterId = detail.encounter.id;
    const coder = new CoderEncounterPage(page);
    await coder.open(encounterId);
    await coder.lock();
    await expect(coder.icons().getByRole('button', { name: 'Return to the coder worklist (Ready for Coder)' })).toHaveCount(0);
    await coder.icons().getByRole('button', { name: 'Mark Completed' }).click();
    await expect(page).toHaveURL(/\/auth\/home$/);
    expect(await reviewOf(page, encounterId)).toMatchObject({ code: 'COMPLETED', locked: false });

    await coder.open(encounterId);
    await coder.lock();
    await expect(coder.icons().getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);
    await coder.icons().getByRole('button', { name: 'Return to the coder worklist (Ready for Coder)' }).click();
    await expect(page).toHaveURL(/\/auth\/home$/);
    expect(await reviewOf(page, encounterId)).toMatchObject({ code: 'READY_FOR_CODER', locked: false });

    await coder.open(encounterId);
    await coder.lock();
    await coder.icons().getByRole('button', { name: 'Mark Ready for Coder QA' }).click();
    await expect(page).toHaveURL(/\/auth\/home$/);
    expect(await reviewOf(page, encounterId)).toMatchObject({ code: 'READY_FOR_CODER_QA', locked: false });

    // The coder now sees the flag, no icons, no lock (spec 2 §2.3).
    await coder.open(encounterId);
    await expect(coder.area.getByText('This encounter review is flagged for Coder QA review')).toBeVisible();
    await expect(coder.icons()).toHaveCount(0);
    await expect(coder.lockButton()).toHaveCount(0);
    await axe(page);

    const qa = await signIn(browser, baseURL, 'coderqa');
    const qaPage = await qa.newPage();
    const qaDetail = new CoderEncounterPage(qaPage);
    await qaDetail.open(encounterId);
    await expect(qaDetail.area.getByText('This encounter review is flagged for Coder QA review')).toHaveCount(0);
    await qaDetail.lock();
    await qaDetail.icons().getByRole('button', { name: 'Return to the coder worklist (Ready for Coder)' }).click();
    await expect(qaPage).toHaveURL(/\/auth\/home$/);
    expect(await reviewOf(qaPage, encounterId)).toMatchObject({ code: 'READY_FOR_CODER', locked: false });
    await qa.close();
  });

  test('a second user meets the lock: who and when, and the conflict dialog on click', async ({ browser, baseURL }) => {
    const detail = await coderEncounter(page.request, 3);
    encounterId = detail.encounter.id;
    const coder = new CoderEncounterPage(page);
    await coder.open(encounterId);
    await coder.lock();
    const other = await signIn(browser, baseURL, 'coderqa');
    const otherPage = await other.newPage();
    const theirs = new CoderEncounterPage(otherPage);
    await theirs.open(encounterId);
    await expect(theirs.area.getByRole('status')).toContainText('Locked by coder on');
    await expect(theirs.area.getByText('Lock the encounter to record coder decisions.')).toBeVisible();
    await theirs.lockButton().click();
    const dialog = otherPage.getByRole('dialog', { name: 'Encounter Lock Conflict' });
    await expect(dialog).toContainText('Sorry, could not lock this encounter for you. Between opening the encounter and clicking the lock icon, another user has acquired a lock on this encounter.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await other.close();
  });

  test("lists removed and dismissed conditions under 'Removed Conditions'", async () => {
    const gone = (c: DetailCondition) => (c.conditionCode === 'REMOVED' || c.conditionCode === 'DISMISSED') && c.statusCode !== 'HIDDEN';
    const detail = await coderEncounter(page.request, 0, (d) => d.conditions.some(gone));
    const coder = new CoderEncounterPage(page);
    await coder.open(detail.encounter.id);
    const removed = coder.section('Removed Conditions');
    for (const c of detail.conditions.filter(gone)) await expect(removed).toContainText(c.title.replace(/^Suspect: /, ''));
    await axe(page);
  });

  test('submits one condition with the keyboard only', async () => {
    const detail = await coderEncounter(page.request, 4, (d) => undecided(d) !== undefined);
    encounterId = detail.encounter.id;
    const condition = undecided(detail) as DetailCondition;
    const coder = new CoderEncounterPage(page);
    await coder.open(encounterId);
    await coder.lockButton().focus();
    await page.keyboard.press('Enter');
    await expect(coder.unlockButton()).toBeVisible();
    await coder.showDetails(condition.title).focus();
    await page.keyboard.press('Enter');
    const form = coder.form(condition.title);
    await form.getByRole('radio', { name: 'Reportable', exact: true }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('radio', { name: 'Not On Claim', exact: true }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Condition marked on claim and reportable: compliant provider documentation supports coder addition of the code.')).toBeVisible();
    await expect.poll(async () => (await storedTags(page, encounterId, condition.id))?.onClaimStatusCode).toBe('NOT_ON_CLAIM');
  });
});

test.describe('query aging view', () => {
  test('lists outstanding coder queries oldest first with the escalated ones marked, and opens an encounter; axe clean', async ({ browser, baseURL }) => {
    const context = await signIn(browser, baseURL, 'coderqa');
    const page = await context.newPage();
    // Reached from the coder worklist.
    await page.goto('/auth/home');
    await page.getByRole('link', { name: 'Query Aging' }).click();
    await expect(page).toHaveURL(/\/auth\/coder\/query-aging$/);
    const area = page.locator('[data-remote="mfe_encounter_coder"]');
    await expect(area.getByRole('heading', { level: 1, name: 'Query Aging' })).toBeVisible({ timeout: 20_000 });
    await expect(area.getByRole('status')).toContainText(/\d+ outstanding, \d+ past the 24-hour escalation threshold/);
    await expect(area.getByText('Escalated', { exact: true }).first()).toBeVisible();
    await axe(page);
    // Oldest first: the API's ages never grow down the page.
    const aging = (await (await page.request.get('/api/coder/query/aging?limit=50')).json()) as { rows: Array<{ ageHours: number | null }> };
    const ages = aging.rows.map((r) => r.ageHours ?? Number.POSITIVE_INFINITY);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    await area.getByRole('button', { name: /^Open the encounter of / }).first().click();
    await expect(page).toHaveURL(/\/auth\/encounter\/detail\/\d+$/);
    await expect(area.getByLabel('Patient', { exact: true })).toBeVisible({ timeout: 20_000 });
    await context.close();
  });
});
