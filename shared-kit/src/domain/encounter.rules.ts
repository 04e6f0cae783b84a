import { isSameZonedDay, runtimeTimeZone } from './tenant-time.rules';

/**
 * Same Day Encounter (spec 1 §2.6): the ingest date falls on the same calendar day as the start, in the tenant's zone
 * (tenantTimeZone; until every caller passes it, the runtime's zone, which is what it was before zones).
 */
export function isSameDayEncounter(
  start: string | Date | null | undefined,
  ingestDate: string | Date | null | undefined,
  zone: string = runtimeTimeZone(),
): boolean {
  return isSameZonedDay(start, ingestDate, zone);
}
