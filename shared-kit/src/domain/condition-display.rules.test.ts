import { mockCondition } from '../mock/api-fixtures.mock';
import {
  addressedLast,
  cdiTagChoice,
  cdiTagCodes,
  collapsedDescription,
  conditionGroupOrder,
  displayContent,
  displayTitle,
  groupByHcc,
  groupsByHcc,
  hasGreenCheck,
  isInMainList,
  isLongDescription,
  isRemovedOrDismissed,
  showsExpectedDiagnosis,
} from './condition-display.rules';

const props = (entries: Record<string, string>) => Object.entries(entries).map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue }));
const START = '2026-03-04T09:30:00.000Z';

describe('condition lists (spec 2 §4.5, §6)', () => {
  it('hidden, dismissed and removed conditions leave the main list; removed and dismissed go to Removed Conditions', () => {
    expect(isInMainList(mockCondition(1))).toBe(true);
    expect(isInMainList(mockCondition(1, { statusCode: 'HIDDEN' }))).toBe(false);
    expect(isInMainList(mockCondition(1, { conditionCode: 'REMOVED' }))).toBe(false);
    expect(isInMainList(mockCondition(1, { conditionCode: 'DISMISSED' }))).toBe(false);
    expect(isRemovedOrDismissed(mockCondition(1, { conditionCode: 'DISMISSED' }))).toBe(true);
    expect(isRemovedOrDismissed(mockCondition(1, { statusCode: 'HIDDEN' }))).toBe(false);
  });

  it('orders groups known, potential, activity for practitioners, activity first for others; the tenant may override', () => {
    expect(conditionGroupOrder('PHYSICIAN', [])).toEqual(['KNOWN', 'POTENTIAL', 'ACTIVITY']);
    expect(conditionGroupOrder('CLINICAL_ADMIN', [])).toEqual(['KNOWN', 'POTENTIAL', 'ACTIVITY']);
    expect(conditionGroupOrder('CDI', [])).toEqual(['ACTIVITY', 'KNOWN', 'POTENTIAL']);
    expect(conditionGroupOrder('CDI', props({ DISPLAY_GROUPS: 'potential, known, nonsense' }))).toEqual(['POTENTIAL', 'KNOWN']);
  });

  it('groups by HCC unless the display version is 1 or grouping is none', () => {
    expect(groupsByHcc([])).toBe(true);
    expect(groupsByHcc(props({ CONDITION_DISPLAY_VERSION: '1' }))).toBe(false);
    expect(groupsByHcc(props({ GROUPING: 'none' }))).toBe(false);
    expect(groupsByHcc(props({ CONDITION_DISPLAY_VERSION: '2' }))).toBe(true);
  });

  it("groups by HCC code; no code, '' and '0' stand alone; titles from the lookup, or 'varies' when versions disagree", () => {
    const groups = groupByHcc([
      mockCondition(1, { hccCode: '37', hccDescription: 'Diabetes with Chronic Complications' }),
      mockCondition(2, { hccCode: null }),
      mockCondition(3, { hccCode: '37', hccDescription: 'Diabetes with Chronic Complications' }),
      mockCondition(4, { hccCode: '0' }),
      mockCondition(5, { hccCode: '' }),
      mockCondition(6, { hccCode: '226', hccDescription: 'Heart Failure' }),
      mockCondition(7, { hccCode: '226', hccDescription: 'Congestive Heart Failure' }),
    ]);
    expect(groups.map((g) => [g.hccCode, g.title, g.conditions.map((c) => c.id)])).toEqual([
      ['37', 'Diabetes with Chronic Complications', [1, 3]],
      [null, null, [2]],
      [null, null, [4]],
      [null, null, [5]],
      ['226', 'Description Varies Between HCC Versions', [6, 7]],
    ]);
  });

  it('sorts addressed conditions after unaddressed ones (addressed in the calendar year of the start)', () => {
    const list = [mockCondition(1, { addressedDate: '2026-01-10' }), mockCondition(2), mockCondition(3, { addressedDate: '2025-12-31' })];
    expect(addressedLast(list, START, 'UTC').map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it("reads the addressed year in the tenant's zone (2027-01-01T06:00Z is New Year's Eve in Honolulu)", () => {
    const newYearsEve = '2027-01-01T06:00:00Z';
    const list = [mockCondition(1, { conditionStatus: 'KNOWN', addressedDate: '2026-06-01' }), mockCondition(2)];
    expect(addressedLast(list, newYearsEve, 'Pacific/Honolulu').map((c) => c.id)).toEqual([2, 1]);
    expect(addressedLast(list, newYearsEve, 'UTC').map((c) => c.id)).toEqual([1, 2]);
    expect(hasGreenCheck(list[0]!, newYearsEve, 'Pacific/Honolulu')).toBe(true);
    expect(hasGreenCheck(list[0]!, newYearsEve, 'UTC')).toBe(false);
  });

  it("strips 'Suspect: ' and adds ' [CMS v28]' to known conditions whose first rule is 100-308 on a CLAIM target", () => {
    const rule = { id: 1, reason: 'r', title: null, statusCode: 'ACTIVE' as const, encounterConditionId: 1, targetId: null, targetSourceCode: null, targetSubtypeCode: null };
    const withRule = (internal: string, targetType: string) => [{ ...rule, targetType, ruleInputJson: { type: 'rule', ruleInternalId: internal, conditionStatus: null, claimUseEnum: null } }];
    expect(displayTitle(mockCondition(1, { title: 'Suspect: CKD stage 3' }))).toBe('CKD stage 3');
    expect(displayTitle(mockCondition(1, { title: 'CKD', conditionStatus: 'KNOWN', rules: withRule('100', 'CLAIM') }))).toBe('CKD [CMS v28]');
    expect(displayTitle(mockCondition(1, { title: 'CKD', conditionStatus: 'KNOWN', rules: withRule('308', 'CLAIM') }))).toBe('CKD [CMS v28]');
    expect(displayTitle(mockCondition(1, { title: 'CKD', conditionStatus: 'KNOWN', rules: withRule('309', 'CLAIM') }))).toBe('CKD');
    expect(displayTitle(mockCondition(1, { title: 'CKD', conditionStatus: 'KNOWN', rules: withRule('150', 'STANDARD') }))).toBe('CKD');
    expect(displayTitle(mockCondition(1, { title: 'CKD', conditionStatus: 'POTENTIAL', rules: withRule('150', 'CLAIM') }))).toBe('CKD');
  });

  it('appends clinical evidence only for CMS_V28 and with the tenant flag', () => {
    const condition = mockCondition(1, { content: 'Seen in labs', clinicalEvidence: 'A1c 8.1', hccVersion: 'CMS_V28' });
    expect(displayContent(condition, [])).toBe('Seen in labs');
    expect(displayContent(condition, props({ CMS_V28_EVIDENCE: 'true' }))).toBe('Seen in labs\n\nA1c 8.1');
    expect(displayContent({ ...condition, hccVersion: 'CMS_V24' }, props({ CMS_V28_EVIDENCE: 'true' }))).toBe('Seen in labs');
  });

  it('shows the green check for GREEN_CHECK, addressed known conditions and closed activities, never potential ones', () => {
    expect(hasGreenCheck(mockCondition(1, { checkMark: 'GREEN_CHECK', conditionStatus: 'POTENTIAL' }), START, 'UTC')).toBe(true);
    expect(hasGreenCheck(mockCondition(1, { conditionStatus: 'KNOWN', addressedDate: '2026-02-01' }), START, 'UTC')).toBe(true);
    expect(hasGreenCheck(mockCondition(1, { conditionStatus: 'KNOWN', addressedDate: '2025-02-01' }), START, 'UTC')).toBe(false);
    expect(hasGreenCheck(mockCondition(1, { conditionStatus: 'ACTIVITY', conditionCode: 'CLOSED' }), START, 'UTC')).toBe(true);
    expect(hasGreenCheck(mockCondition(1, { conditionStatus: 'POTENTIAL', addressedDate: '2026-02-01' }), START, 'UTC')).toBe(false);
  });

  it('collapses descriptions beyond 200 characters', () => {
    expect(isLongDescription('x'.repeat(200))).toBe(false);
    expect(isLongDescription('x'.repeat(201))).toBe(true);
    expect(collapsedDescription('x'.repeat(250))).toBe(`${'x'.repeat(200)}…`);
  });

  it('CDI tags are Net New, Known Potential or Neither, mutually exclusive', () => {
    expect(cdiTagChoice(null)).toBe('NEITHER');
    expect(cdiTagChoice({ netNewStatusCode: 'NET_NEW', knownPotentialStatusCode: null })).toBe('NET_NEW');
    expect(cdiTagCodes('KNOWN_POTENTIAL')).toEqual({ netNewStatusCode: null, knownPotentialStatusCode: 'KNOWN_POTENTIAL' });
    expect(cdiTagCodes('NEITHER')).toEqual({ netNewStatusCode: null, knownPotentialStatusCode: null });
  });

  it('offers Expected Diagnosis on potential conditions to CDI types, default on, never to practitioners or coders', () => {
    expect(showsExpectedDiagnosis('CDI', 'POTENTIAL', [])).toBe(true);
    expect(showsExpectedDiagnosis('CDI_RESTRICTED', 'POTENTIAL', [])).toBe(true);
    expect(showsExpectedDiagnosis('CDI', 'KNOWN', [])).toBe(false);
    expect(showsExpectedDiagnosis('CODER', 'POTENTIAL', [])).toBe(false);
    expect(showsExpectedDiagnosis('PHYSICIAN', 'POTENTIAL', [])).toBe(false);
    expect(showsExpectedDiagnosis('CDI', 'POTENTIAL', props({ EXPECTED_DIAGNOSIS: 'false' }))).toBe(false);
  });
});
