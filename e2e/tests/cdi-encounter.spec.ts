import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '../support/test';
import { CdiEncounterPage, openEncounter, type EncounterRow } from '../pages/encounter-detail.page';
import { PASSWORD, type DemoUser } from '../support/accounts';
import { claimEncounter } from '../support/encounter-claims';
import { asPlatformPage } from '../support/platform-origin';

// The CDI encounter detail (issue 11; spec 2 §2.1, §2.2, §4, §5) on the built platform, as CDI users work it.
// Each test takes its own open encounter of the demo seed (by worker and test), locks it through the screen and lets
// it go at the end.

async function signIn(browser: Browser, baseURL: string | undefined, user: DemoUser) {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/sso/login', { data: { username: user, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return context;
}

/** A distinct open encounter per test: the tests of this file run one after another and never share one. */
const SLOTS = new Map<string, number>();
const slotOf = (title: string) => {
  if (!SLOTS.has(title)) SLOTS.set(title, SLOTS.size);
  return SLOTS.get(title) ?? 0;
};

async function release(page: Page, id: number) {
  await page.request.put(`/api/encounter/unlock/${id}`, asPlatformPage()).catch(() => undefined);
}

async function axe(page: Page) {
  const scan = await new AxeBuilder({ page }).include('[data-remote="mfe_encounter_cdi"]').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('CDI encounter detail', () => {
  let encounter: EncounterRow;
  let page: Page;

  test.beforeEach(async ({ browser, baseURL }) => {
    const context = await signIn(browser, baseURL, 'cdi');
    page = await context.newPage();
    encounter = await openEncounter(page.request, slotOf(test.info().title));
  });

  test.afterEach(async () => {
    await release(page, encounter.id);
    await page.context().close();
  });

  test('shows the patient panel, locks, adds, edits, tags, removes and undoes a condition, with notes; axe clean', async () => {
    // A whole curation session with four axe scans: longer than one screen's default minute on a loaded 2-core CI.
    test.setTimeout(150_000);
    const detail = new CdiEncounterPage(page);
    await detail.open(encounter.id);
    const panel = detail.area.getByLabel('Patient', { exact: true });
    await expect(panel).toContainText('CDI Patient Review');
    await expect(panel.getByRole('heading', { name: `${encounter.patient.lastName}, ${encounter.patient.firstName}` })).toBeVisible();
    await axe(page);

    await detail.lock();
    await axe(page);

    // Add a condition: the ICD-10 search fills the code and, on create, the title.
    await detail.area.getByRole('button', { name: /Add Condition/ }).click();
    const form = detail.area.getByRole('form', { name: 'Add Condition' });
    await form.getByRole('combobox', { name: 'ICD-10 code' }).fill('E6601');
    await page.locator('.ant-select-dropdown').getByTitle(/^E66\.01 /).click();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(/obesity/i);
    await form.getByRole('textbox', { name: 'Title' }).fill('Morbid obesity, e2e');
    await form.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('BMI over 40');
    await form.getByRole('textbox', { name: 'Reason 1' }).fill('BMI 41 at last visit');
    await form.getByRole('button', { name: 'Add Condition' }).click();
    const card = detail.condition('Morbid obesity, e2e');
    await expect(card).toBeVisible();
    await axe(page);

    // Open it: content, reason, tag it Net New, comment on it.
    await card.getByRole('button', { name: /^Morbid obesity, e2e/, expanded: false }).click();
    await expect(card).toContainText('BMI over 40');
    await expect(card).toContainText('BMI 41 at last visit');
    await card.getByText('Net New', { exact: true }).click();
    await expect(card.getByRole('radio', { name: 'Net New' })).toBeChecked();
    await card.getByRole('textbox', { name: 'Write a comment: Morbid obesity, e2e' }).fill('Asked the practice for the chart');
    await card.getByRole('button', { name: 'Add Comment' }).click();
    await expect(card).toContainText('Asked the practice for the chart');

    // Edit: the title rule, then a real change.
    await card.getByRole('button', { name: 'Edit Morbid obesity, e2e' }).click();
    const edit = detail.area.getByRole('form', { name: 'Edit Morbid obesity, e2e' });
    await edit.getByRole('textbox', { name: 'Title' }).fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Each Entry Must Have a Title');
    await edit.getByRole('textbox', { name: 'Title' }).fill('Severe obesity, e2e');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(detail.condition('Severe obesity, e2e')).toBeVisible();

    // Remove, then Undo from 'Removed Conditions'. The card moves at once (optimistic); Undo waits for the API to have
    // taken the removal, as the card's spinner tells a person (a run here lost an Undo pressed inside that window).
    const isConditionSave = (r: { url: () => string; request: () => { method: () => string } }) =>
      new URL(r.url()).pathname === '/api/encounter/condition' && r.request().method() === 'PUT';
    const removal = page.waitForResponse(isConditionSave);
    await detail.area.getByRole('button', { name: 'Remove Severe obesity, e2e' }).click();
    await expect(detail.section('Removed Conditions')).toContainText('Severe obesity, e2e');
    expect((await removal).status()).toBe(200);
    const undo = page.waitForResponse(isConditionSave);
    await detail.section('Removed Conditions').getByRole('button', { name: 'Undo Severe obesity, e2e' }).click();
    expect((await undo).status()).toBe(200);
    await expect(detail.section('Potential Opportunities')).toContainText('Severe obesity, e2e');

    // An encounter note: 'Add Note' only with text.
    const notes = detail.area.getByPlaceholder('Encounter Notes: Only Viewable by CDI and Coder Users.');
    await expect(detail.area.getByRole('button', { name: 'Add Note' })).toHaveCount(0);
    await notes.fill('Chart requested from the practice');
    await detail.area.getByRole('button', { name: 'Add Note' }).click();
    await expect(detail.area.getByText('Chart requested from the practice')).toBeVisible();
    await axe(page);
  });

  test('a second user meets the lock: red with who and when, and the conflict modal on click', async ({ browser, baseURL }) => {
    const detail = new CdiEncounterPage(page);
    await detail.open(encounter.id);
    await detail.lock();
    const other = await signIn(browser, baseURL, 'cdiqa');
    const otherPage = await other.newPage();
    const theirs = new CdiEncounterPage(otherPage);
    await theirs.open(encounter.id);
    await expect(theirs.area.getByRole('status')).toContainText('Locked by cdi on');
    await theirs.lockButton().click();
    const dialog = otherPage.getByRole('dialog', { name: 'Encounter Lock Conflict' });
    await expect(dialog).toContainText('another user has acquired a lock on this encounter.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await other.close();
  });

  test('moves the review to each target and back, releasing the lock and going home', async ({ browser, baseURL }) => {
    // Four moves, each a lock, a move and a trip home, by two users.
    test.setTimeout(150_000);
    const detail = new CdiEncounterPage(page);
    const reviewOf = async (p: Page) => {
      const after = (await (await p.request.get(`/api/encounter/detail/${encounter.id}`)).json()) as { encounter: { review: { reviewCode: string }; lock: unknown } };
      return { code: after.encounter.review.reviewCode, locked: after.encounter.lock !== null };
    };
    // To the physician and back to Open (both on the CDI toolbar).
    await detail.open(encounter.id);
    await detail.lock();
    await detail.area.getByRole('button', { name: 'Mark Ready for Physician' }).click();
    await expect(page).toHaveURL(/\/auth\/home$/);
    expect(await reviewOf(page)).toEqual({ code: 'READY_FOR_PHYSICIAN', locked: false });
    await detail.open(encounter.id);
    await detail.lock();
    await detail.area.getByRole('button', { name: 'Mark Open' }).click();
    await expect(page).toHaveURL(/\/auth\/home$/);
    expect(await reviewOf(page)).toEqual({ code: 'OPEN', locked: false });
    // To CDI QA; only the CDI QA manager brings it back (spec 2 §2.1).
    await detail.open(encounter.id);
    await detail.lock();
    await detail.area.getByRole('button', { name: 'Mark Ready for CDI QA' }).click();
    await expect(page).toHaveURL(/\/auth\/home$/);
    expect(await reviewOf(page)).toEqual({ code: 'READY_FOR_CDI_QA', locked: false });
    const qa = await signIn(browser, baseURL, 'cdiqa');
    const qaPage = await qa.newPage();
    const qaDetail = new CdiEncounterPage(qaPage);
    await qaDetail.open(encounter.id);
    await qaDetail.lock();
    await qaDetail.area.getByRole('button', { name: 'Mark Open' }).click();
    await expect(qaPage).toHaveURL(/\/auth\/home$/);
    expect(await reviewOf(qaPage)).toEqual({ code: 'OPEN', locked: false });
    await qa.close();
  });

  test('keeps unsaved edits through a reload (draft recovery) and guards leaving with them', async () => {
    const detail = new CdiEncounterPage(page);
    await detail.open(encounter.id);
    await detail.lock();
    await detail.area.getByRole('button', { name: /Add Condition/ }).click();
    const form = detail.area.getByRole('form', { name: 'Add Condition' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Draft condition, e2e');
    // The guard: leaving asks first (spec 2 §5).
    await page.getByRole('link', { name: 'Patients' }).click();
    const guard = page.getByRole('dialog').filter({ hasText: 'There are unsaved changes to one or more conditions. Continue without saving?' });
    await expect(guard).toBeVisible();
    await guard.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/encounter/detail/${encounter.id}$`));
    // A reload loses nothing: the draft is offered back.
    page.on('dialog', (d) => void d.accept());
    await page.reload();
    await expect(detail.area.getByText(/^You have unsaved changes from .* for this condition\.$/)).toBeVisible({ timeout: 20_000 });
    await detail.area.getByRole('button', { name: 'Restore' }).click();
    await expect(detail.area.getByRole('form', { name: 'Add Condition' }).getByRole('textbox', { name: 'Title' })).toHaveValue('Draft condition, e2e');
  });

  test('curates one condition with the keyboard only', async () => {
    const detail = new CdiEncounterPage(page);
    await detail.open(encounter.id);
    await detail.lockButton().focus();
    await page.keyboard.press('Enter');
    await expect(detail.unlockButton()).toBeVisible();
    const add = detail.area.getByRole('button', { name: /Add Condition/ });
    await add.focus();
    await page.keyboard.press('Enter');
    const title = detail.area.getByRole('form', { name: 'Add Condition' }).getByRole('textbox', { name: 'Title' });
    await title.focus();
    await page.keyboard.type('Keyboard condition, e2e');
    await page.keyboard.press('Tab');
    // Type radios: arrow keys choose Known.
    await detail.area.getByRole('form', { name: 'Add Condition' }).getByRole('radio', { name: 'Potential' }).focus();
    await page.keyboard.press('ArrowRight');
    await detail.area.getByRole('form', { name: 'Add Condition' }).getByRole('button', { name: 'Add Condition' }).focus();
    await page.keyboard.press('Enter');
    await expect(detail.section('Known Conditions')).toContainText('Keyboard condition, e2e');
  });

  test('copies CDI curation from a previous encounter after the WARNING, then resets the copy', async () => {
    test.setTimeout(120_000);
    // This test needs an encounter with a finished earlier one (the copy rule of spec 2 §4.6); it looks from the end of
    // the open list, away from the slots the other tests take from its start.
    const rows = (await (await page.request.get('/api/encounter?view=OPEN&limit=200&sort=start%20asc')).json()) as EncounterRow[];
    type Detail = { encounter: { start: string; copiedFromId: number | null }; previous: { id: number; start: string; status: string; review: { reviewCode: string } | null }[] };
    let target: { id: number; detail: Detail; source: Detail['previous'][number] } | undefined;
    for (const row of rows.filter((r) => !r.lock && r.review?.reviewCode === 'OPEN').reverse()) {
      const detail = (await (await page.request.get(`/api/encounter/detail/${row.id}`)).json()) as Detail;
      const source = detail.previous.find((p) => p.status !== 'CANCELLED' && p.review?.reviewCode === 'COMPLETED');
      if (source && detail.encounter.copiedFromId === null && claimEncounter(row.id)) {
        target = { id: row.id, detail, source };
        break;
      }
    }
    if (!target) throw new Error('the demo seed has no open encounter with a completed earlier one');
    await release(page, encounter.id);
    encounter = { ...encounter, id: target.id };
    const copiedFrom = async () => ((await (await page.request.get(`/api/encounter/detail/${target.id}`)).json()) as Detail).encounter.copiedFromId;
    const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');

    const detail = new CdiEncounterPage(page);
    await detail.open(target.id);
    const previous = detail.area.getByRole('region', { name: 'Previous Encounters' }).or(detail.area.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Previous Encounters' }) }));
    // Unlocked, the copy is refused with the rule's message.
    await previous.getByRole('button', { name: `Copy Encounter ${day(target.source.start)}` }).click();
    await expect(detail.area.getByRole('alert')).toContainText('Current encounter must be locked for CDI to execute encounter copy.');

    await detail.lock();
    await previous.getByRole('button', { name: `Copy Encounter ${day(target.source.start)}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Copy Encounter' });
    await expect(confirm).toContainText(
      `WARNING! This action will copy CDI curation from the ${day(target.source.start)} encounter to this ${day(target.detail.encounter.start)} encounter. Are you sure you want to continue?`,
    );
    await confirm.getByRole('button', { name: 'Copy Encounter' }).click();
    const reset = detail.area.getByRole('button', { name: 'Reset Copied Encounter' });
    await expect(reset).toBeVisible();
    expect(await copiedFrom()).toBe(target.source.id);
    await axe(page);

    await reset.click();
    const confirmReset = page.getByRole('dialog', { name: 'Reset Copied Encounter' });
    await expect(confirmReset).toContainText('This will reset the copied CDI curation of this encounter. Are you sure you want to continue?');
    await confirmReset.getByRole('button', { name: 'Reset Copied Encounter' }).click();
    await expect(reset).toHaveCount(0);
    expect(await copiedFrom()).toBeNull();
  });

  test('prints the CDI encounter PDF full screen', async () => {
    const detail = new CdiEncounterPage(page);
    await detail.open(encounter.id);
    const pdf = page.waitForResponse((res) => res.url().endsWith(`/api/pdf/cdi/encounter/${encounter.id}`));
    await detail.area.getByRole('button', { name: 'Print the encounter' }).click();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await expect(page.getByTitle('Encounter report')).toBeVisible();
  });
});

test.describe('CDI QA and restricted users', () => {
  test("plain CDI sees 'This encounter review is flagged for CDI QA review' and no lock or toolbar", async ({ browser, baseURL }) => {
    const context = await signIn(browser, baseURL, 'cdi');
    const page = await context.newPage();
    const res = await page.request.get('/api/encounter?view=READY_FOR_CDI_QA&limit=50');
    const row = ((await res.json()) as EncounterRow[]).find((r) => !r.lock);
    expect(row).toBeDefined();
    const detail = new CdiEncounterPage(page);
    await detail.open(row?.id ?? 0);
    await expect(detail.area.getByText('This encounter review is flagged for CDI QA review')).toBeVisible();
    await expect(detail.lockButton()).toHaveCount(0);
    await expect(detail.area.getByRole('toolbar', { name: 'Review' })).toHaveCount(0);
    await axe(page);
    await context.close();
  });

  test('the restricted user works on /api/restricted/ paths within their regions', async ({ browser, baseURL }) => {
    const context = await signIn(browser, baseURL, 'cdirestricted');
    const page = await context.newPage();
    const encounter = await openEncounter(page.request, 0, true);
    const paths: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) paths.push(new URL(r.url()).pathname);
    });
    const detail = new CdiEncounterPage(page);
    await detail.open(encounter.id);
    await detail.lock();
    expect(paths).toContain(`/api/restricted/encounter/detail/${encounter.id}`);
    expect(paths).toContain(`/api/restricted/encounter/lock/${encounter.id}`);
    expect(paths.filter((p) => /^\/api\/encounter\//.test(p))).toEqual([]);
    await page.request.put(`/api/restricted/encounter/unlock/${encounter.id}`, asPlatformPage());
    await context.close();
  });
});
