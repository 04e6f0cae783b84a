import type { AuditFilter } from 'shared-kit';

/** The filter form's values: text as typed, days as YYYY-MM-DD or empty. */
export interface AuditFilterForm {
  encounterId: string;
  username: string;
  from: string;
  to: string;
}

export const EMPTY_FILTER_FORM: AuditFilterForm = { encounterId: '', username: '', from: '', to: '' };

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;

/** The form from the route's query (`?encounterId=…&username=…&from=…&to=…`, the link contract of the trail). */
export function filterFormOf(query: Readonly<Record<string, string>>): AuditFilterForm {
  const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  return {
    encounterId: POSITIVE_INTEGER.test(query.encounterId ?? '') ? (query.encounterId ?? '') : '',
    username: (query.username ?? '').trim(),
    from: day(query.from),
    to: day(query.to),
  };
}

/** Whether the encounter field holds something that is not an encounter id (the form says so and does not search). */
export const badEncounterId = (form: AuditFilterForm): boolean => form.encounterId.trim() !== '' && !POSITIVE_INTEGER.test(form.encounterId.trim());

/** The API filter of a form: empty fields left out. */
export function auditFilterOf(form: AuditFilterForm): AuditFilter {
  const filter: AuditFilter = {};
  const encounterId = form.encounterId.trim();
  if (POSITIVE_INTEGER.test(encounterId)) filter.encounterId = Number(encounterId);
  if (form.username.trim()) filter.username = form.username.trim();
  if (form.from) filter.from = form.from;
  if (form.to) filter.to = form.to;
  return filter;
}

/** The route query of a filter, so the address names what is shown (shareable, and Back returns to it). */
export function auditQueryString(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
