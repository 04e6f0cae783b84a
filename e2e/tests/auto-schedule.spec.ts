import { expect, test } from '../support/test';
import { LoginPage } from '../pages/login.page';
import { PatientListPage, type ApiPatientRow } from '../pages/patient-list.page';

// Auto-scheduling on the configured tenant (spec 1 §2.7, spec 2 §4.7): the seed configures acme
// (AUTO_SCHEDULE_PRACTITIONER_ID, mock-api README), so a proposed encounter without a practitioner is scheduled at
// once with that practitioner at the next half hour, and its detail opens.

const HALF_HOUR = 30 * 60_000;
const nextHalfHour = (millis: number): number => Math.floor(millis / HALF_HOUR) * HALF_HOUR + HALF_HOUR;

test('a CDI user of the configured tenant schedules a proposed encounter at once with the fixed practitioner', async ({ page }) => {
  // acme has the CDI schedule tab: its CDI user lands on the patient list (spec 1 §2.3).
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('acmecdi');
  await expect(page).toHaveURL(/\/auth\/patient$/);
  const list = new PatientListPage(page);
  await expect(list.area.getByRole('heading', { name: 'Patients' })).toBeVisible({ timeout: 20_000 });
  await list.settled();

  const session: { tenantProperties: { propertyKey: string; propertyValue: string }[] } = await (await page.request.get('/api/user/current')).json();
  const fixed = Number(session.tenantProperties.find((p) => p.propertyKey === 'AUTO_SCHEDULE_PRACTITIONER_ID')?.propertyValue);
  expect(fixed).toBeGreaterThan(0);
  const all: ApiPatientRow[] = await (await page.request.get('/api/patient/enhanced_search?limit=500')).json();
  const patient = all.find((p) => p.proposedEncounter && p.proposedEncounter.practitioner === null);
  if (!patient?.proposedEncounter) throw new Error('the acme seed has no proposed encounter without a practitioner');
  const encounterId = patient.proposedEncounter.encounterId;
  const name = `${patient.lastName}, ${patient.firstName}`;

  await list.area.getByRole('button', { name: 'Show filters' }).click();
  await list.filterBy('Last, First / MRN / DOB', name);
  const row = list.rows().filter({ has: page.getByRole('cell', { name, exact: true }) }).first();

  const before = Date.now();
  await row.getByRole('button', { name: `Schedule: proposed encounter of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/encounter/detail/${encounterId}$`), { timeout: 20_000 });
  const after = Date.now();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const detail: { encounter: { status: string; start: string; practitioner: { id: number } | null } } = await (
    await page.request.get(`/api/encounter/detail/${encounterId}`)
  ).json();
  expect(detail.encounter.status).toBe('PLANNED');
  expect(detail.encounter.practitioner?.id).toBe(fixed);
  expect([nextHalfHour(before), nextHalfHour(after)]).toContain(new Date(detail.encounter.start).getTime());
});
