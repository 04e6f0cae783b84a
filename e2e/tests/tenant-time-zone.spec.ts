import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { contextOf, signedInAs } from '../support/api-sign-in';
import { asPlatformPage } from '../support/platform-origin';
import { firstDayListQuery } from '../pages/daily-list.page';
import { PatientListPage, type ApiPatientRow } from '../pages/patient-list.page';

// Issue 17, end to end: the server runs in UTC, the tenant `aloha` in Honolulu (UTC-10, no daylight saving), the
// browser in a third zone. Every day and clock the screens show must be Honolulu's. Expected values are computed here
// with Intl in Honolulu's zone, never from this machine's or the browser's clock, so the assertions hold at any hour.

const TENANT_ZONE = 'Pacific/Honolulu';
/** The seeded daily-list slots of the tenant's first practitioner (Leilani Kahale), on the tenant's clock. */
const SEEDED_SLOTS = ['8:00 AM', '8:30 AM', '9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM'];
/** Row backgrounds of today's list (mfe-worklist DAILY_ROW_COLOURS), as the browser computes them. */
const COLOURS = { past: 'rgb(240, 240, 240)', current: 'rgb(230, 244, 255)', future: 'rgb(255, 255, 255)' } as const;
type Timing = keyof typeof COLOURS;

interface Clock {
  year: number;
  month: number;
  day: number;
  /** Minutes since the clock's midnight, with seconds as a fraction. */
  minutes: number;
}

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TENANT_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** What a clock on a wall in Honolulu shows at `at`. */
function tenantClock(at: Date = new Date()): Clock {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(clockFormat.formatToParts(at).find((p) => p.type === type)?.value ?? NaN);
  return { year: part('year'), month: part('month'), day: part('day'), minutes: (part('hour') % 24) * 60 + part('minute') + part('second') / 60 };
}

/** A calendar day (no zone: year, month, day), `days` after the tenant's day of `clock`. */
function tenantDay(clock: Clock, days = 0): { iso: string; mdy: string } {
  // Calendar arithmetic on a date with no zone of its own: UTC fields of a UTC date.
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  return { iso: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, mdy: `${m}/${d}/${y}` };
}

/** 'h:mm AM' as minutes since midnight. */
function minutesOf(text: string): number {
  const match = /(\d{1,2}):(\d{2}) (AM|PM)/.exec(text);
  if (!match) throw new Error(`no time in '${text}'`);
  return ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + Number(match[2]);
}

/** The 30-minute rule (spec 1 §9) for a row of the tenant's today, both read on the tenant's clock. */
function timingOf(rowMinutes: number, now: Clock): Timing {
  const delta = rowMinutes - now.minutes;
  return delta < -30 ? 'past' : delta > 30 ? 'future' : 'current';
}

function dailyList(page: Page) {
  const area = page.locator('[data-remote="mfe_worklist"]');
  const table = area.getByRole('region', { name: 'Patients' });
  return { area, table, rows: table.locator('tbody tr[data-row-key]') };
}

async function settled(table: Locator): Promise<void> {
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
}

const violations = (scan: { violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }) =>
  scan.violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/**
 * Schedules proposed encounters of the tenant with `practitionerId` at each of `starts` (as the CDI user, through the
 * API): the rows that make the colouring checkable at any hour. Answers the encounter ids.
 */
async function scheduleAt(request: APIRequestContext, practitionerId: number, starts: readonly Date[]): Promise<number[]> {
  const patients = await json<ApiPatientRow[]>(request, '/api/patient/enhanced_search?limit=500');
  const proposed = patients.flatMap((p) => (p.proposedEncounter ? [p.proposedEncounter.encounterId] : []));
  expect(proposed.length, 'the aloha seed has proposed encounters to schedule').toBeGreaterThanOrEqual(starts.length);
  const ids: number[] = [];
  for (const [index, start] of starts.entries()) {
    const id = proposed[index] ?? 0;
    const res = await request.put(`/api/appointment/schedule/${id}/${practitionerId}/${start.getTime()}`, asPlatformPage());
    expect(res.status(), `scheduling encounter ${id} at ${start.toISOString()}`).toBe(200);
    ids.push(id);
  }
  return ids;
}

