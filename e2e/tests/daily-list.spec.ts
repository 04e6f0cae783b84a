import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Response } from '../support/test';
import { firstDayListQuery } from '../pages/daily-list.page';
import { signInAs } from '../pages/login.page';

// The physician's and the clinical admin's daily lists (spec 1 §2.5, §2.6, §9) against the demo seed: the physician
// is linked to Priya Shah, who has appointments yesterday, today and tomorrow from 8:00 every 30 minutes.

const isEncounterSearch = (res: Response) => /\/api\/encounter\?/.test(res.url()) && res.request().method() === 'GET';
/** Row backgrounds of today's list (mfe-worklist DAILY_ROW_COLOURS), as the browser computes them. */
const COLOURS = { past: 'rgb(240, 240, 240)', current: 'rgb(230, 244, 255)', future: 'rgb(255, 255, 255)' } as const;

const violations = (scan: { violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }) =>
  scan.violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date;
};
const mdy = (date: Date) => `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;

function list(page: Page) {
  const area = page.locator('[data-remote="mfe_worklist"]');
  const table = area.getByRole('region', { name: 'Patients' });
  return { area, table, rows: table.locator('tbody tr[data-row-key]') };
}

async function settled(table: Locator): Promise<void> {
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
}

/** Today's time 'h:mm AM' as a Date. */
function todayAt(text: string): Date {
  const match = /(\d{1,2}):(\d{2}) (AM|PM)/.exec(text);
  if (!match) throw new Error(`no time in '${text}'`);
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  const date = new Date();
  date.setHours(hours, Number(match[2]), 0, 0);
  return date;
}

test('the physician sees their practitioner’s day, coloured past / current / future by the 30-minute rule', async ({ page }) => {
  const search = page.waitForResponse(isEncounterSearch);
  await signInAs(page, 'physician');
  const { area, table, rows } = list(page);
  await expect(area.getByRole('heading', { name: "Today's Patients" })).toBeVisible({ timeout: 20_000 });
  const query = new URL((await search).url()).searchParams;
  expect(query.get('start')).toBe(isoDay(new Date()));
  expect(query.get('practitionerId')).toMatch(/^\d+$/);
  expect(query.get('sort')).toBe('start asc');
  await settled(table);
  await expect(area.getByText('Patients of Shah, Priya')).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(8);

  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(8)).toHaveText('Shah, Priya');
    const start = todayAt(await row.getByRole('cell').first().innerText());
    const minutes = (start.getTime() - Date.now()) / 60_000;
    // A row within a minute of a boundary may turn while the test reads it.
    if (Math.abs(Math.abs(minutes) - 30) < 1) continue;
    const timing = minutes < -30 ? 'past' : minutes > 30 ? 'future' : 'current';
    await expect(row).toHaveAttribute('data-timing', timing);
    await expect(row.getByRole('cell').first()).toHaveCSS('background-color', COLOURS[timing]);
  }

  const scan = await new AxeBuilder({ page }).include('[data-remote="mfe_worklist"]').analyze();
  expect(violations(scan)).toEqual([]);

  const id = await rows.first().getAttribute('data-row-key');
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/auth/encounter/detail/${id}$`));
});

