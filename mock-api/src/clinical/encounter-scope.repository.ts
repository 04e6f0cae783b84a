import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { notFound, type Scope } from './access.service';

type Db = Kysely<Database> | Transaction<Database>;

/** Limits a query over `patients as p` (joined to `regions as rg`) to the caller's regions, when they have a list. */
export function regionCondition(eb: ExpressionBuilder<Database & { p: Database['patients']; rg: Database['regions'] }, 'p' | 'rg'>, scope: Scope) {
  if (scope.regions === null) return sql<boolean>`true`;
  if (scope.regions.length === 0) return sql<boolean>`false`;
  return eb('rg.name', 'in', scope.regions);
}

export interface ScopedEncounter {
  id: number;
  patient_id: number;
  start: Date;
  status: string;
}

/** The encounter when the caller's tenant (and regions) may see it; 404 otherwise, the same for another tenant's id. */
export async function findEncounterInScope(db: Db, scope: Scope, id: number): Promise<ScopedEncounter> {
  const row = await db
    .selectFrom('encounters as e')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('regions as rg', 'rg.id', 'p.region_id')
    .select(['e.id', 'e.patient_id', 'e.start', 'e.status'])
    .where('e.id', '=', id)
    .where('e.tenant_id', '=', scope.tenantId)
    .where((eb) => regionCondition(eb, scope))
    .executeTakeFirst();
  if (!row) throw notFound(`Encounter ${id} not found`);
  return row;
}
