import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { Scope } from './access.service';
import { searchEncounters } from './encounter-search.service';
import { findPatientInScope } from './patient-search.service';

/** Most encounters one patient list modal loads (the demo's busiest patient has about a dozen). */
export const PATIENT_ENCOUNTER_LIMIT = 500;

/**
 * A patient's encounters for the patient list's modal (spec 1 §2.7, §7 "GET encounters per patient"), rows shaped as
 * GET /api/encounter's. The patient must be in the caller's tenant (and regions): 404 otherwise.
 */
export async function patientEncounters(db: Kysely<Database>, scope: Scope, patientId: number, sortDir: 'asc' | 'desc', now: Date) {
  await findPatientInScope(db, scope, patientId);
  // The worklist search already shapes rows, scopes tenant and regions and joins reviews and locks: one query, one shape.
  return searchEncounters(db, scope, { patientId, sort: `start ${sortDir}`, limit: PATIENT_ENCOUNTER_LIMIT }, now);
}
