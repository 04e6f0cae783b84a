import { CONDITION_GROUP_LABELS, REPORTABLE_REASONS, reportableReasonsForHeader } from './condition.constants';
import { MFA_TYPE_LABELS } from './auth.constants';
import { ENCOUNTER_TYPE_LABELS, SOURCE_DISPLAY_NAMES } from './encounter.constants';
import { MAX_PAGE_COUNT, ONE_HOUR_MS, PAGE_SIZE } from './limits.constants';
import { CDI_WORKLIST_VIEW_QUERIES, POTENTIAL_OPPORTUNITY_OPTIONS } from './worklist.constants';

describe('shared constants', () => {
  it('group labels (spec 1 §9)', () => {
    expect(Object.values(CONDITION_GROUP_LABELS).sort()).toEqual(['Activities', 'Known Conditions', 'Potential Opportunities']);
  });

  it('reportable reasons have unique codes and belong to their header (spec 2 §5)', () => {
    const codes = REPORTABLE_REASONS.map((reason) => reason.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(reportableReasonsForHeader('NOT_DOCUMENTED').map((r) => r.label)).toEqual([
      'Acute visit',
      'Condition not documented or addressed',
      'Condition reported as resolved',
      'Lack of historical data/medical records to validate condition',
    ]);
    expect(reportableReasonsForHeader('OTHER')).toEqual([]);
  });

  it('potential opportunity options (values 1, 2, 3, 4+)', () => {
    expect(POTENTIAL_OPPORTUNITY_OPTIONS.map((o) => o.value)).toEqual(['1', '2', '3', '4+']);
    expect(POTENTIAL_OPPORTUNITY_OPTIONS[3].label).toBe('4+ Potential Opportunities');
  });

  it('the CDI worklist view is open or CDI QA, planned (spec 1 §2.6)', () => {
    expect(CDI_WORKLIST_VIEW_QUERIES.WORKLIST).toEqual({ reviewCode: ['OPEN', 'READY_FOR_CDI_QA'], encounterStatus: ['PLANNED'] });
  });

  it('labels the spec quotes', () => {
    expect(ENCOUNTER_TYPE_LABELS.UNKNOWN).toBe('Reset');
    expect(MFA_TYPE_LABELS.QR_TOTP).toBe('QR-TOTP');
    expect(SOURCE_DISPLAY_NAMES.OBSERVATION_LAB).toBe('Observations/Labs');
    expect(ONE_HOUR_MS).toBe(3_600_000);
    expect(PAGE_SIZE * MAX_PAGE_COUNT).toBe(500);
  });
});
