import { auditChanges, auditTrailPath, auditValueText, canSeeAuditTrail } from './audit.rules';
import { matchRoute } from './routes';

describe('audit trail rules', () => {
  it('lets QA managers and the clinical admin read the trail, nobody else', () => {
    for (const role of ['CDI_QA_MANAGER', 'CODER_QA_MANAGER', 'CLINICAL_ADMIN'] as const) expect(canSeeAuditTrail(role)).toBe(true);
    for (const role of ['CDI', 'CDI_RESTRICTED', 'CODER', 'PHYSICIAN', 'ADMIN', 'PATIENT_SNAPSHOT', null, undefined] as const) {
      expect(canSeeAuditTrail(role)).toBe(false);
    }
  });

  it('links to the trail, filtered to an encounter when given; the path is a route of the audit trail screen', () => {
    expect(auditTrailPath()).toBe('/auth/report/audit');
    expect(auditTrailPath(42)).toBe('/auth/report/audit?encounterId=42');
    expect(auditTrailPath(null)).toBe('/auth/report/audit');
    expect(matchRoute('/auth/report/audit')).toEqual({ id: 'audit-trail', params: {} });
    expect(matchRoute('/auth/report')?.id).toBe('reports');
  });

  it('shows values as text', () => {
    expect(auditValueText(null)).toBeNull();
    expect(auditValueText(undefined)).toBeNull();
    expect(auditValueText('Seen in labs')).toBe('Seen in labs');
    expect(auditValueText(3)).toBe('3');
    expect(auditValueText(false)).toBe('false');
    expect(auditValueText(['E119'])).toBe('["E119"]');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
  });

  it('lists the fields that changed, before and after, by field name', () => {
    expect(auditChanges({ content: 'old', title: 'Diabetes', version: 1 }, { content: 'new', title: 'Diabetes', version: 2 })).toEqual([
      { field: 'content', before: 'old', after: 'new' },
      { field: 'version', before: '1', after: '2' },
    ]);
    // Partial objects: a field only one side has.
    expect(auditChanges({ status: 'PLANNED', gone: 'x' }, { status: 'CANCELLED' })).toEqual([
      { field: 'gone', before: 'x', after: null },
      { field: 'status', before: 'PLANNED', after: 'CANCELLED' },
    ]);
    // Nested values compare as JSON.
    expect(auditChanges({ icd: ['E119'] }, { icd: ['E119'] })).toEqual([]);
    expect(auditChanges({ icd: ['E119'] }, { icd: ['E118'] })).toEqual([{ field: 'icd', before: '["E119"]', after: '["E118"]' }]);
  });

  it('lists a created row field by field and gives events without detail no change', () => {
    expect(auditChanges(null, { id: 7, title: 'CKD', note: null })).toEqual([
      { field: 'id', before: null, after: '7' },
      { field: 'title', before: null, after: 'CKD' },
    ]);
    expect(auditChanges({ id: 7 }, null)).toEqual([{ field: 'id', before: '7', after: null }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(undefined, undefined)).toEqual([]);
    expect(auditChanges('a', 'b')).toEqual([{ field: '(value)', before: 'a', after: 'b' }]);
    expect(auditChanges([1], [1])).toEqual([]);
  });
});
