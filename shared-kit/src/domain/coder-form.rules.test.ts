import {
  autoFilledDecision,
  coderDecisionOf,
  coderDecisionProblems,
  coderFormVisibility,
  coderSubmitBlock,
  EMPTY_CODER_DECISION,
  isCoderAddition,
  isNothingSet,
  needsNotReportableReason,
  needsOtherText,
  reportableHeadersFor,
  withActivityMet,
  withDiagnosisCode,
  withOnClaim,
  withReportableHeader,
  withReportableReason,
  withReportableStatus,
  withReportableText,
  type CoderCondition,
  type CoderDecision,
} from './coder-form.rules';
import { REPORTABLE_REASONS, reportableReasonsForHeader } from './condition.constants';
import { MESSAGES } from './messages';

const condition = (overrides: Partial<CoderCondition> = {}): CoderCondition => ({
  conditionStatus: 'POTENTIAL',
  conditionCode: 'OPEN',
  statusCode: 'ACTIVE',
  hccCode: '37',
  icd10CodeJson: ['E1122', 'N183'],
  ...overrides,
});

const decision = (overrides: Partial<CoderDecision> = {}): CoderDecision => ({ ...EMPTY_CODER_DECISION, ...overrides });

const FILLED = {
  reportableStatusCode: 'REPORTABLE',
  reportableHeaderCode: 'REPORTABLE',
  reportableReason: 'PROVIDER_DOCUMENTATION_SUPPORTS_CODE',
  reportableText: null,
  conditionDiagnosisCode: 'E1122',
} as const;

