import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';

export const WORKLIST_HEADINGS = { cdi: 'CDI Worklist', coder: 'Coder Worklist' } as const;
export const LOAD_MORE = 'Load More Records';
export const REFINE_SEARCH = 'To View Additional Records, Please Refine Your Search';

/** An encounter row as GET /api/encounter answers it (the fields these tests read). */
export interface ApiEncounterRow {
  id: number;
  start: string;
  status: string;
  openHccCount: number;
  appointmentType: string | null;
  patient: {
    firstName: string | null;
    lastName: string | null;
    birthDate: string | null;
    mrn: string | null;
    patientRegion: string | null;
    patientOrgId: number | null;
  };
  practitioner: { id: number; firstName: string; lastName: string; statusCode: string; specialty: string | null } | null;
  review: { reviewCode: string; queryStatusCode: string | null } | null;
  lock: { statusCode: string; createdByUsername: string | null } | null;
}

const isEncounterSearchRequest = (request: Request) => /\/api\/(restricted\/)?encounter\?/.test(request.url()) && request.method() === 'GET';
const isEncounterSearch = (res: Response) => isEncounterSearchRequest(res.request());

/** The CDI or coder worklist of mfe-worklist (spec 1 §2.6). */
export class WorklistPage {
  readonly area: Locator;

  constructor(readonly page: Page) {
    this.area = page.locator('[data-remote="mfe_worklist"]');
  }

  /**
   * Opens the home and answers the query of its first search: the one the page brought (the platform server drew the
   * home with its first rows and sent their answer along, named in its data block; the screen takes that answer and asks
   * nothing) or, when the screen asked for another (a filter saved in this browser only), that one.
   */
  async open(heading: string): Promise<URLSearchParams> {
    const asked: string[] = [];
    const note = (request: Request) => {
      if (isEncounterSearchRequest(request)) asked.push(request.url());
    };
    this.page.on('request', note);
    try {
      const html = (await (await this.page.goto('/auth/home'))?.text()) ?? '';
      await expect(this.area.getByRole('heading', { name: heading })).toBeVisible({ timeout: 20_000 });
      await this.settled();
      const brought = /data-first-answer="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
      const url = asked[0] ?? (brought === undefined ? undefined : new URL(brought, this.page.url()).href);
      if (url === undefined) throw new Error('The home neither brought its list nor asked for it');
      return new URL(url).searchParams;
    } finally {
      this.page.off('request', note);
    }
  }

  tab(name: string): Locator {
    return this.area.getByLabel('Worklist views').getByRole('tab', { name, exact: true });
  }

  table(): Locator {
    return this.area.getByRole('region', { name: 'Encounters' });
  }

  /** The rows drawn now: the table draws only the rows in view (mfe-worklist's virtual-table.component.tsx). */
  rows(): Locator {
    return this.table().locator('tbody tr[data-row-key]');
  }

  /** Waits until the table tells assistive tools it holds `count` loaded rows (aria-rowcount counts the header too). */
  async expectLoadedRows(count: number): Promise<void> {
    await expect(this.table().getByRole('table')).toHaveAttribute('aria-rowcount', String(count + 1));
  }

  /**
   * Every loaded row, in order, as a person scrolling the page sees them: the window scrolls down half a screen at a
   * time and each drawn row is read with its aria-rowindex, until every row the table announces has been seen.
   */
  async allRows(): Promise<Array<{ id: number; badge: string }>> {
    const section = await this.table().elementHandle();
    if (!section) throw new Error('The encounter list is not on the page');
    const rows = await section.evaluate(async (area) => {
      const table = area.querySelector('table');
      const total = Number(table?.getAttribute('aria-rowcount') ?? '1') - 1;
      const seen = new Map<number, { id: number; badge: string }>();
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      window.scrollTo(0, 0);
      for (let step = 0; step < 500 && seen.size < total; step += 1) {
        await frame();
        for (const tr of Array.from(area.querySelectorAll('tbody tr[data-row-key]'))) {
          const badge = tr.querySelector('[aria-label^="Review "]')?.getAttribute('aria-label') ?? '';
          seen.set(Number(tr.getAttribute('aria-rowindex')), { id: Number(tr.getAttribute('data-row-key')), badge });
        }
        window.scrollBy(0, window.innerHeight / 2);
      }
      window.scrollTo(0, 0);
      return [...seen.entries()].sort(([a], [b]) => a - b);
    });
    // Row indexes run 2, 3, ... without a gap (1 is the header row).
    expect(rows.map(([index]) => index)).toEqual(rows.map((_, i) => i + 2));
    return rows.map(([, row]) => row);
  }

  /** Waits until no encounter search is loading. */
  async settled(): Promise<void> {
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
  }

  /** Runs `action` and waits for the encounter search it causes; answers that search's query. */
  async searchAfter(action: () => Promise<void>): Promise<URLSearchParams> {
    const search = this.page.waitForResponse(isEncounterSearch);
    await action();
    const res = await search;
    await this.settled();
    return new URL(res.url()).searchParams;
  }

  /** The encounter ids of the rows loaded, in order (scrolling through the list: see allRows). */
  async shownIds(): Promise<number[]> {
    return (await this.allRows()).map((row) => row.id);
  }

  async chooseTab(name: string): Promise<URLSearchParams> {
    return this.searchAfter(() => this.tab(name).click());
  }

  async typeFilter(label: string, text: string): Promise<URLSearchParams> {
    const box = this.area.getByRole('textbox', { name: label });
    await box.fill(text);
    return this.searchAfter(() => box.press('Enter'));
  }

  /** Types a date (M/D/YYYY) into a date filter and confirms it with Enter. */
  async typeDate(label: string, date: string): Promise<URLSearchParams> {
    const box = this.area.getByRole('textbox', { name: label });
    await box.click();
    await box.fill(date);
    return this.searchAfter(() => box.press('Enter'));
  }

  async chooseOption(label: string, option: string): Promise<URLSearchParams> {
    // The options list is virtual (only a few are rendered): type to narrow it, as a person would with a long list.
    const box = this.area.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(option);
    return this.searchAfter(() => this.page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click());
  }

  async sortBy(column: string): Promise<URLSearchParams> {
    return this.searchAfter(() => this.table().getByRole('columnheader', { name: column }).click());
  }

  /** The ids GET /api/encounter answers for `query` with this page's session (the same call the list makes). */
  async apiRows(query: URLSearchParams, path = '/api/encounter'): Promise<ApiEncounterRow[]> {
    const res = await this.page.request.get(`${path}?${query.toString()}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as ApiEncounterRow[];
  }
}
