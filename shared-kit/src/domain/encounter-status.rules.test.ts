import { ENCOUNTER_STATUSES, type EncounterStatus } from './encounter.constants';
import {
  allowedStatusChanges,
  canChangeEncounterStatus,
  canEditEncounter,
  canIgnoreEncounter,
  statusToggles,
  storedEncounterType,
} from './encounter-status.rules';

describe('statusToggles (spec 2 §4.3)', () => {
  it('Cancel moves a PLANNED encounter to CANCELLED and Undo moves it back to PLANNED', () => {
    expect(statusToggles('CDI', 'PLANNED', true)).toEqual([{ toggle: 'CANCEL', to: 'CANCELLED', undo: false }]);
    expect(statusToggles('CODER', 'CANCELLED', true)).toEqual([{ toggle: 'CANCEL', to: 'PLANNED', undo: true }]);
  });

  it('Ignore is offered only to the ignore roles, PLANNED to IGNORED and back', () => {
    expect(statusToggles('CDI_QA_MANAGER', 'PLANNED', true)).toEqual([
      { toggle: 'CANCEL', to: 'CANCELLED', undo: false },
      { toggle: 'IGNORE', to: 'IGNORED', undo: false },
    ]);
    expect(statusToggles('CODER_QA_MANAGER', 'IGNORED', true)).toEqual([{ toggle: 'IGNORE', to: 'PLANNED', undo: true }]);
    expect(statusToggles('CDI', 'IGNORED', true)).toEqual([]);
    expect(canIgnoreEncounter('CDI')).toBe(false);
    expect(canIgnoreEncounter('CDI_QA_MANAGER')).toBe(true);
  });

  it('nothing is offered without the lock, to roles that cannot edit, or on other statuses', () => {
    expect(statusToggles('CDI_QA_MANAGER', 'PLANNED', false)).toEqual([]);
    expect(statusToggles('PHYSICIAN', 'PLANNED', true)).toEqual([]);
    expect(statusToggles('CLINICAL_ADMIN', 'PLANNED', true)).toEqual([]);
    for (const status of ['ARRIVED', 'FINISHED', 'IN_PROGRESS', 'PROPOSED'] as const) {
      expect(statusToggles('CDI_QA_MANAGER', status, true)).toEqual([]);
    }
  });
});

describe('canChangeEncounterStatus', () => {
  it('accepts exactly the offered moves', () => {
    const moves: string[] = [];
    for (const from of ENCOUNTER_STATUSES) {
      for (const to of ENCOUNTER_STATUSES) {
        if (canChangeEncounterStatus('CDI_QA_MANAGER', from, to)) moves.push(`${from}>${to}`);
      }
    }
    expect(moves.sort()).toEqual(['CANCELLED>PLANNED', 'IGNORED>PLANNED', 'PLANNED>CANCELLED', 'PLANNED>IGNORED']);
  });

  it.each<[EncounterStatus, EncounterStatus[]]>([
    ['PLANNED', ['CANCELLED']],
    ['CANCELLED', ['PLANNED']],
    ['IGNORED', []],
    ['FINISHED', []],
  ])('a CDI user on %s may move to %j', (from, expected) => {
    expect(allowedStatusChanges('CDI', from)).toEqual(expected);
    expect(allowedStatusChanges('CDI_RESTRICTED', from)).toEqual(expected);
  });
});

describe('encounter type and editing roles', () => {
  it('the unknown type (Reset) clears the stored type', () => {
    expect(storedEncounterType('UNKNOWN')).toBeNull();
    expect(storedEncounterType('TELEHEALTH')).toBe('TELEHEALTH');
    expect(storedEncounterType('TELEPHONIC')).toBe('TELEPHONIC');
  });

  it('CDI-type and coder-type roles edit encounters; others do not', () => {
    expect((['CDI', 'CDI_QA_MANAGER', 'CDI_RESTRICTED', 'CODER', 'CODER_QA_MANAGER'] as const).every((r) => canEditEncounter(r))).toBe(true);
    expect((['PHYSICIAN', 'CLINICAL_ADMIN', 'ADMIN', 'PATIENT_SNAPSHOT'] as const).some((r) => canEditEncounter(r))).toBe(false);
    expect(canEditEncounter(null)).toBe(false);
  });
});
