import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { claimFirst } from '../support/encounter-claims';

/** An encounter list row as GET /api/encounter answers it (the fields these tests read). */
export interface EncounterRow {
  id: number;
  status: string;
  patient: { id: number; firstName: string; lastName: string };
  review: { reviewCode: string; queryStatusCode: string | null } | null;
  lock: { statusCode: string; createdByUsername: string } | null;
}

/**
 * An open, planned, unlocked encounter of the signed-in user's CDI worklist that no other test of the run has claimed,
 * looked for from the `nth` on (tests start at different places, so few claims collide). `restricted` searches the
 * CDI_RESTRICTED path.
 */
export async function openEncounter(request: APIRequestContext, nth: number, restricted = false): Promise<EncounterRow> {
  const res = await request.get(`/api/${restricted ? 'restricted/' : ''}encounter?view=OPEN&limit=200&sort=start%20asc`);
  expect(res.status()).toBe(200);
  // Without an outstanding follow-up: the seed holds some, and their panel banner is the follow-up's, not the review's.
  const rows = ((await res.json()) as EncounterRow[]).filter(
    (r) => !r.lock && r.status === 'PLANNED' && r.review?.reviewCode === 'OPEN' && r.review.queryStatusCode !== 'REVIEW_QUERY_OUTSTANDING',
  );
  const row = claimFirst(rows, Math.min(nth, rows.length));
  if (!row) throw new Error(`no unclaimed open encounter (${rows.length} found)`);
  return row;
}

/** The CDI encounter detail (mfe-encounter-cdi) of one encounter. */
export class CdiEncounterPage {
  readonly area: Locator;

  constructor(readonly page: Page) {
    this.area = page.locator('[data-remote="mfe_encounter_cdi"]');
  }

  async open(id: number, prefix = '/auth'): Promise<void> {
    await this.page.goto(`${prefix}/encounter/detail/${id}`);
    // The remote's first load parses antd and the editor; on a busy 2-core CI that alone can take many seconds.
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

  section(name: string): Locator {
    return this.area.getByRole('region', { name });
  }

  /** The card of a condition, found by its title. */
  condition(title: string): Locator {
    return this.area.locator('.ant-card').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) }).last();
  }
}