test.describe('the Honolulu tenant seen from a browser in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test.describe('its physician', () => {
    signedInAs('alohaphysician');

    test('sees the daily list of the tenant’s today on the tenant’s clock, coloured by the 30-minute rule on it; axe', async ({ page, browser, baseURL }) => {
      // Rows just before, at and after now (on the 5-minute grid the API asks for), where they fall on the tenant's today:
      // whatever the hour of the run, the list then has a current row, and past and future ones where the day allows.
      const mine = await json<Array<{ id: number }>>(page.request, '/api/user/practitioner');
      const practitionerId = mine[0]?.id ?? 0;
      const grid = Math.floor(Date.now() / 300_000) * 300_000;
      const today = tenantDay(tenantClock());
      const starts = [grid - 45 * 60_000, grid, grid + 45 * 60_000].map((ms) => new Date(ms)).filter((d) => tenantDay(tenantClock(d)).iso === today.iso);
      const cdi = await contextOf(browser, baseURL, 'alohacdi');
      const fixtures = await scheduleAt(cdi.request, practitionerId, starts);
      await cdi.close();

      const search = firstDayListQuery(page);
      await page.goto('/auth/home');
      const { area, table, rows } = dailyList(page);
      await expect(area.getByRole('heading', { name: "Today's Patients" })).toBeVisible({ timeout: 30_000 });
      // The day asked for is the tenant's today (Berlin's day is a day ahead from noon UTC on).
      const asked = (await search).get('start');
      expect([today.iso, tenantDay(tenantClock()).iso]).toContain(asked);
      await settled(table);
      await expect(area.getByText('Patients of Kahale, Leilani')).toBeVisible();
      // Berlin's clock is 11 or 12 hours ahead of Honolulu's: the header says whose clock the times are on.
      await expect(table.getByRole('columnheader', { name: 'Time (HST)' })).toBeVisible();

      const times = (await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''))).map((t) => t.replace('Now', '').trim());
      // The seeded 8:00 to 12:30 slots show as they were seeded, on the tenant's clock (in Berlin they are 7 PM onwards).
      expect(times).toEqual(expect.arrayContaining(SEEDED_SLOTS));
      for (const id of fixtures) await expect(table.locator(`tr[data-row-key="${id}"]`)).toBeVisible();

      const seen = new Set<Timing>();
      for (const row of await rows.all()) {
        const now = tenantClock();
        // The rows are of the list's day; the tenant's midnight may have passed since it loaded (a run at 10:00 UTC):
        // a row's time then lies a day further back from now.
        const daysSinceList = (Date.parse(tenantDay(now).iso) - Date.parse(asked ?? today.iso)) / 86_400_000;
        const minutes = minutesOf(await row.getByRole('cell').first().innerText()) - daysSinceList * 24 * 60;
        // A row within a minute of a boundary may turn while the test reads it.
        if (Math.abs(Math.abs(minutes - now.minutes) - 30) < 1) continue;
        const timing = timingOf(minutes, now);
        seen.add(timing);
        await expect(row).toHaveAttribute('data-timing', timing);
        await expect(row.getByRole('cell').first()).toHaveCSS('background-color', COLOURS[timing]);
      }
      // The fixture at now is always on today and within 5 minutes of now: a current row, with its 'Now' tag.
      expect(seen.has('current')).toBe(true);
      await expect(table.locator('tr[data-timing="current"]').first().getByText('Now', { exact: true })).toBeVisible();

      const scan = await new AxeBuilder({ page }).include('[data-remote="mfe_worklist"]').analyze();
      expect(violations(scan)).toEqual([]);
    });
  });

  test.describe('its CDI user', () => {
    signedInAs('alohacdi');

    test('schedules from the tenant’s today on: the date defaults to it at 12:00 AM, the day before it is invalid', async ({ page }) => {
      await scheduleModalRule(page, 0);
    });
  });

  test.describe('its CDI QA manager', () => {
    signedInAs('alohacdiqa');

    test('gets the huddle of the tenant’s day, from its midnight', async ({ page }) => {
      await page.goto('/auth/report');
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible({ timeout: 30_000 });
      const before = tenantDay(tenantClock()).mdy;
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/report/huddle' && r.request().method() === 'GET'),
        page.getByRole('button', { name: 'Show Huddle' }).click(),
      ]);
      const after = tenantDay(tenantClock()).mdy;
      expect(response.status()).toBe(200);
      const startDt = new URL(response.url()).searchParams.get('startDt') ?? '';
      // The tenant's day (a run at Honolulu's midnight may see either side of it), from 00:00:00 on its clock.
      expect([`${before} 00:00:00`, `${after} 00:00:00`]).toContain(startDt);
      await expect(page.getByText(`Start of day: ${startDt}`)).toBeVisible();
      await expect(page.locator('iframe[title^="Huddle PDF: All appointments"]')).toBeVisible();
    });
  });
});

