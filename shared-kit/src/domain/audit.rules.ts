import type { AuditChange } from './audit.types';
import type { Role } from './roles';
import { ROUTES } from './routes';

/**
 * Who may read the audit trail (issue 14, HIPAA §164.312(b)): the QA managers, who review other people's work, and
 * the clinical admin, the practice's administrator by role. ADMIN is not among them: that role sees no clinical data
 * (its home is a notice pointing to the Admin application), and the trail holds conditions' text before and after.
 */
export const AUDIT_TRAIL_ROLES: readonly Role[] = ['CDI_QA_MANAGER', 'CODER_QA_MANAGER', 'CLINICAL_ADMIN'];

export const canSeeAuditTrail = (role: Role | null | undefined): boolean => !!role && AUDIT_TRAIL_ROLES.includes(role);

/** The audit trail screen, filtered to one encounter when given (the encounter headers link here through navigate). */
export function auditTrailPath(encounterId?: number | string | null): string {
  return encounterId === undefined || encounterId === null || encounterId === ''
    ? ROUTES.auditTrail
    : `${ROUTES.auditTrail}?encounterId=${encodeURIComponent(String(encounterId))}`;
}

/** A stored value as the trail shows it: text as is, other values as JSON, nothing (null, undefined) as null. */
export function auditValueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The change an audit event records: each field whose value differs between `before` and `after` (the rows or
 * partial objects the server stored), by field name: the store (jsonb) does not keep a row's key order, so a stable
 * order is the rule's, not the database's. A created row
 * lists its non-empty fields (before null), a removed one its former fields; events with neither (READ, LOCK without
 * detail) have no change. Values that are not objects on both sides are one change of the field '(value)'.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  const b = before ?? {};
  const a = after ?? {};
  if (!isRecord(b) || !isRecord(a)) {
    const was = auditValueText(before);
    const now = auditValueText(after);
    return was === now ? [] : [{ field: '(value)', before: was, after: now }];
  }
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = auditValueText(b[field]);
    const now = auditValueText(a[field]);
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes;
}
