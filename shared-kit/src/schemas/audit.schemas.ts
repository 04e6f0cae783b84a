import { MAX_AUDIT_PAGE_SIZE } from '../domain/limits.constants';
import { FileResponse, Id, Nullable, Offset, Type } from './schema.helpers';

/** A day of the audit trail's date range: YYYY-MM-DD (server-local, both ends included). */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, server-local day, included' });

const auditFilterFields = {
  encounterId: Type.Optional(Id),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 254, pattern: '\\S', description: 'Exact username, case-insensitive' })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
};

/** GET /api/audit/csv: the trail's filters (encounter, user, date range). */
export const AuditFilterQuerySchema = Type.Object(auditFilterFields, { additionalProperties: false });
/** GET /api/audit: the filters and a page (newest first). */
export const AuditQuerySchema = Type.Object(
  {
    ...auditFilterFields,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_AUDIT_PAGE_SIZE })),
    offset: Type.Optional(Offset),
  },
  { additionalProperties: false },
);

/** Who did it: the user as the trail names them (null when the event had no user, e.g. a demo helper). */
export const AuditUserSchema = Type.Object({ id: Type.Integer(), username: Type.String(), alias: Type.String() }, { title: 'AuditUser' });

/** One changed field of an audit event: its value before and after, as text (null: absent or empty). */
export const AuditChangeSchema = Type.Object(
  { field: Type.String(), before: Nullable(Type.String()), after: Nullable(Type.String()) },
  { title: 'AuditChange' },
);

/** One audit event: who, when, what (action, entity, encounter) and the change (spec: HIPAA §164.312(b) audit controls). */
export const AuditEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    user: Nullable(AuditUserSchema),
    action: Type.String({ description: 'READ, CREATE, UPDATE, LOCK, LOGIN_SUCCESS, ...' }),
    entityType: Type.String({ description: 'ENCOUNTER, ENCOUNTER_CONDITION, REVIEW, USER, AUDIT_TRAIL, ...' }),
    entityId: Nullable(Type.String()),
    encounterId: Nullable(Type.Integer()),
    changes: Type.Array(AuditChangeSchema),
  },
  { title: 'AuditEntry' },
);

/** GET /api/audit: one page of the trail and how many events match in all. */
export const AuditPageSchema = Type.Object({ total: Type.Integer({ minimum: 0 }), items: Type.Array(AuditEntrySchema) }, { title: 'AuditPage' });

export const CsvFileSchema = FileResponse('text/csv');
