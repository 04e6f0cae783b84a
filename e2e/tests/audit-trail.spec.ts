import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '../support/test';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { contextOf, signedInAs } from '../support/api-sign-in';
import { claimFirst } from '../support/encounter-claims';
import { asPlatformPage } from '../support/platform-origin';

// The audit trail (issue 14, HIPAA §164.312(b)): a CDI user's condition edit, read by a QA manager on the trail of
// that encounter (who, when, what, before/after), exported as CSV; the read itself audited; other roles refused.

const TITLE_BEFORE = 'Type 2 diabetes mellitus without complications';
const TITLE_AFTER = 'Type 2 diabetes mellitus (audit trail e2e)';

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

/** As the CDI user: lock an open planned encounter, add a condition, retitle it, unlock. Answers the ids. */
async function editCondition(request: APIRequestContext): Promise<{ encounterId: number; conditionId: number }> {
  const list = await ok(await request.get('/api/encounter?view=OPEN&encounterStatus=PLANNED&limit=100'), 'open encounters');
  const rows = ((await list.json()) as Array<{ id: number; lock: unknown; review: { reviewCode: string } | null }>).filter((r) => !r.lock && r.review?.reviewCode === 'OPEN');
  // From near the end of the page: other suites curate the first ones.
  const target = claimFirst(rows, Math.max(rows.length - 3, 0));
  if (!target) throw new Error('no open planned encounter to edit');
  const encounterId = target.id;
  await ok(await request.put(`/api/encounter/lock/${encounterId}`, asPlatformPage()), 'lock');
  try {
    const created = await ok(
      await request.post('/api/encounter/condition', { data: { title: TITLE_BEFORE, icd10CodeJson: ['E119'], conditionStatus: 'POTENTIAL', encounter: { id: encounterId } } }),
      'condition create',
    );
    const { id, version } = (await created.json()) as { id: number; version: number };
    await ok(await request.put('/api/encounter/condition', { data: { id, version, title: TITLE_AFTER } }), 'condition update');
    return { encounterId, conditionId: id };
  } finally {
    await ok(await request.put(`/api/encounter/unlock/${encounterId}`, asPlatformPage()), 'unlock');
  }
}

test.describe('a CDI QA manager', () => {
  signedInAs('cdiqa');

  test('reads the encounter’s trail after a condition edit (who, what, before/after), exports it as CSV, and the read is audited; axe', async ({ page, browser, baseURL }) => {
    const cdi = await contextOf(browser, baseURL, 'cdi');
    const { encounterId, conditionId } = await editCondition(cdi.request);
    const cdiAlias = ((await (await cdi.request.get('/api/user/current')).json()) as { alias: string }).alias;
    await cdi.close();

    // From the encounter's header, through the shell's navigation, to the trail filtered to it.
    await page.goto(`/auth/encounter/detail/${encounterId}`);
    await page.getByRole('button', { name: 'Audit Trail', exact: true }).click({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`/auth/report/audit\\?encounterId=${encounterId}$`));
    await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Encounter ID')).toHaveValue(String(encounterId));
    const events = page.getByRole('region', { name: 'Audit events' });
    const update = events.getByRole('row').filter({ hasText: `ENCOUNTER_CONDITION ${conditionId}` }).filter({ hasText: 'UPDATE' });
    await expect(update).toHaveCount(1);
    await expect(update).toContainText(`${cdiAlias} (cdi)`);
    await expect(update).toContainText(`title: ${TITLE_BEFORE} → ${TITLE_AFTER}`);
    await expect(update.getByRole('link', { name: `Encounter ${encounterId}` })).toBeVisible();
    // Newest first: the update comes before the condition's creation.
    const rowsText = await events.locator('tbody tr').allInnerTexts();
    const at = (needle: string) => rowsText.findIndex((text) => text.includes(`ENCOUNTER_CONDITION ${conditionId}`) && text.includes(needle));
    expect(at('UPDATE')).toBeGreaterThanOrEqual(0);
    expect(at('UPDATE')).toBeLessThan(at('CREATE'));

    const scan = await new AxeBuilder({ page }).analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('audit-trail.csv');
    const records = parse(await readFile(await download.path()), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r['Encounter ID'] === String(encounterId))).toBe(true);
    expect(records).toContainEqual(
      expect.objectContaining({ Username: 'cdi', Action: 'UPDATE', Entity: 'ENCOUNTER_CONDITION', 'Entity ID': String(conditionId), Field: 'title', Before: TITLE_BEFORE, After: TITLE_AFTER }),
    );

    // Reading the trail is itself audited, and so is its export: both show on the same trail once reloaded.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible({ timeout: 20_000 });
    const trail = events.getByRole('row').filter({ hasText: 'AUDIT_TRAIL' });
    const exported = trail.filter({ hasText: 'EXPORT' }).first();
    await expect(exported).toContainText('(cdiqa)');
    await expect(exported).toContainText(`encounterId: (empty) → ${encounterId}`);
    const read = trail.filter({ hasText: 'READ' }).first();
    await expect(read).toContainText('(cdiqa)');
    await expect(read).toContainText(`encounterId: (empty) → ${encounterId}`);
  });
});

test.describe('a CDI user', () => {
  signedInAs('cdi');

  test('sees the trail is not for their role, and the API refuses it', async ({ page }) => {
    await page.goto('/auth/report/audit');
    await expect(page.getByText('The audit trail is for QA managers and clinical admins.')).toBeVisible({ timeout: 20_000 });
    expect((await page.request.get('/api/audit')).status()).toBe(403);
    expect((await page.request.get('/api/audit/csv')).status()).toBe(403);
  });
});