describe('coder form auto-fill (spec 2 §4.5)', () => {
  it("'not on claim' while the condition is reportable fills reportable, the documentation reason and the first ICD-10 code", () => {
    const before = decision({ onClaimStatusCode: 'ON_CLAIM', reportableStatusCode: 'REPORTABLE' });
    expect(withOnClaim(before, 'NOT_ON_CLAIM', condition())).toEqual({ ...before, onClaimStatusCode: 'NOT_ON_CLAIM', ...FILLED });
  });

  it("'not on claim' while the header is Reportable does the same", () => {
    const before = decision({ reportableStatusCode: 'REPORTABLE', reportableHeaderCode: 'REPORTABLE', reportableReason: 'MEAT_TREATED' });
    expect(withOnClaim(before, 'NOT_ON_CLAIM', condition({ icd10CodeJson: 'i10' }))).toMatchObject({ ...FILLED, conditionDiagnosisCode: 'I10' });
  });

  it('choosing reportable while not on claim fills it too', () => {
    const before = decision({ onClaimStatusCode: 'NOT_ON_CLAIM', reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT' });
    const after = withReportableStatus(before, 'REPORTABLE', condition());
    expect(after).toEqual({ ...before, ...FILLED });
    expect(isCoderAddition(after)).toBe(true);
  });

  it('does not fill otherwise: on claim, not on claim while not reportable, reportable while on claim', () => {
    expect(withOnClaim(decision({ reportableStatusCode: 'REPORTABLE' }), 'ON_CLAIM', condition())).toEqual(decision({ reportableStatusCode: 'REPORTABLE', onClaimStatusCode: 'ON_CLAIM' }));
    expect(withOnClaim(decision({ reportableStatusCode: 'NOT_REPORTABLE' }), 'NOT_ON_CLAIM', condition())).toEqual(
      decision({ reportableStatusCode: 'NOT_REPORTABLE', onClaimStatusCode: 'NOT_ON_CLAIM' }),
    );
    expect(withReportableStatus(decision({ onClaimStatusCode: 'ON_CLAIM' }), 'REPORTABLE', condition())).toEqual(
      decision({ onClaimStatusCode: 'ON_CLAIM', reportableStatusCode: 'REPORTABLE' }),
    );
    expect(isCoderAddition(decision({ onClaimStatusCode: 'ON_CLAIM', ...FILLED }))).toBe(false);
  });

  it('fills no code for a condition without an ICD-10 code', () => {
    expect(autoFilledDecision(EMPTY_CODER_DECISION, { icd10CodeJson: null }).conditionDiagnosisCode).toBeNull();
  });
});

describe('coder form clearing rules (spec 2 §4.5)', () => {
  const full = decision({
    onClaimStatusCode: 'ON_CLAIM',
    reportableStatusCode: 'NOT_REPORTABLE',
    reportableHeaderCode: 'CODING_DETAILS',
    reportableReason: 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED',
    reportableText: 'typed',
    conditionDiagnosisCode: 'E119',
    activityMetStatusCode: null,
  });

  it('a reportable status clears header, reason, text and diagnosis code', () => {
    expect(withReportableStatus(full, 'REPORTABLE', condition())).toEqual({
      ...full,
      reportableStatusCode: 'REPORTABLE',
      reportableHeaderCode: null,
      reportableReason: null,
      reportableText: null,
      conditionDiagnosisCode: null,
    });
  });

  it('a header clears reason, text and code', () => {
    expect(withReportableHeader(full, 'NOT_DOCUMENTED')).toEqual({ ...full, reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: null, reportableText: null, conditionDiagnosisCode: null });
  });

  it('a reason clears text and code', () => {
    expect(withReportableReason(full, 'CODING_CONFLICT')).toEqual({ ...full, reportableReason: 'CODING_CONFLICT', reportableText: null, conditionDiagnosisCode: null });
  });

  it('text, code and activity met change only themselves; empty text is none', () => {
    expect(withReportableText(full, 'why')).toEqual({ ...full, reportableText: 'why' });
    expect(withReportableText(full, '').reportableText).toBeNull();
    expect(withDiagnosisCode(full, 'E1165')).toEqual({ ...full, conditionDiagnosisCode: 'E1165' });
    expect(withActivityMet(full, 'ACTIVITY_MET')).toEqual({ ...full, activityMetStatusCode: 'ACTIVITY_MET' });
  });
});

describe('reportable headers and reasons (spec 2 §5)', () => {
  it('the spec lists are complete under their headers, and 25 reasons exist in all', () => {
    expect(REPORTABLE_REASONS).toHaveLength(25);
    expect(reportableReasonsForHeader('CODING_DETAILS').map((r) => r.label)).toEqual([
      'Diagnosis code not included in the max allowable billed codes',
      'Coder recommended ADD DX code (provider did not respond)',
      'Coder recommended DELETE DX code (provider did not respond)',
      'Coder recommended MODIFY DX code (provider did not respond)',
      'Coding conflict',
      'Does not satisfy MEAT/TAMPER guidelines',
      'More/Less specific diagnosis code documented than one presented',
      'Patient refutes diagnosis code and no medical record to validate',
    ]);
    expect(reportableReasonsForHeader('REPORTABLE')[0]?.label).toBe('Provider documentation supports the code');
  });

  it('offers the headers that explain the chosen status, and Other for both', () => {
    expect(reportableHeadersFor(null)).toEqual([]);
    expect(reportableHeadersFor('REPORTABLE')).toEqual(['REPORTABLE', 'OTHER']);
    expect(reportableHeadersFor('NOT_REPORTABLE')).toEqual(['NOT_DOCUMENTED', 'CODING_DETAILS', 'DOCUMENTATION_REQUIREMENTS', 'CODING_GUIDELINES', 'OTHER']);
  });
});

describe('the Submit rule (spec 2 §5)', () => {
  const initial = coderDecisionOf(null);

  it('is disabled while submitting and when nothing changed', () => {
    const changed = decision({ reportableStatusCode: 'REPORTABLE' });
    expect(coderSubmitBlock(changed, initial, condition(), true)).toBe('SUBMITTING');
    expect(coderSubmitBlock(initial, initial, condition(), false)).toBe('UNCHANGED');
    // Whitespace typed into the text is no change.
    const withText = decision({ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'OTHER', reportableText: 'x' });
    expect(coderSubmitBlock({ ...withText, reportableText: 'x  ' }, withText, condition(), false)).toBe('UNCHANGED');
  });

  it('is disabled when no reportable status, reason or text is set (on claim alone is not enough)', () => {
    expect(coderSubmitBlock(decision({ onClaimStatusCode: 'ON_CLAIM' }), initial, condition(), false)).toBe('NOTHING_SET');
    expect(coderSubmitBlock(decision({ reportableStatusCode: 'NOT_REPORTABLE' }), initial, condition(), false)).toBeNull();
  });

  it("counts an activity's activity-met status as set", () => {
    const activity = condition({ conditionStatus: 'ACTIVITY', hccCode: null });
    expect(isNothingSet(decision({ activityMetStatusCode: 'ACTIVITY_MET' }), activity)).toBe(false);
    expect(isNothingSet(decision({ activityMetStatusCode: 'ACTIVITY_MET' }), condition())).toBe(true);
  });

  it('is disabled for the more/less-specific reason until a diagnosis code is chosen', () => {
    const specific = decision({ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'CODING_DETAILS', reportableReason: 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED' });
    expect(coderSubmitBlock(specific, initial, condition(), false)).toBe('DIAGNOSIS_CODE_MISSING');
    expect(coderSubmitBlock(withDiagnosisCode(specific, 'E1165'), initial, condition(), false)).toBeNull();
  });

  it("asks a reason of Not Reportable ('If Not Reportable, A Reason Must be Provided') and text of Other", () => {
    expect(needsNotReportableReason(decision({ reportableStatusCode: 'NOT_REPORTABLE' }))).toBe(true);
    expect(needsNotReportableReason(decision({ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT' }))).toBe(false);
    expect(needsNotReportableReason(decision({ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'OTHER', reportableText: 'seen' }))).toBe(false);
    expect(needsOtherText(decision({ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'OTHER', reportableText: '   ' }))).toBe(true);
    expect(needsOtherText(decision({ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'OTHER', reportableText: 'seen' }))).toBe(false);
  });
});

describe('which conditions show the coder form (spec 2 §6)', () => {
  const RA_ON = [{ propertyKey: 'RISK_ADJUSTMENT_ELIGIBLE', propertyValue: 'true' }];

  it('shows on main-list conditions; with claim risk-adjustment eligibility on, only on HCC conditions', () => {
    expect(coderFormVisibility(condition({ hccCode: null }), []).form).toBe(true);
    expect(coderFormVisibility(condition({ hccCode: null }), RA_ON).form).toBe(false);
    expect(coderFormVisibility(condition({ hccCode: '0' }), RA_ON).form).toBe(false);
    expect(coderFormVisibility(condition(), RA_ON).form).toBe(true);
    expect(coderFormVisibility(condition({ conditionCode: 'REMOVED' }), []).form).toBe(false);
    expect(coderFormVisibility(condition({ conditionCode: 'DISMISSED' }), []).form).toBe(false);
    expect(coderFormVisibility(condition({ statusCode: 'HIDDEN' }), []).form).toBe(false);
  });

  it('query and on-claim editors only for known or potential conditions that are open or addressed', () => {
    expect(coderFormVisibility(condition({ conditionStatus: 'KNOWN', conditionCode: 'ADDRESSED' }), []).queryAndClaim).toBe(true);
    expect(coderFormVisibility(condition({ conditionCode: 'SEEN' }), []).queryAndClaim).toBe(false);
    const activity = coderFormVisibility(condition({ conditionStatus: 'ACTIVITY' }), []);
    expect(activity).toMatchObject({ queryAndClaim: false, reportable: false, activityMet: true });
  });

  it('the diagnosis-code edit for potential conditions on claim and reportable, and for the more/less-specific reason', () => {
    const onClaimReportable = decision({ onClaimStatusCode: 'ON_CLAIM', reportableStatusCode: 'REPORTABLE' });
    expect(coderFormVisibility(condition(), [], onClaimReportable).diagnosisCode).toBe(true);
    expect(coderFormVisibility(condition({ conditionStatus: 'KNOWN' }), [], onClaimReportable).diagnosisCode).toBe(false);
    expect(coderFormVisibility(condition(), [], { ...onClaimReportable, onClaimStatusCode: 'NOT_ON_CLAIM' }).diagnosisCode).toBe(false);
    expect(coderFormVisibility(condition({ conditionStatus: 'KNOWN' }), [], decision({ reportableReason: 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED' })).diagnosisCode).toBe(true);
  });
});

describe("the API's checks of a decision (coderDecisionProblems)", () => {
  it('accepts what the form produces', () => {
    expect(coderDecisionProblems(decision({ onClaimStatusCode: 'NOT_ON_CLAIM', ...FILLED }), condition({ conditionStatus: 'KNOWN' }), [])).toEqual([]);
    expect(coderDecisionProblems(decision({ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'OTHER', reportableText: 'Seen twice' }), condition(), [])).toEqual([]);
    expect(coderDecisionProblems(decision({ activityMetStatusCode: 'NOT_APPLICABLE' }), condition({ conditionStatus: 'ACTIVITY', hccCode: null }), [])).toEqual([]);
  });

  it('refuses what the form never sends', () => {
    expect(coderDecisionProblems(decision({ reportableStatusCode: 'NOT_REPORTABLE' }), condition(), [])).toEqual([MESSAGES.notReportableReasonRequired]);
    expect(coderDecisionProblems(decision({ reportableStatusCode: 'REPORTABLE' }), condition({ hccCode: null }), [{ propertyKey: 'RISK_ADJUSTMENT_ELIGIBLE', propertyValue: 'true' }])).toEqual([
      'This condition takes no coder decision',
    ]);
    expect(coderDecisionProblems(decision({ reportableStatusCode: 'REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT' }), condition(), [])).toEqual([
      'Header NOT_DOCUMENTED explains NOT_REPORTABLE conditions only',
    ]);
    expect(coderDecisionProblems(decision({ reportableHeaderCode: 'OTHER', reportableText: 'x' }), condition(), [])).toContain('A reportable header needs a reportable status');
    expect(
      coderDecisionProblems(decision({ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT', reportableText: 'x' }), condition(), []),
    ).toEqual(['reportableText belongs to the header OTHER']);
    expect(
      coderDecisionProblems(decision({ reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT', conditionDiagnosisCode: 'E119' }), condition(), []),
    ).toHaveLength(1);
    expect(coderDecisionProblems(decision({ onClaimStatusCode: 'ON_CLAIM' }), condition(), [])).toEqual(['Set a reportable status, reason or text']);
    expect(coderDecisionProblems(decision({ reportableStatusCode: 'REPORTABLE' }), condition({ conditionStatus: 'ACTIVITY' }), [])).toContain(
      'Reportable decisions apply only to known and potential conditions',
    );
  });
});
