import { allowedNoteReasons, canSeeNotes, normaliseNoteBody } from './note.rules';

const UTC = 'UTC';
const start = '2026-05-01T10:00:00Z';
const open = { conditionStatus: 'POTENTIAL' as const, addressedDate: null };
const addressed = { conditionStatus: 'KNOWN' as const, addressedDate: '2026-02-01' };

describe('note rules (spec 2 §5, §6)', () => {
  it('only CDI and coder users see notes', () => {
    expect(['CDI', 'CDI_QA_MANAGER', 'CDI_RESTRICTED', 'CODER', 'CODER_QA_MANAGER'].every((r) => canSeeNotes(r as 'CDI'))).toBe(true);
    expect(canSeeNotes('PHYSICIAN')).toBe(false);
    expect(canSeeNotes('CLINICAL_ADMIN')).toBe(false);
    expect(canSeeNotes(null)).toBe(false);
  });

  it('a coder may query or comment on an open known/potential condition', () => {
    expect(allowedNoteReasons('CODER', open, start, UTC)).toEqual(['CODER_QUERY', 'OPEN']);
    expect(allowedNoteReasons('CODER_QA_MANAGER', { ...open, conditionStatus: 'KNOWN' }, start, UTC)).toEqual(['CODER_QUERY', 'OPEN']);
  });

  it('only a comment on addressed conditions and activities, for encounter notes and for CDI users', () => {
    expect(allowedNoteReasons('CODER', addressed, start, UTC)).toEqual(['OPEN']);
    expect(allowedNoteReasons('CODER', { conditionStatus: 'ACTIVITY', addressedDate: null }, start, UTC)).toEqual(['OPEN']);
    expect(allowedNoteReasons('CODER', null, start, UTC)).toEqual(['OPEN']);
    expect(allowedNoteReasons('CDI', open, start, UTC)).toEqual(['OPEN']);
    expect(allowedNoteReasons('CDI_RESTRICTED', null, start, UTC)).toEqual(['OPEN']);
  });

  it('an addressed date of another year does not count as addressed', () => {
    expect(allowedNoteReasons('CODER', { ...addressed, addressedDate: '2025-12-31' }, start, UTC)).toEqual(['CODER_QUERY', 'OPEN']);
  });

  it("reads the addressed year in the tenant's zone (2027-01-01T06:00Z is New Year's Eve in Honolulu)", () => {
    const newYearsEve = '2027-01-01T06:00:00Z';
    const addressed2026 = { ...addressed, addressedDate: '2026-06-01' };
    expect(allowedNoteReasons('CODER', addressed2026, newYearsEve, 'Pacific/Honolulu')).toEqual(['OPEN']);
    expect(allowedNoteReasons('CODER', addressed2026, newYearsEve, UTC)).toEqual(['CODER_QUERY', 'OPEN']);
  });

  it('others add nothing', () => {
    expect(allowedNoteReasons('PHYSICIAN', open, start, UTC)).toEqual([]);
    expect(allowedNoteReasons('ADMIN', null, start, UTC)).toEqual([]);
  });

  it('trims the body', () => {
    expect(normaliseNoteBody('  Please clarify  stage \n')).toBe('Please clarify  stage');
  });
});
