import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A condition of GET /api/encounter/detail/{id} (the fields these tests read). */
export interface DetailCondition {
  id: number;
  title: string;
  conditionStatus: string;
  conditionCode: string;
  statusCode: string;
  source: string | null;
  practitionerTags: { practitionerResponseCode: string } | null;
}

/** GET /api/encounter/detail/{id} (the fields these tests read). */
export interface PhysicianDetail {
  encounter: { id: number; start: string; patient: { firstName: string; lastName: string } };
  conditions: DetailCondition[];
  links: { prev: { encounterId: number } | null; next: { encounterId: number } | null };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day `days` from today as YYYY-MM-DD (the encounter search's `start`). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Open, potential, not yet answered: what the practitioner views ask a response for and let dismiss. */
export const isOpenPotential = (c: DetailCondition) =>
  c.conditionStatus === 'POTENTIAL' && c.conditionCode === 'OPEN' && c.statusCode === 'ACTIVE' && !c.practitionerTags?.practitionerResponseCode;

/**
 * The details of the signed-in physician's encounters on a day (their practitioner's appointments, as the daily list
 * finds them) that satisfy `wanted`, in start order.
 */
export async function physicianEncounters(request: APIRequestContext, day: string, wanted: (d: PhysicianDetail) => boolean): Promise<PhysicianDetail[]> {
  const mine = (await (await request.get('/api/user/practitioner')).json()) as Array<{ id: number }>;
  const practitionerId = mine[0]?.id;
  if (!practitionerId) throw new Error('the physician has no practitioner');
  const res = await request.get(`/api/encounter?practitionerId=${practitionerId}&start=${day}&limit=100&sort=start%20asc`);
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as Array<{ id: number }>;
  const details: PhysicianDetail[] = [];
  for (const row of rows) {
    const detail = await request.get(`/api/encounter/detail/${row.id}`);
    if (detail.ok()) details.push((await detail.json()) as PhysicianDetail);
  }
  return details.filter(wanted);
}

/** Sets tenant properties through the demo-mode helper; answers a function that puts the previous values back. */
export async function setTenantProperties(request: APIRequestContext, tenant: string, values: Record<string, string | null>): Promise<() => Promise<void>> {
  const url = `/api/dev/tenant/${tenant}/properties`;
  // The signed-in user's own record carries the tenant's current properties (the PUT wants at least one key).
  const current = await request.get('/api/user/current');
  expect(current.status()).toBe(200);
  const before = ((await current.json()) as { tenantProperties: Array<{ propertyKey: string; propertyValue: string }> }).tenantProperties;
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, before.find((p) => p.propertyKey === key)?.propertyValue ?? null]));
  expect((await request.put(url, { data: values })).status()).toBe(200);
  return async () => {
    expect((await request.put(url, { data: previous })).status()).toBe(200);
  };
}

/** The physician and clinical-admin encounter detail (mfe-encounter-physician). */
export class PhysicianEncounterPage {
  readonly area: Locator;

  constructor(readonly page: Page) {
    this.area = page.locator('[data-remote="mfe_encounter_physician"]');
  }

  /** Opens a path of the remote and waits for its condition list. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.clinical()).toBeVisible({ timeout: 20_000 });
  }

  patientHeading(detail: PhysicianDetail): Locator {
    return this.area.getByRole('heading', { level: 1, name: `${detail.encounter.patient.lastName}, ${detail.encounter.patient.firstName}` });
  }

  clinical(): Locator {
    return this.area.getByRole('region', { name: 'Clinical Conditions' });
  }

  activities(): Locator {
    return this.area.getByRole('region', { name: 'Activities' });
  }

  /** A condition's card (its row), by id. */
  row(conditionId: number): Locator {
    return this.area.locator(`[data-condition-id="${conditionId}"]`);
  }

  /** The spec's title of a condition as its row shows it (the Dismiss / Undo / response names carry it). */
  async titleOf(conditionId: number): Promise<string> {
    const heading = this.row(conditionId).getByRole('heading').first();
    return (await heading.innerText()).trim();
  }

  async expectNoAxeViolations(): Promise<void> {
    const scan = await new AxeBuilder({ page: this.page }).include('[data-remote="mfe_encounter_physician"]').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}
