import {
  allowedConditionQueryStatuses,
  canEditCdiTags,
  canEditCoderTags,
  canSetConditionQuery,
  cdiTagsProblem,
  coderTagsProblems,
  normaliseCdiTags,
  practitionerResponseProblem,
} from './condition-tag.rules';
import { PROPERTY_KEYS } from './properties';

const none = {
  onClaimStatusCode: null, reportableStatusCode: null, reportableHeaderCode: null, reportableReason: null, reportableText: null,
  conditionDiagnosisCode: null, activityMetStatusCode: null,
};
const openKnown = { conditionStatus: 'KNOWN' as const, conditionCode: 'OPEN' as const };
const start = '2026-05-01T10:00:00Z';

describe('CDI tags (spec 2 §4.5)', () => {
  it('only CDI-type roles edit them', () => {
    expect(canEditCdiTags('CDI')).toBe(true);
    expect(canEditCdiTags('CDI_RESTRICTED')).toBe(true);
    expect(canEditCdiTags('CODER')).toBe(false);
  });

  it('Net New and Known Potential are mutually exclusive; Neither is both null', () => {
    expect(cdiTagsProblem({ netNewStatusCode: 'NET_NEW', knownPotentialStatusCode: null })).toBeNull();
    expect(cdiTagsProblem({ netNewStatusCode: null, knownPotentialStatusCode: null })).toBeNull();
    expect(cdiTagsProblem({ netNewStatusCode: 'NET_NEW', knownPotentialStatusCode: 'KNOWN_POTENTIAL' })).toMatch(/mutually exclusive/);
  });

  it('clears the expected diagnosis unless the condition is potential', () => {
    const tags = { netNewStatusCode: null, knownPotentialStatusCode: null, expectedDiagnosis: true };
    expect(normaliseCdiTags(tags, 'POTENTIAL').expectedDiagnosis).toBe(true);
    expect(normaliseCdiTags(tags, 'KNOWN').expectedDiagnosis).toBeNull();
    expect(normaliseCdiTags(tags, 'ACTIVITY').expectedDiagnosis).toBeNull();
  });
});

describe('condition query status', () => {
  it('coders query known or potential conditions that are open or addressed', () => {
    expect(canSetConditionQuery('CODER', openKnown)).toBe(true);
    expect(canSetConditionQuery('CODER_QA_MANAGER', { conditionStatus: 'POTENTIAL', conditionCode: 'ADDRESSED' })).toBe(true);
    expect(canSetConditionQuery('CODER', { conditionStatus: 'ACTIVITY', conditionCode: 'OPEN' })).toBe(false);
    expect(canSetConditionQuery('CODER', { conditionStatus: 'KNOWN', conditionCode: 'REMOVED' })).toBe(false);
    expect(canSetConditionQuery('CDI', openKnown)).toBe(false);
  });

  it('raise, then answer or close unanswered, then raise again', () => {
    expect(allowedConditionQueryStatuses(null)).toEqual(['QUERY_OUTSTANDING']);
    expect(allowedConditionQueryStatuses('QUERY_OUTSTANDING')).toEqual(['QUERY_RESPONSE_RECEIVED', 'QUERY_RESPONSE_NOT_RECEIVED']);
    expect(allowedConditionQueryStatuses('QUERY_RESPONSE_RECEIVED')).toEqual(['QUERY_OUTSTANDING']);
    expect(allowedConditionQueryStatuses('QUERY_RESPONSE_NOT_RECEIVED')).toEqual(['QUERY_OUTSTANDING']);
  });
});

