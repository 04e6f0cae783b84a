import type { Kysely } from 'kysely';
import { firstIcd10 } from 'shared-kit/domain';
import { isOpenHccSql } from '../clinical/open-hcc.sql';
import type { Database } from '../db/database.types';

export interface OpenHccCondition {
  encounterId: number;
  title: string;
  conditionStatus: string;
  icd10: string | null;
  hccCode: string;
  hccVersion: string | null;
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
    .where(isOpenHccSql)
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
