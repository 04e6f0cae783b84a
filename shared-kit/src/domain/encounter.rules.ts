function localDay(value: string | Date): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/**
 * Same Day Encounter (spec 1 §2.6): the ingest date falls on the same calendar day as the start, in the
 * viewer's local time (the day the user sees in the list).
 */
export function isSameDayEncounter(start: string | Date | null | undefined, ingestDate: string | Date | null | undefined): boolean {
  if (!start || !ingestDate) return false;
  const a = localDay(start);
  return a !== null && a === localDay(ingestDate);
}
