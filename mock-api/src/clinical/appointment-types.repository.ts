import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.types';

/**
 * The appointment types a tenant's encounters use, A to Z (GET /api/appointment/types).
 *
 * A tenant has a handful of types over hundreds of thousands of encounters, and PostgreSQL's DISTINCT reads every one
 * of them. So the query steps through the (tenant, type) index instead: the first type, then the first one after it,
 * and so on, one index probe per type (a "loose index scan"; migration 0020).
 */
export async function appointmentTypesOf(db: Kysely<Database>, tenantId: string): Promise<string[]> {
  const { rows } = await appointmentTypesQuery(tenantId).execute(db);
  return rows.flatMap((row) => (row.name === null ? [] : [row.name]));
}

/** The statement of `appointmentTypesOf` (its test reads the plan). */
export function appointmentTypesQuery(tenantId: string): RawBuilder<{ name: string | null }> {
  return sql<{ name: string | null }>`
    with recursive types(name) as (
      (select appointment_type from encounters
        where tenant_id = ${tenantId} and appointment_type is not null
        order by appointment_type limit 1)
      union all
      select (select e.appointment_type from encounters e
                where e.tenant_id = ${tenantId} and e.appointment_type > types.name
                order by e.appointment_type limit 1)
        from types where types.name is not null
    )
    select name from types where name is not null`;
}
