import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** A patient row as GET /api/patient/enhanced_search answers it (the fields these tests read). */
export interface ApiPatientRow {
  id: number;
  firstName: string;
  lastName: string;
  proposedEncounter: { encounterId: number; practitioner: { id: number } | null } | null;
}

const isPatientSearch = (res: Response) => /\/api\/(restricted\/)?patient\/enhanced_search\?/.test(res.url()) && res.request().method() === 'GET';

/** The patient list of mfe-worklist (spec 1 §2.7), at /auth/patient. */
export class PatientListPage {
  readonly area: Locator;

  constructor(readonly page: Page) {
    this.area = page.locator('[data-remote="mfe_worklist"]');
  }

  /** Opens the list through the Patients navigation item; answers the first search's query. */
  async openFromNavigation(): Promise<URLSearchParams> {
    const search = this.page.waitForResponse(isPatientSearch);
    await this.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Patients' }).click();
    await expect(this.area.getByRole('heading', { name: 'Patients' })).toBeVisible({ timeout: 20_000 });
    const query = new URL((await search).url()).searchParams;
    await this.settled();
    return query;
  }

  table(): Locator {
    return this.area.getByRole('region', { name: 'Patients' });
  }

  /** The rows drawn: the table draws those near the window (mfe-worklist README, "Rows in view"). */
  rows(): Locator {
    return this.table().locator('tbody tr[data-row-key]');
  }

  /** Waits until the table tells assistive tools it holds `count` loaded rows (aria-rowcount counts the header too). */
  async expectLoadedRows(count: number): Promise<void> {
    await expect(this.table().getByRole('table')).toHaveAttribute('aria-rowcount', String(count + 1));
  }

  filters(): Locator {
    return this.area.getByRole('region', { name: 'Patient filters' });
  }

  async settled(): Promise<void> {
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
  }

  /** Runs `action` and waits for the patient search it causes; answers that search's query. */
  async searchAfter(action: () => Promise<void>): Promise<URLSearchParams> {
    const search = this.page.waitForResponse(isPatientSearch);
    await action();
    const res = await search;
    await this.settled();
    return new URL(res.url()).searchParams;
  }

  /** Types into a text filter of the panel and applies it with Enter. */
  async filterBy(label: string, text: string): Promise<URLSearchParams> {
    const box = this.filters().getByRole('textbox', { name: label });
    await box.fill(text);
    return this.searchAfter(() => box.press('Enter'));
  }

  /** Picks `option` (its title) in an antd select of the open dialog or panel. */
  async choose(combobox: Locator, option: string): Promise<void> {
    await combobox.click();
    await this.page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  }
}
