import { stringify } from 'csv-stringify/sync';
import { DATE_FORMATS, formatInZone, type AuditEntry } from 'shared-kit/domain';

export const AUDIT_CSV_FILE_NAME = 'audit-trail.csv';

/** Columns of the export, in order. */
export const AUDIT_CSV_COLUMNS = ['When', 'Username', 'User', 'Action', 'Entity', 'Entity ID', 'Encounter ID', 'Field', 'Before', 'After'] as const;

/**
 * The audit trail as CSV (RFC 4180, a header row, CRLF): one line per changed field so a spreadsheet can filter on
 * fields; an event without a change (a read, a lock) is one line with the field columns empty. `When` is the
 * tenant's time (`zone`) in the spec's timestamp format (M/D/YYYY HH:mm:ss), as the screen shows it. Cells that a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or carriage return) are escaped with a leading quote (csv-stringify's
 * `escape_formulas`): the trail holds text users typed.
 */
export function auditCsv(entries: readonly AuditEntry[], zone: string): string {
  const lines: string[][] = [];
  for (const entry of entries) {
    const event = [
      formatInZone(entry.at, DATE_FORMATS.timestamp, zone),
      entry.user?.username ?? '',
      entry.user?.alias ?? '',
      entry.action,
      entry.entityType,
      entry.entityId ?? '',
      entry.encounterId === null ? '' : String(entry.encounterId),
    ];
    if (entry.changes.length === 0) lines.push([...event, '', '', '']);
    for (const change of entry.changes) lines.push([...event, change.field, change.before ?? '', change.after ?? '']);
  }
  return stringify(lines, { header: true, columns: [...AUDIT_CSV_COLUMNS], record_delimiter: 'windows', escape_formulas: true });
}
