import { httpClient, type HttpClient } from 'shared-kit';
import { type AuditFilter, type AuditPage, type AuditQuery } from 'shared-kit/domain';

/** A page of the tenant's audit trail, newest first (GET /api/audit; the read is audited by the server). */
export function fetchAuditPage(query: AuditQuery, client: HttpClient = httpClient): Promise<AuditPage> {
  return client.get<AuditPage>('/api/audit', { params: query });
}

/** The matching audit events as CSV (GET /api/audit/csv, audit-trail.csv; the export is audited). */
export function fetchAuditCsv(filter: AuditFilter, client: HttpClient = httpClient): Promise<Blob> {
  return client.get<Blob>('/api/audit/csv', { params: filter, responseType: 'blob' });
}
