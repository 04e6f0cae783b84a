// Audit trail shapes, derived from the API schemas (shared-kit/schemas).
import type { Static } from 'typebox';
import type { AuditChangeSchema, AuditEntrySchema, AuditFilterQuerySchema, AuditPageSchema, AuditQuerySchema, AuditUserSchema } from '../schemas/audit.schemas';

/** The filters of the audit trail (encounter, username, day range) without paging. */
export type AuditFilter = Static<typeof AuditFilterQuerySchema>;
/** GET /api/audit's query: the filters and a page. */
export type AuditQuery = Static<typeof AuditQuerySchema>;
export type AuditUser = Static<typeof AuditUserSchema>;
/** One changed field of an audit event, before and after as text. */
export type AuditChange = Static<typeof AuditChangeSchema>;
/** One audit event: who, when, what and the change. */
export type AuditEntry = Static<typeof AuditEntrySchema>;
/** A page of the audit trail and the number of matching events. */
export type AuditPage = Static<typeof AuditPageSchema>;