describe('coder tags (spec 2 §5 coder form)', () => {
  it('only coder-type roles edit them', () => {
    expect(canEditCoderTags('CODER')).toBe(true);
    expect(canEditCoderTags('CDI')).toBe(false);
  });

  it('accepts a reportable decision and a reason under its header', () => {
    expect(coderTagsProblems({ ...none, onClaimStatusCode: 'ON_CLAIM', reportableStatusCode: 'REPORTABLE', reportableHeaderCode: 'REPORTABLE', reportableReason: 'PROVIDER_DOCUMENTATION_SUPPORTS_CODE' }, openKnown)).toEqual([]);
    expect(coderTagsProblems({ ...none, reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'ACUTE_VISIT' }, openKnown)).toEqual([]);
  });

  it('Not Reportable needs a reason', () => {
    expect(coderTagsProblems({ ...none, reportableStatusCode: 'NOT_REPORTABLE' }, openKnown)).toEqual(['If Not Reportable, A Reason Must be Provided']);
  });

  it('header OTHER needs text; a reason must exist and match its header; the specific-code reason needs a code', () => {
    expect(coderTagsProblems({ ...none, reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'OTHER', reportableText: ' ' }, openKnown)).toEqual(['A reportable header OTHER needs reportableText']);
    expect(coderTagsProblems({ ...none, reportableStatusCode: 'NOT_REPORTABLE', reportableHeaderCode: 'OTHER', reportableText: 'Payer rule' }, openKnown)).toEqual([]);
    expect(coderTagsProblems({ ...none, reportableHeaderCode: 'NOT_DOCUMENTED', reportableReason: 'NO_SUCH' }, openKnown)[0]).toMatch(/Unknown reportable reason/);
    expect(coderTagsProblems({ ...none, reportableHeaderCode: 'CODING_DETAILS', reportableReason: 'ACUTE_VISIT' }, openKnown)[0]).toMatch(/belongs to header NOT_DOCUMENTED/);
    expect(coderTagsProblems({ ...none, reportableHeaderCode: 'CODING_DETAILS', reportableReason: 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED' }, openKnown)[0]).toMatch(/conditionDiagnosisCode/);
    expect(coderTagsProblems({ ...none, reportableHeaderCode: 'CODING_DETAILS', reportableReason: 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED', conditionDiagnosisCode: 'E119' }, openKnown)).toEqual([]);
  });

  it('on-claim only where the editor shows; activity met only on activities', () => {
    expect(coderTagsProblems({ ...none, onClaimStatusCode: 'ON_CLAIM' }, { conditionStatus: 'ACTIVITY', conditionCode: 'OPEN' })).toHaveLength(1);
    expect(coderTagsProblems({ ...none, activityMetStatusCode: 'ACTIVITY_MET' }, { conditionStatus: 'ACTIVITY', conditionCode: 'OPEN' })).toEqual([]);
    expect(coderTagsProblems({ ...none, activityMetStatusCode: 'ACTIVITY_MET' }, openKnown)).toHaveLength(1);
  });
});

describe('practitioner responses (spec 2 §4.5, §6)', () => {
  const potential = { conditionStatus: 'POTENTIAL' as const, conditionCode: 'OPEN' as const, statusCode: 'ACTIVE' as const, addressedDate: null };
  it('physicians respond to active, unaddressed conditions', () => {
    expect(practitionerResponseProblem('PHYSICIAN', potential, 'ACCEPT', start, 'UTC', [])).toBeNull();
    expect(practitionerResponseProblem('PHYSICIAN', potential, 'DISMISSED', start, 'UTC', [])).toBeNull();
    expect(practitionerResponseProblem('CLINICAL_ADMIN', potential, 'NOT_EVALUATED', start, 'UTC', [])).toBeNull();
  });

  it('others cannot; addressed, removed or hidden conditions take no response', () => {
    expect(practitionerResponseProblem('CDI', potential, 'ACCEPT', start, 'UTC', [])).toMatch(/cannot respond/);
    expect(practitionerResponseProblem('PHYSICIAN', { ...potential, conditionCode: 'REMOVED' }, 'ACCEPT', start, 'UTC', [])).toMatch(/no response/);
    expect(practitionerResponseProblem('PHYSICIAN', { ...potential, statusCode: 'HIDDEN' }, 'ACCEPT', start, 'UTC', [])).toMatch(/no response/);
    expect(practitionerResponseProblem('PHYSICIAN', { ...potential, addressedDate: '2026-01-05' }, 'ACCEPT', start, 'UTC', [])).toMatch(/no response/);
  });

  it('answering DISMISSED follows canDismiss', () => {
    const known = { ...potential, conditionStatus: 'KNOWN' as const };
    expect(practitionerResponseProblem('PHYSICIAN', known, 'DISMISSED', start, 'UTC', [])).toMatch(/cannot dismiss/);
    expect(practitionerResponseProblem('PHYSICIAN', known, 'DISMISSED', start, 'UTC', [{ propertyKey: PROPERTY_KEYS.knownDismiss, propertyValue: 'true' }])).toBeNull();
    expect(practitionerResponseProblem('CLINICAL_ADMIN', potential, 'DISMISSED', start, 'UTC', [])).toMatch(/cannot dismiss/);
  });

  it("reads the addressed year in the tenant's zone (2027-01-01T06:00Z is New Year's Eve in Honolulu)", () => {
    const newYearsEve = '2027-01-01T06:00:00Z';
    const known = { ...potential, conditionStatus: 'KNOWN' as const, addressedDate: '2026-06-01' };
    const tenant = [{ propertyKey: PROPERTY_KEYS.knownDismiss, propertyValue: 'true' }];
    expect(practitionerResponseProblem('PHYSICIAN', known, 'DISMISSED', newYearsEve, 'Pacific/Honolulu', tenant)).toMatch(/no response/);
    expect(practitionerResponseProblem('PHYSICIAN', known, 'DISMISSED', newYearsEve, 'UTC', tenant)).toBeNull();
  });
});
