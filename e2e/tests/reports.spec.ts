import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import ExcelJS from 'exceljs';
import { signedInAs } from '../support/api-sign-in';

// Reports (spec 1 §2.10, §6, §7): the two tabs against the API's counts, the Excel worklists opened and compared with
// the worklist API, the huddle PDFs with their start-of-day timestamp, the empty-counts text, and who may see them.

interface DailyCounts {
  reviewCountOpen: number;
  reviewCountReadyForCdiQa: number;
  reviewCountReadyForPhysician: number;
  reviewCountReadyForCoder: number;
  reviewCountReadyForCoderQa: number;
  reviewCountCompleted: number;
}
interface DailyRow {
  date: string;
  preVisit: number;
  postVisit: number;
}

/** Review labels of the counts table (spec 1 §4) by the API's count field. */
const COUNT_ROWS: Array<[keyof DailyCounts, string]> = [
  ['reviewCountOpen', 'Open'],
  ['reviewCountReadyForCdiQa', 'Ready for CDI QA'],
  ['reviewCountReadyForPhysician', 'Ready for Physician'],
  ['reviewCountReadyForCoder', 'Ready for Coder'],
  ['reviewCountReadyForCoderQa', 'Ready for Coder QA'],
  ['reviewCountCompleted', 'Completed'],
];

/** The chart's own drawing: recharts also draws each legend entry's icon as an `svg.recharts-surface`. */
const CHART_SVG = '.recharts-wrapper > svg.recharts-surface';

async function apiJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** Every id of a worklist's WORKLIST view in its default order, page by page, as the signed-in user sees it. */
async function worklistIds(request: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = await apiJson<Array<{ id: number }>>(request, `/api/encounter?view=WORKLIST&sort=${encodeURIComponent('start asc')}&limit=200&offset=${offset}`);
    ids.push(...page.map((row) => row.id));
    if (page.length < 200) return ids;
  }
}

