import { canDismiss, isAddressed, normaliseConditionContent } from './condition.rules';

const UTC = 'UTC';
const props = (entries: Record<string, string>) => Object.entries(entries).map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue }));

describe('isAddressed (spec 2 §4.5)', () => {
  it('is true when the addressed date is in the calendar year of the encounter start', () => {
    expect(isAddressed({ addressedDate: '2026-01-03' }, '2026-11-21T15:00:00Z', UTC)).toBe(true);
  });
  it('is false for another year or no addressed date', () => {
    expect(isAddressed({ addressedDate: '2025-12-31' }, '2026-01-01T10:00:00Z', UTC)).toBe(false);
    expect(isAddressed({ addressedDate: null }, '2026-01-01T10:00:00Z', UTC)).toBe(false);
    expect(isAddressed({ addressedDate: 'not a date' }, '2026-01-01T10:00:00Z', UTC)).toBe(false);
  });
});

describe('canDismiss (spec 2 §6)', () => {
  const start = '2026-06-01T10:00:00Z';
  const potential = { conditionStatus: 'POTENTIAL' as const, addressedDate: null };
  const knownOpen = { conditionStatus: 'KNOWN' as const, addressedDate: null };
  const knownAddressed = { conditionStatus: 'KNOWN' as const, addressedDate: '2026-02-01' };
  const activity = { conditionStatus: 'ACTIVITY' as const, addressedDate: null };

  it('a physician can dismiss a potential condition', () => {
    expect(canDismiss('PHYSICIAN', potential, [], start, UTC)).toBe(true);
  });
  it('a physician can dismiss a known condition only with the known-dismiss flag and when not addressed', () => {
    expect(canDismiss('PHYSICIAN', knownOpen, [], start, UTC)).toBe(false);
    expect(canDismiss('PHYSICIAN', knownOpen, props({ KNOWN_DISMISS: 'true' }), start, UTC)).toBe(true);
    expect(canDismiss('PHYSICIAN', knownAddressed, props({ KNOWN_DISMISS: 'true' }), start, UTC)).toBe(false);
  });
  it('a clinical admin also needs the clinical-admin dismiss flag', () => {
    expect(canDismiss('CLINICAL_ADMIN', potential, [], start, UTC)).toBe(false);
    expect(canDismiss('CLINICAL_ADMIN', potential, props({ CLINICAL_ADMIN_DISMISS: 'true' }), start, UTC)).toBe(true);
  });
  it('a user property overrides the tenant flag', () => {
    expect(canDismiss('CLINICAL_ADMIN', potential, props({ CLINICAL_ADMIN_DISMISS: 'true' }), start, UTC, props({ CLINICAL_ADMIN_DISMISS: 'false' }))).toBe(false);
  });
  it('activities are never dismissed, and other roles cannot dismiss', () => {
    expect(canDismiss('PHYSICIAN', activity, props({ KNOWN_DISMISS: 'true' }), start, UTC)).toBe(false);
    for (const role of ['CDI', 'CODER', 'CODER_QA_MANAGER', 'CDI_QA_MANAGER', 'ADMIN'] as const) {
      expect(canDismiss(role, potential, props({ KNOWN_DISMISS: 'true', CLINICAL_ADMIN_DISMISS: 'true' }), start, UTC)).toBe(false);
    }
  });
});

describe('addressed and dismissal across New Year in the tenant zone (issue 17)', () => {
  // 2027-01-01T06:00Z is 20:00 on 31 December 2026 in Honolulu: the encounter is still in 2026 there.
  const newYearsEve = '2027-01-01T06:00:00Z';
  const HONOLULU = 'Pacific/Honolulu';
  const known = { conditionStatus: 'KNOWN' as const, addressedDate: '2026-06-01' };

  it('isAddressed reads the encounter year in the zone given', () => {
    expect(isAddressed(known, newYearsEve, HONOLULU)).toBe(true);
    expect(isAddressed(known, newYearsEve, UTC)).toBe(false);
    // An addressed instant moves with the zone too: 2027-01-01T02:00Z is 16:00 on 31 December in Honolulu.
    expect(isAddressed({ addressedDate: '2027-01-01T02:00:00Z' }, '2026-12-15T12:00:00Z', HONOLULU)).toBe(true);
    expect(isAddressed({ addressedDate: '2027-01-01T02:00:00Z' }, '2026-12-15T12:00:00Z', UTC)).toBe(false);
  });

  it('canDismiss refuses a known condition addressed in the tenant year, allows it where that year differs', () => {
    const tenant = props({ KNOWN_DISMISS: 'true' });
    expect(canDismiss('PHYSICIAN', known, tenant, newYearsEve, HONOLULU)).toBe(false);
    expect(canDismiss('PHYSICIAN', known, tenant, newYearsEve, UTC)).toBe(true);
  });
});

describe('normaliseConditionContent (spec 2 §5)', () => {
  it('trims and collapses runs of spaces, keeping line breaks', () => {
    expect(normaliseConditionContent('  Stage   4 CKD  \n  per  nephrology ')).toBe('Stage 4 CKD \n per nephrology');
    expect(normaliseConditionContent('one space')).toBe('one space');
  });
});
