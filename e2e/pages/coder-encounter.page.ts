import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { claimEncounter } from '../support/encounter-claims';
import type { EncounterRow } from './encounter-detail.page';

/** The condition fields the coder tests choose by. */
export interface DetailCondition {
  id: number;
  title: string;
  conditionStatus: 'KNOWN' | 'POTENTIAL' | 'ACTIVITY';
  conditionCode: string;
  statusCode: string;
  addressedDate: string | null;
  coderTags: { reportableStatusCode: string | null; queryStatusCode: string | null } | null;
}

interface Detail {
  encounter: { id: number; patient: { firstName: string; lastName: string } };
  conditions: DetailCondition[];
}

/** A known or potential condition that is open, active and has no reportable decision yet: the coder form's start. */
export const isUndecided = (c: DetailCondition): boolean =>
  (c.conditionStatus === 'KNOWN' || c.conditionStatus === 'POTENTIAL') && c.conditionCode === 'OPEN' && c.statusCode === 'ACTIVE' && !c.coderTags?.reportableStatusCode;

/**
 * An unlocked READY_FOR_CODER encounter of the coder's worklist whose detail satisfies `fits`, the `nth` of those, that
 * no other test of the run has claimed (support/encounter-claims).
 */
export async function coderEncounter(request: APIRequestContext, nth: number, fits: (detail: Detail) => boolean = () => true): Promise<Detail> {
  const res = await request.get('/api/encounter?view=WORKLIST&limit=200&sort=start%20asc');
  expect(res.status()).toBe(200);
  // Without an outstanding provider query: the seed holds some, and the tests start from the query icon's rest state.
  const rows = ((await res.json()) as EncounterRow[]).filter(
    (r) => !r.lock && r.review?.reviewCode === 'READY_FOR_CODER' && r.review.queryStatusCode !== 'REVIEW_QUERY_OUTSTANDING' && r.status !== 'IGNORED',
  );
  let seen = 0;
  for (const row of rows) {
    const detail = (await (await request.get(`/api/encounter/detail/${row.id}`)).json()) as Detail;
    if (!fits(detail)) continue;
    if (seen < nth) {
      seen += 1;
      continue;
    }
    if (claimEncounter(row.id)) return detail;
  }
  throw new Error(`no coder encounter #${nth} that fits (${rows.length} candidates)`);
}

/** The coder encounter detail (mfe-encounter-coder) of one encounter. */
export class CoderEncounterPage {
  readonly area: Locator;

  constructor(readonly page: Page) {
    this.area = page.locator('[data-remote="mfe_encounter_coder"]');
  }

  async open(id: number): Promise<void> {
    await this.page.goto(`/auth/encounter/detail/${id}`);
    await expect(this.area.getByLabel('Patient', { exact: true })).toBeVisible({ timeout: 30_000 });
  }

  lockButton(): Locator {
    return this.area.getByRole('button', { name: 'Lock this encounter' });
  }

  unlockButton(): Locator {
    return this.area.getByRole('button', { name: 'Unlock this encounter' });
  }

  async lock(): Promise<void> {
    await this.lockButton().click();
    await expect(this.unlockButton()).toBeVisible();
  }

  icons(): Locator {
    return this.area.getByRole('toolbar', { name: 'Coder review' });
  }

  section(name: string): Locator {
    return this.area.getByRole('region', { name });
  }

  /** The button that opens a condition's card (by its stored title). */
  showDetails(title: string): Locator {
    return this.area.getByRole('button', { name: named('Show details of ', title) });
  }

  /** The coder form of a condition (by its stored title). */
  form(title: string): Locator {
    return this.area.getByRole('form', { name: named('Coder details: ', title) });
  }

  /** Opens a condition's card and answers its coder form. */
  async openForm(title: string): Promise<Locator> {
    await this.showDetails(title).click();
    const form = this.form(title);
    await expect(form).toBeVisible();
    return form;
  }

  /** Chooses `option` in the select labelled `label` of `form`. */
  async choose(form: Locator, label: string, option: string): Promise<void> {
    await form.getByRole('combobox', { name: label }).click();
    await this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${escape(option)}$`) }).click();
  }

  /** Clicks the radio button `name` of `form` (antd covers the input with its label). */
  async pick(form: Locator, name: string): Promise<void> {
    await form.locator('label').filter({ has: this.page.getByRole('radio', { name, exact: true }) }).click();
    await expect(form.getByRole('radio', { name, exact: true })).toBeChecked();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * An accessible name made of `prefix` and a condition's title as the screen shows it (spec 2 §5: 'Suspect: ' stripped,
 * ' [CMS v28]' added on some CMS v28 claim conditions).
 */
export const named = (prefix: string, title: string): RegExp => new RegExp(`^${escape(prefix)}${escape(title.replace(/^Suspect: /, ''))}( \\[CMS v28\\])?$`);
