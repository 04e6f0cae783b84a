import { canDismiss, isAddressed, normaliseConditionContent } from './condition.rules';

const props = (entries: Record<string, string>) => Object.entries(entries).map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue }));

describe('isAddressed (spec 2 §4.5)', () => {
  it('is true when the addressed date is in the calendar year of the encounter start', () => {
    expect(isAddressed({ addressedDate: '2026-01-03' }, '2026-11-21T15:00:00Z')).toBe(true);
  });
  it('is false for another year or no addressed date', () => {
    expect(isAddressed({ addressedDate: '2025-12-31' }, '2026-01-01T10:00:00Z')).toBe(false);
    expect(isAddressed({ addressedDate: null }, '2026-01-01T10:00:00Z')).toBe(false);
    expect(isAddressed({ addressedDate: 'not a date' }, '2026-01-01T10:00:00Z')).toBe(false);
  });
});

describe('canDismiss (spec 2 §6)', () => {
  const start = '2026-06-01T10:00:00Z';
  const potential = { conditionStatus: 'POTENTIAL' as const, addressedDate: null };
  const knownOpen = { conditionStatus: 'KNOWN' as const, addressedDate: null };
  const knownAddressed = { conditionStatus: 'KNOWN' as const, addressedDate: '2026-02-01' };
  const activity = { conditionStatus: 'ACTIVITY' as const, addressedDate: null };

  it('a physician can dismiss a potential condition', () => {
    expect(canDismiss('PHYSICIAN', potential, [], start)).toBe(true);
  });
  it('a physician can dismiss a known condition only with the known-dismiss flag and when not addressed', () => {
    expect(canDismiss('PHYSICIAN', knownOpen, [], start)).toBe(false);
    expect(canDismiss('PHYSICIAN', knownOpen, props({ KNOWN_DISMISS: 'true' }), start)).toBe(true);
    expect(canDismiss('PHYSICIAN', knownAddressed, props({ KNOWN_DISMISS: 'true' }), start)).toBe(false);
  });
  it('a clinical admin also needs the clinical-admin dismiss flag', () => {
    expect(canDismiss('CLINICAL_ADMIN', potential, [], start)).toBe(false);
    expect(canDismiss('CLINICAL_ADMIN', potential, props({ CLINICAL_ADMIN_DISMISS: 'true' }), start)).toBe(true);
  });
  it('a user property overrides the tenant flag', () => {
    expect(canDismiss('CLINICAL_ADMIN', potential, props({ CLINICAL_ADMIN_DISMISS: 'true' }), start, props({ CLINICAL_ADMIN_DISMISS: 'false' }))).toBe(false);
  });
  it('activities are never dismissed, and other roles cannot dismiss', () => {
    expect(canDismiss('PHYSICIAN', activity, props({ KNOWN_DISMISS: 'true' }), start)).toBe(false);
    for (const role of ['CDI', 'CODER', 'CODER_QA_MANAGER', 'CDI_QA_MANAGER', 'ADMIN'] as const) {
      expect(canDismiss(role, potential, props({ KNOWN_DISMISS: 'true', CLINICAL_ADMIN_DISMISS: 'true' }), start)).toBe(false);
    }
  });
});

describe('normaliseConditionContent (spec 2 §5)', () => {
  it('trims and collapses runs of spaces, keeping line breaks', () => {
    expect(normaliseConditionContent('  Stage   4 CKD  \n  per  nephrology ')).toBe('Stage 4 CKD \n per nephrology');
    expect(normaliseConditionContent('one space')).toBe('one space');
  });
});
