import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';

export interface OpenHccCondition {
  encounterId: number;
  title: string;
  conditionStatus: string;
  icd10: string | null;
  hccCode: string;
  hccVersion: string | null;
}

/** The first ICD-10 code of a condition's icd10CodeJson (a code or a list, spec 2 §3). */
export function firstIcd10(json: unknown): string | null {
  if (typeof json === 'string') return json;
  if (Array.isArray(json) && typeof json[0] === 'string') return json[0];
  return null;
}

/**
 * The conditions to discuss at a huddle: open, active, non-activity conditions with an HCC code, the same set
 * encounters.open_hcc_count counts (condition.service refreshOpenHccCount), by encounter, highest priority first.
 */
export async function openHccConditions(db: Kysely<Database>, tenantId: string, encounterIds: readonly number[]): Promise<Map<number, OpenHccCondition[]>> {
  const byEncounter = new Map<number, OpenHccCondition[]>();
  if (encounterIds.length === 0) return byEncounter;
  const rows = await db
    .selectFrom('conditions')
    .select(['encounter_id', 'title', 'condition_status', 'icd10_code_json', 'hcc_code', 'hcc_version'])
    .where('tenant_id', '=', tenantId)
    .where('encounter_id', 'in', encounterIds)
    .where('condition_code', '=', 'OPEN')
    .where('status_code', '=', 'ACTIVE')
    .where('condition_status', '<>', 'ACTIVITY')
    .where('hcc_code', 'is not', null)
    .where('hcc_code', 'not in', ['', '0'])
    .orderBy('encounter_id')
    .orderBy('priority', 'desc')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byEncounter.get(row.encounter_id) ?? [];
    list.push({
      encounterId: row.encounter_id,
      title: row.title,
      conditionStatus: row.condition_status,
      icd10: firstIcd10(row.icd10_code_json),
      hccCode: row.hcc_code ?? '',
      hccVersion: row.hcc_version,
    });
    byEncounter.set(row.encounter_id, list);
  }
  return byEncounter;
}