/** The cells of a table's body rows, as text. */
async function tableRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr:not(.ant-table-measure-row)');
  const out: string[][] = [];
  for (const row of await rows.all()) out.push((await row.locator('td').allInnerTexts()).map((t) => t.trim()));
  return out;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function openReports(page: Page): Promise<void> {
  await page.goto('/auth/report');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Downloads one workbook by its link and answers its first sheet's rows (header first). */
async function downloadWorkbook(page: Page, link: string, fileName: string): Promise<Array<Array<string | number>>> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: link }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${fileName} has no sheet`);
  const rows: Array<Array<string | number>> = [];
  sheet.eachRow((row) => rows.push((row.values as Array<string | number>).slice(1)));
  return rows;
}

test.describe('a CDI QA manager', () => {
  signedInAs('cdiqa');

  test('Worklist counts: the review counter, today and yesterday and the counts by code are the API’s; axe', async ({ page }) => {
    // The page's own answers (other suites move reviews meanwhile): the screen must show exactly what it was told.
    const countsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard/review/count');
    const byCodeAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/review/counts');
    await openReports(page);
    const counts = (await (await countsAnswer).json()) as { today: DailyCounts; yesterday: DailyCounts };
    const byCode = (await (await byCodeAnswer).json()) as Array<{ reviewCode: string; reviewCount: number }>;
    await expect(page.getByRole('tab', { name: 'Worklist counts', selected: true })).toBeVisible();

    // 'Reviewed' for a CDI type = Ready for Physician + Ready for CDI QA (spec 1 §2.10).
    const reviewed = counts.today.reviewCountReadyForPhysician + counts.today.reviewCountReadyForCdiQa;
    expect(reviewed, 'the demo seed has reviews worked today').toBeGreaterThan(0);
    const statistic = page.locator('.ant-statistic').filter({ hasText: 'Reviewed' });
    await expect(statistic.locator('.ant-statistic-content-value')).toHaveText(String(reviewed));
    const yesterday = counts.yesterday.reviewCountReadyForPhysician + counts.yesterday.reviewCountReadyForCdiQa;
    await expect(page.getByText(`Yesterday: ${yesterday}`)).toBeVisible();

    const todayTable = page.getByRole('region', { name: 'Reviews worked today and yesterday' });
    expect(await tableRows(todayTable)).toEqual(COUNT_ROWS.map(([field, label]) => [label, String(counts.today[field]), String(counts.yesterday[field])]));
    const codeTable = page.getByRole('region', { name: 'Worklist by review code' });
    await expect(codeTable.locator('tbody tr:not(.ant-table-measure-row)')).toHaveCount(byCode.length);
    expect((await tableRows(codeTable)).map((row) => row[1])).toEqual(byCode.map((c) => String(c.reviewCount)));
    // The chart is an image named for its table alternative, drawn by the chart library (its own svg, not a legend icon's).
    await expect(page.getByRole('img', { name: /Bar chart of reviews by review code/ }).locator(CHART_SVG)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Daily Productivity: pre-visit and post-visit per day are the API’s, per reviewer as a chart and a table; axe', async ({ page }) => {
    await openReports(page);
    const dailyAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard/review/daily');
    await page.getByRole('tab', { name: 'Daily Productivity' }).click();
    const answer = await dailyAnswer;
    expect(new URL(answer.url()).searchParams.get('days')).toBe('14');
    const daily = (await answer.json()) as DailyRow[];
    const panel = page.getByRole('tabpanel', { name: 'Daily Productivity' });
    await expect(panel.getByRole('heading', { name: 'Reviews per day' })).toBeVisible();
    const rows = await tableRows(panel.getByRole('region', { name: 'Reviews per day' }));
    expect(rows.map((r) => r.slice(1))).toEqual(daily.map((d) => [String(d.preVisit), String(d.postVisit), String(d.preVisit + d.postVisit)]));
    expect(daily.some((d) => d.preVisit + d.postVisit > 0), 'the demo seed has reviews in the last two weeks').toBe(true);
    await expect(panel.getByRole('heading', { name: 'Productivity per reviewer' })).toBeVisible();
    await expect(panel.getByRole('img', { name: /Stacked bar chart of reviews per day and reviewer/ }).locator(CHART_SVG)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the CDI worklist Excel file: its tooltip, then its rows are the worklist API’s', async ({ page }) => {
    await openReports(page);
    // The counts and the chart above the links arrive after the heading and push the links down: a pointer placed
    // before they arrive is no longer over the link, and no tooltip opens.
    await expect(page.getByRole('img', { name: /Bar chart of reviews by review code/ }).locator(CHART_SVG)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reviews worked today and yesterday' })).toBeVisible();
    const link = page.getByRole('button', { name: 'CDI worklist (Excel)' });
    await link.hover();
    await expect(page.getByRole('tooltip', { name: 'Download the CDI worklist as cdi-worklist.xlsx' })).toBeVisible();
    // Other suites move reviews meanwhile: the file must be the worklist as it was just before or just after.
    const before = await worklistIds(page.request);
    const rows = await downloadWorkbook(page, 'CDI worklist (Excel)', 'cdi-worklist.xlsx');
    const after = await worklistIds(page.request);
    expect(rows[0]?.[0]).toBe('Encounter ID');
    expect(before.length).toBeGreaterThan(0);
    expect([before, after]).toContainEqual(rows.slice(1).map((row) => Number(row[0])));
  });

  test('huddle PDFs, overall and by practitioner, organization and region, each framed with its start-of-day timestamp; axe', async ({ page }) => {
    await openReports(page);
    // The start of today (the demo tenant keeps the server's zone, as does this run); a run may cross midnight between
    // the click and the answer, so either side's day is right.
    const startOfToday = () => {
      const now = new Date();
      return `${now.getMonth() + 1}/${now.getDate()}/${now.getFullYear()} 00:00:00`;
    };
    const show = async (path: RegExp) => {
      const before = startOfToday();
      const [response] = await Promise.all([
        page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'GET'),
        page.getByRole('button', { name: 'Show Huddle' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      const startDt = new URL(response.url()).searchParams.get('startDt') ?? '';
      expect([before, startOfToday()]).toContain(startDt);
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(page.getByText(`Start of day: ${startDt}`)).toBeVisible();
    };

    await show(/^\/api\/report\/huddle$/);
    await expect(page.locator('iframe[title^="Huddle PDF: All appointments"]')).toBeVisible();
    await expectNoAxeViolations(page);

    for (const [scope, path] of [
      ['Practitioner', /^\/api\/report\/huddle\/practitioner\/\d+$/],
      ['Organization', /^\/api\/report\/huddle\/org\/\d+$/],
      ['Region', /^\/api\/report\/huddle\/region\/\d+$/],
    ] as const) {
      // Choosing the scope shows its own field. Under load a click can land while antd's dropdown is still opening
      // and miss: the choice is made again until the field shows.
      const target = page.getByRole('combobox', { name: scope });
      await expect(async () => {
        await page.getByLabel('Huddle for').click();
        await page.locator('.ant-select-dropdown:visible').getByTitle(scope, { exact: true }).click({ timeout: 5_000 });
        await expect(target).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Show Huddle' })).toBeDisabled();
      // By keyboard, as a user of the keyboard path would: pointer clicks into antd's animated dropdowns miss under load
      // (a click can land on the fading 'Huddle for' list, or toggle the new one shut).
      await target.focus();
      await target.press('ArrowDown');
      await expect(target).toHaveAttribute('aria-expanded', 'true');
      await target.press('Enter');
      await expect(page.getByRole('button', { name: 'Show Huddle' })).toBeEnabled();
      // antd shows the chosen option as the title of the combobox's own box.
      const name = (await target.locator('xpath=..').getAttribute('title')) ?? '';
      expect(name).not.toBe('');
      await show(path);
      await expect(page.locator(`iframe[title^="Huddle PDF: ${scope} ${name}"]`)).toBeVisible();
    }
  });

  test('the audit trail link opens the trail', async ({ page }) => {
    await openReports(page);
    await page.getByRole('button', { name: 'Audit Trail' }).click();
    await expect(page).toHaveURL(/\/auth\/report\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('a coder QA manager', () => {
  signedInAs('coderqa');

  test('the coder counter and the coder worklist Excel file against the worklist API', async ({ page }) => {
    const countsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard/review/count');
    await openReports(page);
    const counts = (await (await countsAnswer).json()) as { today: DailyCounts };
    // 'Reviewed' for a coder type = Completed + Ready for Coder QA (spec 1 §2.10).
    const reviewed = counts.today.reviewCountCompleted + counts.today.reviewCountReadyForCoderQa;
    await expect(page.locator('.ant-statistic').filter({ hasText: 'Reviewed' }).locator('.ant-statistic-content-value')).toHaveText(String(reviewed));
    const before = await worklistIds(page.request);
    const rows = await downloadWorkbook(page, 'Coder worklist (Excel)', 'coder-worklist.xlsx');
    const after = await worklistIds(page.request);
    expect(before.length).toBeGreaterThan(0);
    expect([before, after]).toContainEqual(rows.slice(1).map((row) => Number(row[0])));
  });
});

test.describe('a CDI user of a tenant without clinical data', () => {
  signedInAs('pilotcdi');

  test("says 'Sorry, no counts yet today'; axe", async ({ page }) => {
    await openReports(page);
    await expect(page.getByRole('status').filter({ hasText: 'Sorry, no counts yet today' })).toBeVisible();
    await expect(page.locator('.ant-statistic')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('a physician', () => {
  signedInAs('physician');

  test('has no Reports in the navigation and the API refuses the reports', async ({ page }) => {
    await page.goto('/auth/home');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' })).toHaveCount(0);
    for (const url of ['/api/review/counts', '/api/dashboard/review/count', '/api/report/worklist/client/cdi', '/api/audit']) {
      expect((await page.request.get(url)).status(), url).toBe(403);
    }
  });
});
