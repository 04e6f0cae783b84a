import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { signInAs } from '../pages/login.page';
import { PatientListPage, type ApiPatientRow } from '../pages/patient-list.page';

// The patient list (spec 1 §2.7) and scheduling of a proposed encounter (spec 2 §4.7, §5) as a CDI user.

test('a CDI user narrows the patient list, sees a patient’s encounters and schedules a proposed encounter', async ({ page }) => {
  await signInAs(page, 'cdi');
  const list = new PatientListPage(page);
  const first = await list.openFromNavigation();
  expect(first.get('sort')).toBe('lastName asc');
  expect(first.get('userRole')).toBe('CDI');
  await expect(list.table().getByRole('columnheader')).toHaveText(['Patient', 'DOB', 'MRN(s)', 'Region', 'Upcoming Appointment', 'Schedule New Appointment']);
  await list.expectLoadedRows(50);
  // Only the rows near the window are drawn.
  expect(await list.rows().count()).toBeLessThan(50);
  await expect(list.area.getByRole('button', { name: 'Load More Records' })).toBeVisible();

  // Filters start closed (no filter set) and open with the icon; a last name narrows the list.
  await expect(list.filters()).toHaveCount(0);
  await list.area.getByRole('button', { name: 'Show filters' }).click();
  const lastName = (await list.rows().first().getByRole('cell').first().innerText()).split(',')[0]?.trim() ?? '';
  const narrowed = await list.filterBy('Last Name', lastName);
  expect(narrowed.get('lastName')).toBe(`${lastName}%`);
  const names = await list.rows().evaluateAll((trs) => trs.map((tr) => tr.children[0]?.textContent ?? ''));
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(50);
  for (const name of names) expect(name.toLowerCase().startsWith(lastName.toLowerCase())).toBe(true);
  await list.searchAfter(() => list.filters().getByRole('button', { name: 'Clear Filters' }).click());

  // A patient with a proposed encounter and no practitioner, found with the free-text search 'last, first'.
  const all: ApiPatientRow[] = await (await page.request.get('/api/patient/enhanced_search?limit=500')).json();
  const patient = all.find((p) => p.proposedEncounter && p.proposedEncounter.practitioner === null);
  if (!patient?.proposedEncounter) throw new Error('the demo seed has no proposed encounter without a practitioner');
  const name = `${patient.lastName}, ${patient.firstName}`;
  const found = await list.filterBy('Last, First / MRN / DOB', name);
  expect(found.get('query')).toBe(name);
  const row = list.rows().filter({ has: page.getByRole('cell', { name, exact: true }) }).first();

  // Its encounters in a modal.
  const encounters: unknown[] = await (await page.request.get(`/api/encounter/patient?patientId=${patient.id}&sort=start%20asc`)).json();
  await row.getByRole('cell', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Encounters of ${name}` });
  await expect(dialog.locator('tbody tr[data-row-key]')).toHaveCount(encounters.length);
  expect((await new AxeBuilder({ page }).include('.ant-modal').analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const scan = await new AxeBuilder({ page }).include('[data-remote="mfe_worklist"]').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The schedule modal: Schedule disabled until valid, 'Invalid Date' for a past day.
  await row.getByRole('button', { name: `Schedule: proposed encounter of ${name}` }).click();
  const schedule = page.getByRole('dialog', { name: `Schedule Appointment for ${name}` });
  const submit = schedule.getByRole('button', { name: 'Schedule' });
  await expect(submit).toBeDisabled();
  const date = schedule.getByRole('textbox', { name: 'Date' });
  await date.fill('1/1/2020');
  await expect(schedule.getByText('Invalid Date')).toBeVisible();
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  await date.fill(`${tomorrow.getMonth() + 1}/${tomorrow.getDate()}/${tomorrow.getFullYear()}`);
  await expect(schedule.getByText('Invalid Date')).toBeHidden();
  await list.choose(schedule.getByRole('combobox', { name: 'Hour' }), '10');
  await list.choose(schedule.getByRole('combobox', { name: 'Minute' }), '35');
  await schedule.getByText('AM', { exact: true }).click();

  const practitioners: { firstName: string; lastName: string }[] = await (await page.request.get('/api/practitioner/search?statusCode=ACTIVE&limit=999&offset=0')).json();
  const chosen = practitioners[0];
  if (!chosen) throw new Error('no active practitioner');
  const practitioner = schedule.getByRole('combobox', { name: 'Practitioner' });
  await practitioner.fill(chosen.firstName.slice(1, 4).toLowerCase());
  await page.locator('.ant-select-dropdown:visible').getByTitle(`${chosen.lastName}, ${chosen.firstName}`, { exact: true }).click();
  await expect(submit).toBeEnabled();
  expect((await new AxeBuilder({ page }).include('.ant-modal').analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/auth/encounter/detail/${patient.proposedEncounter.encounterId}$`), { timeout: 20_000 });
  const detail = await (await page.request.get(`/api/encounter/detail/${patient.proposedEncounter.encounterId}`)).json();
  expect(detail.encounter.status).toBe('PLANNED');
  expect(new Date(detail.encounter.start).getHours()).toBe(10);
  expect(new Date(detail.encounter.start).getMinutes()).toBe(35);
});
