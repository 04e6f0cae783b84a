import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '../support/test';
import { LOAD_MORE, REFINE_SEARCH, WORKLIST_HEADINGS, WorklistPage, type ApiEncounterRow } from '../pages/worklist.page';
import { PASSWORD, type DemoUser } from '../support/accounts';
import { signInAs } from '../pages/login.page';
import { ShellPage } from '../pages/shell.page';
import { contextOf } from '../support/api-sign-in';

// The CDI and coder worklists (spec 1 §2.5, §2.6, §7, §9) against the demo seed: what each view shows is checked
// against the API's rows for the very query the list sent, and those rows against the view's definition.

// The review codes with a worklist badge (spec 1 §4; CODER_BYPASSED has none) and the label the badge is named by.
const REVIEW_LABELS: Record<string, string> = {
  OPEN: 'Open',
  READY_FOR_CDI_QA: 'Ready for CDI QA',
  READY_FOR_PHYSICIAN: 'Ready for Physician',
  READY_FOR_CODER: 'Ready for Coder',
  READY_FOR_CODER_QA: 'Ready for Coder QA',
  COMPLETED: 'Completed',
  REMOVED: 'Removed',
  LOCKED: 'Locked',
};

type Rule = (row: ApiEncounterRow) => boolean;
const code = (row: ApiEncounterRow) => row.review?.reviewCode ?? '';
const oneOf = (...codes: string[]): Rule => (row) => codes.includes(code(row));
const outstanding: Rule = (row) => row.review?.queryStatusCode === 'REVIEW_QUERY_OUTSTANDING';
const locked: Rule = (row) => row.lock?.statusCode === 'ACTIVE';
const planned: Rule = (row) => row.status === 'PLANNED';

/** Spec 1 §2.6, view by view: tab name, the view key sent, and what every row of it must be. */
const CDI_VIEWS: [string, string, Rule][] = [
  ['Worklist', 'WORKLIST', (r) => oneOf('OPEN', 'READY_FOR_CDI_QA')(r) && planned(r)],
  ['Open', 'OPEN', oneOf('OPEN')],
  ['CDI Review Request', 'CDI_REVIEW_REQUEST', outstanding],
  ['Ready for CDI QA', 'READY_FOR_CDI_QA', oneOf('READY_FOR_CDI_QA')],
  ['Ready for Physician', 'READY_FOR_PHYSICIAN', oneOf('READY_FOR_PHYSICIAN')],
  ['Locked', 'LOCKED', (r) => locked(r) && planned(r)],
  ['Cancelled', 'CANCELLED', (r) => r.status === 'CANCELLED' && oneOf('OPEN', 'READY_FOR_CDI_QA', 'READY_FOR_PHYSICIAN')(r)],
];
const CODER_VIEWS: [string, string, Rule][] = [
  ['Worklist', 'WORKLIST', oneOf('READY_FOR_CODER')],
  ['Coder Review Request', 'CODER_REVIEW_REQUEST', outstanding],
  ['Ready for Coder QA', 'READY_FOR_CODER_QA', oneOf('READY_FOR_CODER_QA')],
  ['Completed', 'COMPLETED', oneOf('COMPLETED')],
  ['Ready for Physician', 'READY_FOR_PHYSICIAN', oneOf('READY_FOR_PHYSICIAN')],
  ['Locked', 'LOCKED', (r) => locked(r) && oneOf('READY_FOR_PHYSICIAN', 'COMPLETED')(r)],
];

/** One API sign-in per user and worker, reused by every test of that user (storageState). */
const signedIn = new Map<DemoUser, Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>>();
async function stateOf(browser: Browser, baseURL: string | undefined, user: DemoUser) {
  const known = signedIn.get(user);
  if (known) return known;
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/sso/login', { data: { username: user, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const state = await context.storageState();
  await context.close();
  signedIn.set(user, state);
  return state;
}
const as = (user: DemoUser) =>
  test.use({ storageState: async ({ browser, baseURL }, provide) => provide(await stateOf(browser, baseURL, user)) });

/** Forgets the user's saved worklist filters on the server, so each test starts from the default list. */
async function resetSavedFilters(page: Page): Promise<void> {
  const me = await page.request.get('/api/user/current');
  expect(me.status()).toBe(200);
  const { userId } = (await me.json()) as { userId: number };
  const res = await page.request.put(`/api/user/${userId}/update`, { data: { worklistFilters: null } });
  expect(res.status()).toBe(200);
}

