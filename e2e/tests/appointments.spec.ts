import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '../support/test';
import { signInAs } from '../pages/login.page';
import type { DemoUser } from '../support/accounts';

// The appointments list (spec 1 §2.8, §9) against the demo seed.

/** The appointments search (it alone asks for encounter statuses; the home worklist may still be answering). */
const isEncounterSearch = (res: Response) =>
  /\/api\/(restricted\/)?encounter\?/.test(res.url()) && res.url().includes('encounterStatus') && res.request().method() === 'GET';
const violations = (scan: { violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }) =>
  scan.violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
const EMPTY = 'No upcoming appointment scheduled.';

async function openAppointments(page: Page, user: DemoUser) {
  await signInAs(page, user);
  const search = page.waitForResponse(isEncounterSearch);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Appointments' }).click();
  const area = page.locator('[data-remote="mfe_worklist"]');
  await expect(area.getByRole('heading', { name: 'Appointments' })).toBeVisible({ timeout: 20_000 });
  const query = new URL((await search).url()).searchParams;
  const table = area.getByRole('region', { name: 'Appointments' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  return { area, table, rows: table.locator('tbody tr[data-row-key]'), query };
}

/** Runs `action` and waits for the search it causes to be shown; answers its query. */
async function searchAfter(page: Page, action: () => Promise<void>): Promise<URLSearchParams> {
  const search = page.waitForResponse(isEncounterSearch);
  await action();
  const query = new URL((await search).url()).searchParams;
  await expect(page.locator('[data-remote="mfe_worklist"]').getByRole('region', { name: 'Appointments' })).toHaveAttribute('aria-busy', 'false');
  return query;
}

test('filters narrow the appointments, Clear Filters empties them and searches again, no match shows the empty text', async ({ page }) => {
  const { area, table, rows, query } = await openAppointments(page, 'cdi');
  expect(query.get('sort')).toBe('start desc');
  expect(query.get('limit')).toBe('51');
  await expect(table.getByRole('columnheader')).toHaveText(['Time', 'Type', 'Name', 'DOB', 'MRN(s)', 'Practitioner']);
  await expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', '51');

  await area.getByRole('button', { name: 'Show filters' }).click();
  const filters = area.getByRole('region', { name: 'Filters' });
  for (const label of ['Patient MRN', 'First Name', 'Last Name', 'Date of Birth', 'Appointment Date']) {
    await expect(filters.getByPlaceholder(label)).toBeVisible();
  }
  const lastName = (await rows.first().getByRole('cell').nth(2).innerText()).split(',')[0]?.trim() ?? '';
  const lastNameBox = filters.getByRole('textbox', { name: 'Last Name' });
  await lastNameBox.fill(lastName);
  const narrowed = await searchAfter(page, () => lastNameBox.press('Enter'));
  expect(narrowed.get('lastName')).toBe(`${lastName}%`);
  expect(await rows.count()).toBeGreaterThan(0);
  for (const name of await rows.evaluateAll((trs) => trs.map((tr) => tr.children[2]?.textContent ?? ''))) {
    expect(name.toLowerCase().startsWith(lastName.toLowerCase())).toBe(true);
  }

  await filters.getByRole('combobox', { name: 'Practitioner' }).click();
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle('All', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  const cleared = await searchAfter(page, () => filters.getByRole('button', { name: 'Clear Filters' }).click());
  expect(cleared.has('lastName')).toBe(false);
  await expect(lastNameBox).toHaveValue('');
  await expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', '51');

  const mrnBox = filters.getByRole('textbox', { name: 'Patient MRN' });
  await mrnBox.fill('NO-SUCH-MRN');
  await searchAfter(page, () => mrnBox.press('Enter'));
  await expect(table.getByText(EMPTY)).toBeVisible();

  const scan = await new AxeBuilder({ page }).include('[data-remote="mfe_worklist"]').analyze();
  expect(violations(scan)).toEqual([]);

  // The filter is the user's: it is back, panel open, on the next visit.
  await page.reload();
  await expect(area.getByRole('textbox', { name: 'Patient MRN' })).toHaveValue('NO-SUCH-MRN', { timeout: 20_000 });
  await searchAfter(page, () => area.getByRole('button', { name: 'Clear Filters' }).click());
});

test("only the coder gets 'Search By Encounter:' and Go opens that encounter", async ({ page }) => {
  const { area, rows } = await openAppointments(page, 'coder');
  const id = await rows.first().getAttribute('data-row-key');
  await area.getByLabel('Search By Encounter:').fill(String(id));
  await area.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/encounter/detail/${id}$`));
});

test('a CDI user has no encounter search; a row opens the encounter', async ({ page }) => {
  const { area, rows } = await openAppointments(page, 'cdiqa');
  await expect(area.getByText('Search By Encounter:')).toHaveCount(0);
  const id = await rows.first().getAttribute('data-row-key');
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/auth/encounter/detail/${id}$`));
});

test('at 375 px the filters and each appointment use a compact two-column layout', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { area, table, rows } = await openAppointments(page, 'clinicaladmin');
  await expect(table.locator('thead')).toBeHidden();
  const columns = await rows.first().evaluate((row) => getComputedStyle(row).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(2);
  await expect(rows.first().getByRole('cell').first()).toHaveAttribute('data-label', 'Time');
  await area.getByRole('button', { name: 'Show filters' }).click();
  const grid = await area.getByRole('region', { name: 'Filters' }).locator('.ant-flex').first().evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(grid).toBe(2);
  // The list and its filters fit the screen.
  expect(await table.locator('table').evaluate((t) => t.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  expect(await area.getByRole('region', { name: 'Filters' }).evaluate((f) => f.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  const scan = await new AxeBuilder({ page }).include('[data-remote="mfe_worklist"]').analyze();
  expect(violations(scan)).toEqual([]);
});

// coderqa is used by no other suite, so its saved filter and user properties are this file's alone; the tests in a
// file run one after another.
test("Load More pages to the maximum, then 'To View Additional Records, Please Refine Your Search'", async ({ page }) => {
  const { area, table, query } = await openAppointments(page, 'coderqa');
  // The demo seed books more than the ten pages of 50 the list may show.
  const beyond = new URLSearchParams(query);
  beyond.set('offset', '500');
  beyond.set('limit', '1');
  const extra = await page.request.get(`/api/encounter?${beyond.toString()}`);
  expect(((await extra.json()) as unknown[]).length).toBe(1);

  const loadMore = area.getByRole('button', { name: 'Load More Records' });
  for (let pages = 1; pages < 10; pages += 1) {
    await expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', String(pages * 50 + 1));
    // From the keyboard, as in worklist.spec.ts: the button may move while the rows near it are measured.
    const next = await searchAfter(page, () => loadMore.press('Enter'));
    expect(next.get('offset')).toBe(String(pages * 50));
    expect(next.get('limit')).toBe('51');
  }
  await expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
  await expect(area.getByText('To View Additional Records, Please Refine Your Search')).toBeVisible();
  await expect(loadMore).toHaveCount(0);
});

test("a user's offshore filter is applied to the appointments automatically (onOffShore)", async ({ page }) => {
  const { rows, query } = await openAppointments(page, 'coderqa');
  expect(query.has('onOffShore')).toBe(false);
  const me = (await (await page.request.get('/api/user/current')).json()) as { userId: number };
  const setOffshore = (value: string | null) =>
    page.request.put(`/api/user/${me.userId}/update`, { data: { userProperties: [{ propertyKey: 'USER_OFFSHORE_FILTER', propertyValue: value }] } });
  expect((await setOffshore('OFFSHORE')).ok()).toBe(true);
  try {
    const search = page.waitForResponse(isEncounterSearch);
    await page.reload();
    const offshore = new URL((await search).url()).searchParams;
    expect(offshore.get('onOffShore')).toBe('OFFSHORE');
    // The rows shown are the API's answer to that query, and fewer than the whole list.
    const answer = (await (await page.request.get(`/api/encounter?${offshore.toString()}`)).json()) as Array<{ id: number }>;
    expect(answer.length).toBeGreaterThan(0);
    await expect(rows.first()).toHaveAttribute('data-row-key', String(answer[0]?.id));
    const all = new URLSearchParams(offshore);
    all.delete('onOffShore');
    all.set('limit', '500');
    const offshoreAll = new URLSearchParams(offshore);
    offshoreAll.set('limit', '500');
    const count = async (params: URLSearchParams) => ((await (await page.request.get(`/api/encounter?${params.toString()}`)).json()) as unknown[]).length;
    expect(await count(offshoreAll)).toBeLessThan(await count(all));
  } finally {
    expect((await setOffshore(null)).ok()).toBe(true);
  }
});
