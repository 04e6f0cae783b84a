// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { formatInZone } from 'shared-kit/domain';

/**
 * An ISO date or date-time in one of the spec's formats (shared-kit DATE_FORMATS), as a clock in `zone` (the tenant's,
 * shared-kit sessionTimeZone) shows it; a date-only text (a birth date) is its own day. '' when missing or unreadable.
 */
export function formatDate(value: string | null | undefined, format: string, zone: string): string {
  return formatInZone(value, format, zone);
}

/** A date-only text (a birth date) in one of the spec's date formats: a calendar day, the same in every zone. */
export function formatCalendarDay(value: string | null | undefined, format: string): string {
  return formatInZone(value, format, 'UTC');
}