/** Each view shows exactly the API's first page for its query, and every one of those rows fits the view. */
async function expectViews(list: WorklistPage, views: [string, string, Rule][], first: URLSearchParams): Promise<void> {
  for (const [index, [tab, key, rule]] of views.entries()) {
    const query = index === 0 ? first : await list.chooseTab(tab);
    expect(query.get('view')).toBe(key);
    expect(query.get('patientStatus')).toBe('ACTIVE');
    const api = await list.apiRows(query);
    expect(api.length, `${tab} has rows in the demo seed`).toBeGreaterThan(0);
    expect(api.filter((row) => !rule(row)).map((row) => row.id), `${tab}: rows outside the view`).toEqual([]);
    expect(await list.shownIds(), tab).toEqual(api.map((row) => row.id));
    const badges = (await list.allRows()).map((row) => row.badge);
    expect(badges, `${tab}: badges`).toEqual(api.map((row) => (REVIEW_LABELS[code(row)] ? `Review ${REVIEW_LABELS[code(row)]}` : '')));
  }
}

test.describe('CDI worklist', () => {
  as('cdi');
  test.beforeEach(async ({ page }) => resetSavedFilters(page));

  test('each view shows only the encounters of its definition, with their review badges', async ({ page }) => {
    test.slow(); // one search per view or filter, each checked against the API
    const list = new WorklistPage(page);
    const first = await list.open(WORKLIST_HEADINGS.cdi);
    await expectViews(list, CDI_VIEWS, first);
  });

  test('filters narrow the rows to matching encounters and survive a reload', async ({ page }) => {
    test.slow(); // one search per view or filter, each checked against the API
    const list = new WorklistPage(page);
    await list.open(WORKLIST_HEADINGS.cdi);
    const all = await list.chooseTab('Open');
    const unfiltered = await list.apiRows(new URLSearchParams({ ...Object.fromEntries(all), limit: '500', offset: '0' }));
    // A row whose practitioner is active (only active ones are offered in the Practitioner filter).
    const sample = unfiltered.find((row) => row.practitioner?.statusCode === 'ACTIVE' && row.patient.patientRegion && row.patient.mrn);
    if (!sample?.practitioner || !sample.patient.mrn || !sample.patient.lastName || !sample.patient.patientRegion) throw new Error('no sample row');
    const mrn = sample.patient.mrn.split(';')[0] ?? '';
    const lastName = sample.patient.lastName;
    const practitioner = `${sample.practitioner.lastName}, ${sample.practitioner.firstName}`;
    const region = sample.patient.patientRegion;

    /** After a filter: the list equals the API for its query, is smaller than the view, and every row matches. */
    const expectNarrowed = async (query: URLSearchParams, key: string, matches: Rule) => {
      expect(query.has(key), key).toBe(true);
      const api = await list.apiRows(new URLSearchParams({ ...Object.fromEntries(query), limit: '500', offset: '0' }));
      expect(api.length, key).toBeGreaterThan(0);
      expect(api.length, key).toBeLessThan(unfiltered.length);
      expect(api.filter((row) => !matches(row)).map((row) => row.id), key).toEqual([]);
      expect(await list.shownIds()).toEqual(api.slice(0, 50).map((row) => row.id));
    };
    const clear = () => list.searchAfter(() => list.area.getByRole('button', { name: 'Clear Filters' }).click());

    await expectNarrowed(await list.typeFilter('MRN', mrn), 'mrn', (r) => (r.patient.mrn ?? '').split(';').includes(mrn));
    await clear();
    await expectNarrowed(await list.typeFilter('Last Name', lastName), 'lastName', (r) => (r.patient.lastName ?? '').startsWith(lastName));
    await clear();
    await expectNarrowed(await list.chooseOption('Practitioner', practitioner), 'practitionerId', (r) => r.practitioner?.id === sample.practitioner?.id);
    await clear();
    await expectNarrowed(await list.chooseOption('Region', region.replace(/_/g, ' ')), 'patientRegion', (r) => r.patient.patientRegion === region);
    await clear();
    const potential = await list.chooseOption('Potential Opportunities', '2 Potential Opportunities');
    expect(potential.get('potentialConditionCount')).toBe('2');
    await expectNarrowed(potential, 'potentialConditionCount', () => true);
    await clear();
    const nlp = await list.searchAfter(() => list.area.getByRole('switch', { name: 'NLP Encounters Only' }).click());
    await expectNarrowed(nlp, 'nlpConditionCount', () => true);

    // View, filters and sort are saved on the server for this user and come back after a reload.
    await list.typeFilter('Last Name', lastName);
    // Saves are debounced: wait for the one that carries the new sort.
    const saved = page.waitForResponse((res) => {
      if (!/\/api\/user\/\d+\/update$/.test(res.url()) || res.request().method() !== 'PUT') return false;
      const body = res.request().postDataJSON() as { worklistFilters?: { cdi?: { sort?: { key?: string } } } };
      return body.worklistFilters?.cdi?.sort?.key === 'openHccCount';
    });
    const sorted = await list.sortBy('Open HCCs');
    expect((await saved).status()).toBe(200);
    const stored = (await (await page.request.get('/api/user/current')).json()) as { worklistFilters: { cdi?: { view?: string } } | null };
    expect(stored.worklistFilters?.cdi?.view).toBe('OPEN');

    // A fresh browser (no local copy) restores the same list from the session user alone.
    const fresh = await page.context().browser()?.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] }, baseURL: new URL(page.url()).origin });
    if (!fresh) throw new Error('no browser');
    const again = new WorklistPage(await fresh.newPage());
    const restored = await again.open(WORKLIST_HEADINGS.cdi);
    expect(Object.fromEntries(restored)).toEqual(Object.fromEntries(sorted));
    await expect(again.tab('Open')).toHaveAttribute('aria-selected', 'true');
    await expect(again.area.getByRole('textbox', { name: 'Last Name' })).toHaveValue(lastName);
    await expect(again.area.getByRole('switch', { name: 'NLP Encounters Only' })).toBeChecked();
    await fresh.close();
  });

  test('First Name, Appointment Date, Date of Birth, Practice, Visit Type and Specialty each narrow the rows', async ({ page }) => {
    test.slow(); // one search per filter, each checked against the API
    const list = new WorklistPage(page);
    await list.open(WORKLIST_HEADINGS.cdi);
    const all = await list.chooseTab('Open');
    const unfiltered = await list.apiRows(new URLSearchParams({ ...Object.fromEntries(all), limit: '500', offset: '0' }));
    const orgs = (await (await page.request.get('/api/organization?limit=999&offset=0&sort=name%20asc')).json()) as Array<{ id: number; name: string; statusCode?: string }>;
    const sample = unfiltered.find(
      (row) => row.patient.firstName && row.patient.birthDate && row.appointmentType && row.practitioner?.specialty && orgs.some((o) => o.id === row.patient.patientOrgId),
    );
    if (!sample?.patient.firstName || !sample.patient.birthDate || !sample.appointmentType || !sample.practitioner?.specialty) throw new Error('no sample row');
    const { firstName, birthDate } = sample.patient;
    const { appointmentType } = sample;
    const { specialty } = sample.practitioner;
    const practice = orgs.find((o) => o.id === sample.patient.patientOrgId)?.name ?? '';
    const mdy = (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number);
      return `${m}/${d}/${y}`;
    };
    const localDay = (when: string) => {
      const date = new Date(when);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    const day = localDay(sample.start);

    const expectNarrowed = async (query: URLSearchParams, key: string, matches: Rule) => {
      expect(query.has(key), key).toBe(true);
      const api = await list.apiRows(new URLSearchParams({ ...Object.fromEntries(query), limit: '500', offset: '0' }));
      expect(api.map((row) => row.id), key).toContain(sample.id);
      expect(api.length, key).toBeLessThan(unfiltered.length);
      expect(api.filter((row) => !matches(row)).map((row) => row.id), key).toEqual([]);
      expect(await list.shownIds(), key).toEqual(api.slice(0, 50).map((row) => row.id));
    };
    const clear = () => list.searchAfter(() => list.area.getByRole('button', { name: 'Clear Filters' }).click());

    const first = await list.typeFilter('First Name', firstName);
    expect(first.get('firstName')).toBe(`${firstName}%`);
    await expectNarrowed(first, 'firstName', (r) => (r.patient.firstName ?? '').toLowerCase().startsWith(firstName.toLowerCase()));
    await clear();
    const onDay = await list.typeDate('Appointment Date', mdy(day));
    expect(onDay.get('start')).toBe(day);
    await expectNarrowed(onDay, 'start', (r) => localDay(r.start) === day);
    await clear();
    const born = await list.typeDate('Date of Birth', mdy(birthDate));
    expect(born.get('birthDate')).toBe(birthDate);
    await expectNarrowed(born, 'birthDate', (r) => r.patient.birthDate === birthDate);
    await clear();
    const inPractice = await list.chooseOption('Practice', practice);
    expect(inPractice.get('patientOrgId')).toBe(String(sample.patient.patientOrgId));
    await expectNarrowed(inPractice, 'patientOrgId', (r) => r.patient.patientOrgId === sample.patient.patientOrgId);
    await clear();
    await expectNarrowed(await list.chooseOption('Visit Type', appointmentType), 'appointmentType', (r) => r.appointmentType === appointmentType);
    await clear();
    await expectNarrowed(await list.chooseOption('Specialty', specialty), 'specialty', (r) => r.practitioner?.specialty === specialty);
  });

  test('Open HCCs sorts descending first, then toggles; other headers start ascending', async ({ page }) => {
    const list = new WorklistPage(page);
    await list.open(WORKLIST_HEADINGS.cdi);
    expect((await list.sortBy('Open HCCs')).get('sort')).toBe('openHccCount desc');
    const counts = await list.rows().locator('td:last-child').allInnerTexts();
    expect(counts.map(Number)).toEqual([...counts.map(Number)].sort((a, b) => b - a));
    expect((await list.sortBy('Open HCCs')).get('sort')).toBe('openHccCount asc');
    expect((await list.sortBy('Patient')).get('sort')).toBe('lastName asc');
    expect((await list.sortBy('Patient')).get('sort')).toBe('lastName desc');
  });

  test('Load More fetches the next page until the view ends, without the maximum text', async ({ page }) => {
    const list = new WorklistPage(page);
    await list.open(WORKLIST_HEADINGS.cdi);
    const open = await list.chooseTab('Open');
    const total = (await list.apiRows(new URLSearchParams({ ...Object.fromEntries(open), limit: '500', offset: '0' }))).length;
    // The demo Open view holds more than four pages and fewer than the ten-page maximum (500 rows).
    expect(total).toBeGreaterThan(200);
    expect(total).toBeLessThan(500);
    for (let pages = 1; pages * 50 < total; pages += 1) {
      await list.expectLoadedRows(pages * 50);
      // From the keyboard: scrolled into view, the rows at the bottom are drawn and measured and the button can move
      // between a pointer's press and release (a click then lands on nothing); Enter reaches it wherever it is.
      const next = await list.searchAfter(() => list.area.getByRole('button', { name: LOAD_MORE }).press('Enter'));
      expect(next.get('offset')).toBe(String(pages * 50));
    }
    await list.expectLoadedRows(total);
    await expect(list.area.getByRole('button', { name: LOAD_MORE })).toHaveCount(0);
    await expect(list.area.getByText(REFINE_SEARCH)).toHaveCount(0);
  });

  test('a click opens the encounter, Ctrl-click opens it in a new tab; the lock icon names its holder', async ({ page, context }) => {
    const list = new WorklistPage(page);
    await list.open(WORKLIST_HEADINGS.cdi);
    const query = await list.chooseTab('Locked');
    const [row] = await list.apiRows(query);
    if (!row?.lock) throw new Error('no locked row');
    const lock = list.rows().first().getByRole('img', { name: /^Locked for / });
    await expect(lock).toHaveAccessibleName(new RegExp(`^Locked for ${row.lock.createdByUsername}, \\d{1,2}/\\d{1,2}/\\d{4} \\d{1,2}:\\d{2} [AP]M$`));
    await lock.hover();
    await expect(page.getByRole('tooltip')).toHaveText((await lock.getAttribute('aria-label')) ?? '');

    const [tab] = await Promise.all([context.waitForEvent('page'), list.rows().first().click({ modifiers: ['ControlOrMeta'] })]);
    await expect(tab).toHaveURL(new RegExp(`/auth/encounter/detail/${row.id}$`));
    await expect(page).toHaveURL(/\/auth\/home$/);
    await tab.close();
    await list.rows().first().click();
    await expect(page).toHaveURL(new RegExp(`/auth/encounter/detail/${row.id}$`));
  });

  // Issue 11 (an encounter opened from the worklist paints without fetching its remote) and issue 15 (a home left alone
  // spends no main-thread time on the next remote): downloaded in the background, run at the user's first input.
  test("downloads the encounter remote while the list is idle, runs it at the first input, and opens an encounter without fetching code", async ({ page }) => {
    const encounterScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mfe-encounter-cdi/') && request.url().endsWith('.js')) encounterScripts.push(request.url());
    });
    // The kind of every link the page is given for the remote's files (the runtime removes them once loaded).
    await page.addInitScript(() => {
      const rels: string[] = ((window as unknown as { __encounterLinks: string[] }).__encounterLinks = []);
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLLinkElement && node.href.includes('/remotes/mfe-encounter-cdi/')) rels.push(node.rel);
      }).observe(document, { childList: true, subtree: true });
    });
    const list = new WorklistPage(page);
    await list.open(WORKLIST_HEADINGS.cdi);
    // webpack's record of the remote's chunks that have run (each running chunk adds itself): its entry alone runs none.
    const chunksRun = () => page.evaluate(() => ((window as unknown as Record<string, unknown[] | undefined>).webpackChunkmfe_encounter_cdi ?? []).length);
    await expect.poll(() => encounterScripts.some((url) => url.includes('__federation_expose_parcel')), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(500);
    expect(await chunksRun()).toBe(0);
    // Fetched for later (prefetch, the browser's idle priority), not as the page's own next step (preload, which the
    // browser reports as unused when the user does not move within a few seconds).
    const rels = await page.evaluate(() => (window as unknown as { __encounterLinks: string[] }).__encounterLinks);
    expect(rels.length).toBeGreaterThan(0);
    expect(rels.filter((rel) => rel !== 'prefetch')).toEqual([]);
    // Not even its entry has run: the remote's container is not on the page yet.
    expect(await page.evaluate(() => 'mfe_encounter_cdi' in window)).toBe(false);

    await page.mouse.move(300, 400);
    await expect.poll(chunksRun, { timeout: 15_000 }).toBeGreaterThan(0);
    const fetched = encounterScripts.length;
    await list.rows().first().click();
    await expect(page.locator('[data-remote="mfe_encounter_cdi"]').getByLabel('Patient', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(encounterScripts.slice(fetched)).toEqual([]);
  });

  test('the view tabs work from the keyboard: one Tab stop, arrows to move, Enter to open a view', async ({ page }) => {
    const list = new WorklistPage(page);
    await list.open(WORKLIST_HEADINGS.cdi);
    const views = list.area.getByRole('tablist', { name: 'Worklist views' });
    await expect(views.locator('[tabindex="0"]')).toHaveCount(1);
    await list.tab('Worklist').focus();
    await page.keyboard.press('ArrowRight');
    await expect(list.tab('Open')).toBeFocused();
    await expect(list.tab('Worklist')).toHaveAttribute('aria-selected', 'true');
    const query = await list.searchAfter(() => page.keyboard.press('Enter'));
    expect(query.get('view')).toBe('OPEN');
    await expect(list.tab('Open')).toHaveAttribute('aria-selected', 'true');
    // Styled by the remote's stylesheet (view-tabs.css, in the platform's primary colour), the others in the text colour.
    await expect(list.tab('Open')).toHaveCSS('color', 'rgb(31, 95, 168)');
    await expect(list.tab('Worklist')).toHaveCSS('color', 'rgba(0, 0, 0, 0.88)');
    await page.keyboard.press('Home');
    await expect(list.tab('Worklist')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(list.tab('Cancelled')).toBeFocused();
  });

  test('the CDI worklist passes an axe scan', async ({ page }) => {
    await new WorklistPage(page).open(WORKLIST_HEADINGS.cdi);
    const scan = await new AxeBuilder({ page }).include('[data-remote="mfe_worklist"]').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('Coder worklist', () => {
  as('coder');
  test.beforeEach(async ({ page }) => resetSavedFilters(page));

  test('each view shows only the encounters of its definition, with their review badges', async ({ page }) => {
    test.slow(); // one search per view or filter, each checked against the API
    const list = new WorklistPage(page);
    const first = await list.open(WORKLIST_HEADINGS.coder);
    await expectViews(list, CODER_VIEWS, first);
  });

  test("'Search By Encounter:' with Go opens that encounter", async ({ page }) => {
    const list = new WorklistPage(page);
    await list.open(WORKLIST_HEADINGS.coder);
    const [row] = await list.apiRows(new URLSearchParams({ view: 'COMPLETED', patientStatus: 'ACTIVE', limit: '1', offset: '0', sort: 'start asc' }));
    if (!row) throw new Error('no completed encounter');
    const search = list.area.getByRole('search');
    await expect(search.getByRole('button', { name: 'Go' })).toBeDisabled();
    await search.getByLabel('Search By Encounter:').fill(String(row.id));
    await search.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/encounter/detail/${row.id}$`));
  });

  test('the coder worklist passes an axe scan', async ({ page }) => {
    await new WorklistPage(page).open(WORKLIST_HEADINGS.coder);
    const scan = await new AxeBuilder({ page }).include('[data-remote="mfe_worklist"]').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('CDI worklist of a user with assigned regions', () => {
  as('cdirestricted');
  test.beforeEach(async ({ page }) => resetSavedFilters(page));

  test('searches within the user’s own regions until one is chosen, and offers only those', async ({ page }) => {
    const me = (await (await page.request.get('/api/user/current')).json()) as { userProperties: Array<{ propertyKey: string; propertyValue: string }> };
    const assigned = (me.userProperties.find((p) => p.propertyKey === 'USER_REGION_FILTER')?.propertyValue ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(assigned.length).toBeGreaterThan(0);
    const list = new WorklistPage(page);
    const first = await list.open(WORKLIST_HEADINGS.cdi);
    expect(first.get('patientRegion')).toBe(assigned.join(','));
    const rows = await list.apiRows(first, '/api/restricted/encounter');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !assigned.includes(row.patient.patientRegion ?? '')).map((row) => row.id)).toEqual([]);
    expect(await list.shownIds()).toEqual(rows.map((row) => row.id));

    const region = assigned[0] ?? '';
    const chosen = await list.chooseOption('Region', region.replace(/_/g, ' '));
    expect(chosen.get('patientRegion')).toBe(region);
  });
});

test.describe("the home's first paint (issue 15)", () => {
  // The remote's files are held back (routing also turns the browser cache off): what shows meanwhile is the page's own
  // HTML and the shell. Resolves to the function that lets them through.
  async function holdWorklistRemote(page: Page): Promise<() => void> {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/mfe-worklist/**', async (route) => {
      // The painted page's own stylesheet (the remote's) is let through: it styles the rows the server drew.
      if (!route.request().url().endsWith('.css')) await released;
      await route.continue();
    });
    return release;
  }

  /** The largest paints of the page so far (LCP candidates), as times. */
  const largestPaints = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          new PerformanceObserver((entries) => resolve(entries.getEntries().map((entry) => entry.startTime))).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );

  test("paints the CDI worklist's first rows from the page itself, drawn by the platform server for the user, and the screen's own rows take their place", async ({ page }) => {
    await signInAs(page, 'cdi');
    await resetSavedFilters(page);
    const release = await holdWorklistRemote(page);
    // The API's list is never answered to the browser: the screen's rows can only come from the answer the page brought.
    await page.route(/\/api\/(restricted\/)?encounter\?/, () => undefined);
    await page.goto('/auth/home', { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: 'CDI Worklist' });
    const painted = page.locator('[data-first-paint="mfe_worklist"]');
    await expect(title).toBeVisible();
    // The rows of the first page, in the browser's window, before any of the remote's code: inert until it arrives.
    const paintedRows = painted.locator('section[aria-label="Encounters"] tbody tr[data-row-key]');
    await expect(paintedRows.first()).toBeVisible();
    expect(await paintedRows.count()).toBeGreaterThan(10);
    await expect(painted.locator('table')).toHaveAttribute('aria-rowcount', '51');
    await expect(painted.locator('[inert]')).toHaveCount(1);
    await expect(page.getByText('Loading encounters')).toHaveCount(0);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeVisible({ timeout: 30_000 });
    const titleBox = await title.boundingBox();
    const firstRow = { text: await paintedRows.first().innerText(), box: await paintedRows.first().boundingBox() };
    // One main landmark, the painted page's, holding the rows (the shell's main area steps back while it is shown).
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').locator('[data-first-paint="mfe_worklist"]')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const releasedAt = await page.evaluate(() => performance.now());

    release();
    const area = page.locator('[data-remote="mfe_worklist"]');
    await expect(area.getByRole('region', { name: 'Encounters' })).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect(painted).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The screen's own title and first row stand where the painted ones stood: nothing moved.
    expect(await title.boundingBox()).toEqual(titleBox);
    const ownFirst = area.locator('tbody tr[data-row-key]').first();
    expect({ text: await ownFirst.innerText(), box: await ownFirst.boundingBox() }).toEqual(firstRow);
    // The largest paint was the page's own (its rows): nothing the screen drew after its code arrived was larger.
    const largest = await largestPaints(page);
    expect(largest.length).toBeGreaterThan(0);
    expect(Math.max(...largest)).toBeLessThan(releasedAt);
    // The rows are the screen's to use now: nothing on the page is inert any more.
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(ownFirst).toHaveAttribute('tabindex', '0');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText('CDI Worklist');
  });

  test('the header works over a painted home still waiting for its remote: a link clicked opens its screen, the paint goes', async ({ page }) => {
    await signInAs(page, 'cdi');
    await holdWorklistRemote(page);
    await page.goto('/auth/home', { waitUntil: 'commit' });
    const painted = page.locator('[data-first-paint="mfe_worklist"]');
    await expect(painted.getByRole('heading', { level: 1, name: 'CDI Worklist' })).toBeVisible();
    const shell = new ShellPage(page);
    await expect(shell.nav().getByRole('link', { name: 'Reports' })).toBeVisible({ timeout: 30_000 });
    // The painted page lets the pointer through outside its paint, not on it: a painted field is what the pointer finds
    // there, not the shell's layout beneath.
    const topmost = await painted.getByRole('textbox').first().evaluate((field) => {
      const box = field.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top?.closest('.shell-painted-page') ? 'painted page' : (top?.outerHTML.slice(0, 120) ?? 'nothing');
    });
    expect(topmost).toBe('painted page');
    // The painted page lies over the shell's layout: the pointer must reach the shell's header through it.
    await shell.nav().getByRole('link', { name: 'Reports' }).click();
    await shell.expectRemoteHeading('mfe_reports', 'Reports');
    await expect(page).toHaveURL(/\/auth\/report$/);
    await expect(painted).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("paints the physician's day with its first rows from the page itself, drawn by the platform server from their practitioner and that day, and the screen's own rows take their place", async ({ page }) => {
    await signInAs(page, 'physician');
    const release = await holdWorklistRemote(page);
    // Neither the practitioner nor the day's list is ever answered to the browser: the screen can only use the page's.
    await page.route(/\/api\/(user\/practitioner|encounter\?)/, () => undefined);
    await page.goto('/auth/home', { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: "Today's Patients" });
    const painted = page.locator('[data-first-paint="mfe_worklist"]');
    await expect(title).toBeVisible();
    // Whose day it is, and its first rows (the demo physician's practitioner has appointments every 30 minutes).
    await expect(painted.getByText('Patients of Shah, Priya')).toBeVisible();
    const paintedRows = painted.locator('section[aria-label="Patients"] tbody tr[data-row-key]');
    await expect(paintedRows.first()).toBeVisible();
    expect(await paintedRows.count()).toBeGreaterThanOrEqual(8);
    // The day navigation and the list wait, inert, for the remote's code.
    await expect(painted.locator('[inert]')).toHaveCount(2);
    await expect(page.getByText('Loading patients')).toHaveCount(0);
    // The header arrives in the place kept for it: the title does not move.
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeVisible({ timeout: 30_000 });
    const titleBox = await title.boundingBox();
    const firstRow = { text: await paintedRows.first().innerText(), box: await paintedRows.first().boundingBox() };
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const releasedAt = await page.evaluate(() => performance.now());

    release();
    const area = page.locator('[data-remote="mfe_worklist"]');
    await expect(area.getByRole('region', { name: 'Patients' })).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect(painted).toHaveCount(0);
    // One title, the screen's own, where the painted one stood, and its first row where the painted one stood.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await title.boundingBox()).toEqual(titleBox);
    const ownFirst = area.locator('tbody tr[data-row-key]').first();
    expect({ text: await ownFirst.innerText(), box: await ownFirst.boundingBox() }).toEqual(firstRow);
    await expect(area.getByText('Patients of Shah, Priya')).toBeVisible();
    // The largest paint of the page was the painted one: nothing the screen drew after its code arrived was larger.
    const largest = await largestPaints(page);
    expect(largest.length).toBeGreaterThan(0);
    expect(Math.max(...largest)).toBeLessThan(releasedAt);
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(area.getByRole('button', { name: 'Next day' })).toBeEnabled();
  });

  test("on a browser without the session hint, downloads the home's remote alongside the session check: the page painted for the user names it", async ({ browser, baseURL }) => {
    const context = await contextOf(browser, baseURL, 'cdi');
    // Signed in through the API: a cookie, no hint in the browser's storage.
    expect((await context.storageState()).origins).toEqual([]);
    const page = await context.newPage();
    let manifestAsked = () => undefined as void;
    const asked = new Promise<void>((resolve) => (manifestAsked = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/remotes/mfe-worklist/mf-manifest.json') manifestAsked();
    });
    // The shell's session check is answered only once the remote's manifest has been asked for (or after 10 s, for the
    // test to fail rather than hang): a shell that waited for the check before loading the remote would not ask.
    const askedDuringCheck: boolean[] = [];
    await page.route('**/api/user/current', async (route) => {
      askedDuringCheck.push(await Promise.race([asked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]));
      await route.continue();
    });
    await page.goto('/auth/home');
    await expect(new WorklistPage(page).table()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    expect(askedDuringCheck[0]).toBe(true);
    await context.close();
  });

  test("downloads the painted home's remote from the shell's first script, once the page has painted, each file and the manifest once", async ({ browser, baseURL }) => {
    const context = await contextOf(browser, baseURL, 'cdi');
    const page = await context.newPage();
    const requested: string[] = [];
    let entryAsked = () => undefined as void;
    const asked = new Promise<void>((resolve) => (entryAsked = resolve));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      requested.push(pathname);
      if (pathname === '/remotes/mfe-worklist/remoteEntry.js') entryAsked();
    });
    // The shell's start (its bootstrap chunk) is held until the remote's entry has been asked for (or 10 s, for the test
    // to fail rather than hang): a remote first asked for by the shell's start would not be.
    const askedBeforeStart: boolean[] = [];
    await page.route(/\/src_bootstrap_tsx\.[0-9a-f]+\.js$/, async (route) => {
      askedBeforeStart.push(await Promise.race([asked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]));
      await route.continue();
    });
    await page.goto('/auth/home');
    await expect(new WorklistPage(page).table()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    expect(askedBeforeStart[0]).toBe(true);
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
      remote: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/remotes/mfe-worklist/') && !entry.name.endsWith('.css'))
        .map((entry) => entry.startTime),
    }));
    // The scripts begun after the page's paint (Lighthouse's simulation counts a request begun before it as needed for
    // it); the remote's stylesheet styles the rows the page was drawn with, and is asked for with it.
    expect(timing.remote.length).toBeGreaterThan(2);
    expect(Math.min(...timing.remote)).toBeGreaterThan(timing.painted);
    // The remote's load found the preloaded files and the manifest read for them: each fetched once.
    const remoteFiles = requested.filter((path) => /^\/remotes\/mfe-worklist\/.+\.(js|css|json)$/.test(path));
    expect(remoteFiles).toContain('/remotes/mfe-worklist/mf-manifest.json');
    expect(remoteFiles.length).toBeGreaterThan(2);
    expect(remoteFiles.filter((path, index) => remoteFiles.indexOf(path) !== index)).toEqual([]);
    await context.close();
  });

  test('loads the home with no error or warning in the console, the encounter remote downloaded for later included', async ({ browser, baseURL }) => {
    const context = await contextOf(browser, baseURL, 'cdi');
    const page = await context.newPage();
    const reported: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') reported.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto('/auth/home');
    await expect(new WorklistPage(page).table()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    // Chromium reports a preloaded file the page has not used within a few seconds as a warning (the encounter remote's
    // files, downloaded once the list is idle, were that), and a missing file (the tab icon was) as an error.
    await page.waitForTimeout(4_000);
    expect(reported).toEqual([]);
    await context.close();
  });

  test("the homes' antd styles come from the worklist remote's stylesheet, rendered at build time, not made as the screen renders", async ({ page }) => {
    await signInAs(page, 'cdi');
    const list = new WorklistPage(page);
    await expect(list.table()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const styles = await page.evaluate(() => ({
      sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname),
      // antd's run-time styles are style elements; the table's and the select's would be there without the sheet.
      madeAtRunTime: [...document.querySelectorAll('style')].filter((style) => /\.ant-(table|select|tabs|picker)\{/.test(style.textContent ?? '')).length,
      header: (({ backgroundColor, fontWeight }) => ({ backgroundColor, fontWeight }))(getComputedStyle(document.querySelector('[data-remote="mfe_worklist"] thead th') as Element)),
    }));
    expect(styles.sheets.filter((sheet) => /^\/remotes\/mfe-worklist\/[\w.-]+\.[0-9a-f]{8}\.css$/.test(sheet))).toHaveLength(1);
    expect(styles.madeAtRunTime).toBe(0);
    // The sheet styles the screen: the table's header as antd draws it.
    expect(styles.header).toEqual({ backgroundColor: 'rgb(250, 250, 250)', fontWeight: '600' });
  });

  test('a painted home keeps the stylesheet it came with: the remote adds no second one, taking the paint over removes none', async ({ page }) => {
    await signInAs(page, 'cdi');
    // Every stylesheet link the page gains or loses, from its first byte on (the parser's too).
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { stylesheetChanges: changes });
      // Each link once a change: the parser's records can come in one batch (the body, then the link inside it), where
      // the body's subtree already holds the link its own record names.
      const linked = new Set<Element>();
      const note = (kind: 'added' | 'removed') => (node: Node) => {
        if (!(node instanceof Element)) return;
        const links = node.matches('link[rel="stylesheet"]') ? [node] : [...node.querySelectorAll('link[rel="stylesheet"]')];
        for (const link of links) {
          if (kind === 'added') {
            if (linked.has(link)) continue;
            linked.add(link);
          } else if (!linked.delete(link)) continue;
          changes.push(`${kind} ${new URL(link.getAttribute('href') ?? '', location.href).pathname}`);
        }
      };
      new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach(note('added'));
          record.removedNodes.forEach(note('removed'));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/auth/home');
    await expect(new WorklistPage(page).table()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    // The screen has taken the server's paint over.
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    const changes = await page.evaluate(() => (window as unknown as { stylesheetChanges: string[] }).stylesheetChanges);
    // Each change of the page's stylesheets restyles all of it: the remote's sheet comes once, with the page.
    expect(changes).toEqual([expect.stringMatching(/^added \/remotes\/mfe-worklist\/[\w.-]+\.[0-9a-f]{8}\.css$/)]);
  });

  test("paints each user type's own home: a coder's worklist, a physician's and a clinical admin's day, none for an administrator", async ({ playwright, baseURL }) => {
    const pageHtml = async (username: DemoUser) => {
      const api = await playwright.request.newContext({ baseURL });
      await expect(await api.post('/api/sso/login', { data: { username, password: PASSWORD } })).toBeOK();
      const html = await (await api.get('/auth/home')).text();
      await api.dispose();
      return html;
    };
    const coder = await pageHtml('coder');
    // With the time the server read the coder's rows (the page's event stream asks for the changes since).
    expect(coder).toMatch(/<div data-first-paint="mfe_worklist" data-first-paint-manifest="\/remotes\/mfe-worklist\/mf-manifest\.json" data-first-paint-read-at="\d{13}">/);
    expect(coder).toMatch(/<h1 [^>]*>Coder Worklist<\/h1>/);
    // Drawn with the coder's own first page, and the answer it was drawn from for the remote.
    expect(coder).toMatch(/<tr [^>]*data-row-key="\d+"/);
    expect(coder).toContain('<script type="application/json" data-first-answer="/api/encounter?');
    // A physician's day: drawn from their practitioner, then that practitioner's rows, both answers carried in order.
    const physician = await pageHtml('physician');
    expect(physician).toMatch(/<h1 [^>]*>Today&#x27;s Patients<\/h1>/);
    expect(physician).toMatch(/<tr [^>]*data-row-key="\d+"/);
    expect([...physician.matchAll(/data-first-answer="([^"?]*)/g)].map((block) => block[1])).toEqual(['/api/user/practitioner', '/api/encounter']);
    expect(physician).not.toContain('Loading patients');
    // A clinical admin's day: everyone's rows, as they chose last.
    const clinicalAdmin = await pageHtml('clinicaladmin');
    expect(clinicalAdmin).toMatch(/<h1 [^>]*>Today&#x27;s Patients<\/h1>/);
    expect(clinicalAdmin).toMatch(/<tr [^>]*data-row-key="\d+"/);
    expect(clinicalAdmin).toContain('<script type="application/json" data-first-answer="/api/encounter?start=');
    expect(await pageHtml('admin')).not.toContain('<div data-first-paint=');
  });
});
