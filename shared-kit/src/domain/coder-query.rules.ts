import { DEFAULT_CODER_QUERY_WINDOW_HOURS, ONE_HOUR_MS } from './limits.constants';
import { PROPERTY_KEYS } from './properties';
import type { PropertyEntry } from './session';

function positiveInt(entries: readonly PropertyEntry[], key: string): number | null {
  const raw = entries.find((p) => p.propertyKey === key)?.propertyValue;
  const parsed = Number.parseInt(raw ?? '', 10);
  return Number.isNaN(parsed) || parsed <= 0 ? null : parsed;
}

/**
 * Hours after which an outstanding coder query turns red (spec 1 §6, spec 2 §5): the user's property,
 * else the tenant's, else 24.
 */
export function coderQueryWindowHours(session: {
  tenantProperties: readonly PropertyEntry[];
  userProperties: readonly PropertyEntry[];
} | null | undefined): number {
  if (!session) return DEFAULT_CODER_QUERY_WINDOW_HOURS;
  return (
    positiveInt(session.userProperties, PROPERTY_KEYS.userCoderQueryHours) ??
    positiveInt(session.tenantProperties, PROPERTY_KEYS.coderQueryWindowHours) ??
    DEFAULT_CODER_QUERY_WINDOW_HOURS
  );
}

/** Whether a coder query outstanding since `since` is older than `hours` at `now`. */
export function isCoderQueryOverdue(since: string | null | undefined, hours: number, now: Date = new Date()): boolean {
  if (!since) return false;
  const at = new Date(since).getTime();
  return !Number.isNaN(at) && now.getTime() - at > hours * ONE_HOUR_MS;
}
