import dayjs from 'dayjs';

/** An ISO date or date-time in one of the spec's formats (shared-kit DATE_FORMATS); '' when missing or unreadable. */
export function formatDate(value: string | null | undefined, format: string): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}