// Kiritimati is UTC+14, exactly a day ahead of Honolulu: its clock shows the same time on the next day, always. The day
// rules are checked here too, since from Berlin they are told apart from the browser's only half of the day.
test.describe('the Honolulu tenant seen from a browser a calendar day ahead (Pacific/Kiritimati)', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test.describe('its physician', () => {
    signedInAs('alohaphysician');

    test('opens on the tenant’s today and steps to the tenant’s yesterday', async ({ page }) => {
      const today = tenantDay(tenantClock());
      const search = firstDayListQuery(page);
      await page.goto('/auth/home');
      const { area, table, rows } = dailyList(page);
      await expect(area.getByRole('heading', { name: "Today's Patients" })).toBeVisible({ timeout: 30_000 });
      expect((await search).get('start')).toBe(today.iso);
      await settled(table);
      // Same hour and minute as Honolulu, another day: the times could be misread, so the header names the zone.
      await expect(table.getByRole('columnheader', { name: 'Time (HST)' })).toBeVisible();
      const times = await rows.evaluateAll((trs) => trs.map((tr) => (tr.querySelector('td')?.textContent ?? '').replace('Now', '').trim()));
      expect(times).toEqual(expect.arrayContaining(SEEDED_SLOTS));

      await area.getByRole('button', { name: 'Previous day' }).click();
      await expect(page).toHaveURL(new RegExp(`/auth/home/${tenantDay(tenantClock(), -1).iso}$`));
      await expect(area.getByRole('heading', { name: "Yesterday's Patients" })).toBeVisible();
      await settled(table);
      // Yesterday's list is not timed: no row is past, current or future.
      await expect(table.locator('tr[data-timing]')).toHaveCount(0);
    });
  });

  test.describe('its CDI user', () => {
    signedInAs('alohacdi');

    test('schedules from the tenant’s today on, though the browser’s today is the next day', async ({ page }) => {
      await scheduleModalRule(page, 1);
    });
  });
});

/** The schedule modal's date rule (spec 2 §4.7 "today or later", its 12:00 AM default), on the tenant's calendar. */
async function scheduleModalRule(page: Page, proposedIndex: number): Promise<void> {
  const list = new PatientListPage(page);
  await page.goto('/auth/home');
  await list.openFromNavigation();
  const all = await json<ApiPatientRow[]>(page.request, '/api/patient/enhanced_search?limit=500');
  // Another patient in each zone's run: a kept filter of the same name would start no new search.
  const patient = all.filter((p) => p.proposedEncounter)[proposedIndex];
  if (!patient) throw new Error('the aloha seed has no proposed encounter');
  const name = `${patient.lastName}, ${patient.firstName}`;
  // The panel opens by itself when a filter was kept from this helper's run in the other zone.
  if ((await list.filters().count()) === 0) await list.area.getByRole('button', { name: 'Show filters' }).click();
  await list.filterBy('Last, First / MRN / DOB', name);
  const row = list.rows().filter({ has: page.getByRole('cell', { name, exact: true }) }).first();

  const before = tenantClock();
  await row.getByRole('button', { name: `Schedule: proposed encounter of ${name}` }).click();
  const schedule = page.getByRole('dialog', { name: `Schedule Appointment for ${name}` });
  const date = schedule.getByRole('textbox', { name: 'Date' });
  // The default is the tenant's today (a run at its midnight may see either side), at 12:00 AM.
  expect([tenantDay(before).mdy, tenantDay(tenantClock()).mdy]).toContain(await date.inputValue());
  const today = tenantDay(before).mdy === (await date.inputValue()) ? before : tenantClock();
  // antd draws the chosen hour beside its combobox, not in it: '12' (minute '00') is the modal's only such text.
  await expect(schedule.getByText('12', { exact: true })).toBeVisible();
  await expect(schedule.getByRole('radio', { name: 'AM' })).toBeChecked();
  await expect(schedule.getByText('Invalid Date')).toBeHidden();

  await date.fill(tenantDay(today, -1).mdy);
  await expect(schedule.getByText('Invalid Date')).toBeVisible();
  await date.fill(tenantDay(today, 1).mdy);
  await expect(schedule.getByText('Invalid Date')).toBeHidden();
  await date.fill(tenantDay(today).mdy);
  await expect(schedule.getByText('Invalid Date')).toBeHidden();
  expect(violations(await new AxeBuilder({ page }).include('.ant-modal').analyze())).toEqual([]);
  await schedule.getByRole('button', { name: 'Cancel' }).click();
  await expect(schedule).toBeHidden();
}