test('date navigation moves a day at a time from the keyboard, through the optional date of the route', async ({ page }) => {
  await signInAs(page, 'physician');
  const { area, table, rows } = list(page);
  await expect(area.getByRole('heading', { name: "Today's Patients" })).toBeVisible({ timeout: 20_000 });

  await area.getByRole('button', { name: 'Previous day' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/auth/home/${isoDay(dayFromToday(-1))}$`));
  await expect(area.getByRole('heading', { name: "Yesterday's Patients" })).toBeVisible();
  await settled(table);
  expect(await rows.count()).toBeGreaterThanOrEqual(8);
  await expect(table.locator('tr[data-timing]')).toHaveCount(0);

  await area.getByRole('button', { name: 'Next day' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/home$/);
  await expect(area.getByRole('heading', { name: "Today's Patients" })).toBeVisible();
  await area.getByRole('button', { name: 'Next day' }).press('Enter');
  await expect(area.getByRole('heading', { name: "Tomorrow's Patients" })).toBeVisible();

  await page.goto(`/auth/home/${isoDay(dayFromToday(-5))}`);
  await expect(area.getByRole('heading', { name: `Patients from ${mdy(dayFromToday(-5))}` })).toBeVisible({ timeout: 20_000 });
  await page.goto(`/auth/home/${isoDay(dayFromToday(5))}`);
  await expect(area.getByRole('heading', { name: `Patients on ${mdy(dayFromToday(5))}` })).toBeVisible({ timeout: 20_000 });
  await area.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/\/auth\/home$/);
});

test('the clinical admin switches the practitioner of the daily list', async ({ page }) => {
  await signInAs(page, 'clinicaladmin');
  const { area, table, rows } = list(page);
  await expect(area.getByRole('heading', { name: "Today's Patients" })).toBeVisible({ timeout: 20_000 });
  const practitioner = area.getByRole('combobox', { name: 'Practitioner' });
  await settled(table);
  const scan = await new AxeBuilder({ page }).include('[data-remote="mfe_worklist"]').analyze();
  expect(violations(scan)).toEqual([]);

  // The dropdown lists only what fits; type to find the practitioner, as a person would.
  await practitioner.click();
  await practitioner.fill('Shah');
  const search = page.waitForResponse(isEncounterSearch);
  // Saves are debounced: wait for the one that carries the choice.
  const saved = page.waitForResponse((res) => {
    if (!/\/api\/user\/\d+\/update$/.test(res.url()) || res.request().method() !== 'PUT') return false;
    const body = res.request().postDataJSON() as { worklistFilters?: { daily?: { practitionerId?: number | null } } };
    return typeof body.worklistFilters?.daily?.practitionerId === 'number';
  });
  await page.locator('.ant-select-dropdown:visible').getByTitle('Shah, Priya', { exact: true }).click();
  const query = new URL((await search).url()).searchParams;
  expect(query.get('practitionerId')).toMatch(/^\d+$/);
  await settled(table);
  expect(await rows.count()).toBeGreaterThanOrEqual(8);
  for (const row of await rows.all()) await expect(row.getByRole('cell').nth(8)).toHaveText('Shah, Priya');
  expect((await saved).status()).toBe(200);

  // The choice is the user's: it is still there on the next visit, the page drawn with it by the platform server.
  const again = firstDayListQuery(page);
  await page.reload();
  await expect(area.getByRole('heading', { name: "Today's Patients" })).toBeVisible({ timeout: 20_000 });
  expect((await again).get('practitionerId')).toBe(query.get('practitionerId'));
  await expect(area.getByText('Shah, Priya', { exact: true }).first()).toBeVisible();
  await settled(table);
  for (const row of await rows.all()) await expect(row.getByRole('cell').nth(8)).toHaveText('Shah, Priya');
  await resetSavedFilters(page);
});

/** Forgets the signed-in user's saved daily list (sort, practitioner), so other tests start from the default list. */
async function resetSavedFilters(page: Page): Promise<void> {
  const me = await page.request.get('/api/user/current');
  expect(me.status()).toBe(200);
  const { userId } = (await me.json()) as { userId: number };
  expect((await page.request.put(`/api/user/${userId}/update`, { data: { worklistFilters: null } })).status()).toBe(200);
}

test('header clicks sort the daily list on the server, Open HCCs desc first, and the sort is kept for the next visit', async ({ page }) => {
  const first = page.waitForResponse(isEncounterSearch);
  await signInAs(page, 'physician');
  await resetSavedFilters(page);
  const { area, table, rows } = list(page);
  await expect(area.getByRole('heading', { name: "Today's Patients" })).toBeVisible({ timeout: 20_000 });
  await first;
  await settled(table);
  const sortBy = async (column: string) => {
    const search = page.waitForResponse(isEncounterSearch);
    await table.getByRole('columnheader', { name: column }).click();
    const query = new URL((await search).url()).searchParams;
    await settled(table);
    return query;
  };
  /** The list shows exactly the API's answer to the query it sent, without the extra row. */
  const expectApiOrder = async (query: URLSearchParams) => {
    expect(query.get('offset')).toBe('0');
    const api = (await (await page.request.get(`/api/encounter?${query.toString()}`)).json()) as Array<{ id: number; openHccCount: number }>;
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-row-key'))));
    expect(shown).toEqual(api.slice(0, Number(query.get('limit')) - 1).map((row) => row.id));
    return api;
  };

  const desc = await sortBy('Open HCCs');
  expect(desc.get('sort')).toBe('openHccCount desc');
  await expect(table.getByRole('columnheader', { name: 'Open HCCs' })).toHaveAttribute('aria-sort', 'descending');
  const byCount = await expectApiOrder(desc);
  const counts = (await rows.locator('td:last-child').allInnerTexts()).map(Number);
  expect(counts).toEqual(byCount.slice(0, counts.length).map((row) => row.openHccCount));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(new Set(counts).size, 'the day holds different Open HCC counts').toBeGreaterThan(1);
  expect((await sortBy('Open HCCs')).get('sort')).toBe('openHccCount asc');

  // Saves are debounced: wait for the one that carries the new sort.
  const saved = page.waitForResponse((res) => {
    if (!/\/api\/user\/\d+\/update$/.test(res.url()) || res.request().method() !== 'PUT') return false;
    const body = res.request().postDataJSON() as { worklistFilters?: { daily?: { encounterSort?: string } } };
    return body.worklistFilters?.daily?.encounterSort === 'lastName asc';
  });
  const byName = await sortBy('Patient');
  expect(byName.get('sort')).toBe('lastName asc');
  await expectApiOrder(byName);
  expect((await saved).status()).toBe(200);

  // The next visit, in a fresh browser (no local copy), sorts the same way from the session user alone.
  const fresh = await page.context().browser()?.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] }, baseURL: new URL(page.url()).origin });
  if (!fresh) throw new Error('no browser');
  const next = await fresh.newPage();
  // The platform server draws the home with its rows, read in that order (or the browser asks for them).
  const again = firstDayListQuery(next);
  await next.goto('/auth/home');
  expect((await again).get('sort')).toBe('lastName asc');
  await expect(list(next).table.getByRole('columnheader', { name: 'Patient' })).toHaveAttribute('aria-sort', 'ascending');
  await fresh.close();
  await resetSavedFilters(page);
});

test('the patient snapshot shows the banner, the patient panel and the open conditions by HCC category', async ({ page }) => {
  await signInAs(page, 'physician');
  const mine = (await (await page.request.get('/api/user/practitioner')).json()) as Array<{ id: number }>;
  const rows = (await (await page.request.get(`/api/encounter?practitionerId=${mine[0]?.id}&start=${isoDay(new Date())}&limit=1`)).json()) as Array<{
    patient: { id: number; firstName: string; lastName: string };
  }>;
  const patient = rows[0]?.patient;
  expect(patient).toBeDefined();
  const snapshot = (await (await page.request.get(`/api/patient/${patient?.id}/snapshot`)).json()) as {
    conditions: Array<{ conditionStatus: string; hccCode: string | null; hccGroupTitle: string | null }>;
  };

  await page.goto(`/auth/patient/snapshot/${patient?.id}`);
  const area = page.locator('[data-remote="mfe_worklist"]');
  await expect(area.getByRole('heading', { name: 'Patient Snapshot', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(area.getByRole('heading', { name: `${patient?.lastName}, ${patient?.firstName}` })).toBeVisible();
  const clinical = area.getByRole('region', { name: 'Clinical Conditions' });
  const grouped = snapshot.conditions.find((c) => c.conditionStatus !== 'ACTIVITY' && c.hccCode && c.hccGroupTitle);
  if (grouped) await expect(clinical.getByRole('heading', { name: `HCC ${grouped.hccCode} ${grouped.hccGroupTitle}`, level: 3 })).toBeVisible();
  else await expect(clinical).toBeVisible();
  await expect(area.getByRole('region', { name: 'Activities' })).toBeVisible();
  const scan = await new AxeBuilder({ page }).include('[data-remote="mfe_worklist"]').analyze();
  expect(violations(scan)).toEqual([]);
});
