import { mockCondition } from '../mock/api-fixtures.mock';
import {
  encounterDetailPathFor,
  encounterTiming,
  encounterTimingWarning,
  isInPractitionerList,
  nlpDocumentPath,
  parseConditionKinds,
  practitionerGroups,
  practitionerView,
  showsNlpLink,
  takesPractitionerResponses,
  visiblePractitionerGroups,
} from './practitioner-view.rules';
import { ROLES } from './roles';

const props = (entries: Record<string, string>) => Object.entries(entries).map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue }));
const variant = (value: string) => props({ PHYSICIAN_DISPLAY_VARIANT: value });

describe('practitioner view by PHYSICIAN_DISPLAY_VARIANT (platform design §7, spec 2 §1)', () => {
  it('PHYSICIAN: 3 simple curation, 1 responses, anything else (or none) Dismiss/Undo', () => {
    expect(practitionerView('PHYSICIAN', variant('3'))).toBe('SIMPLE_CURATION');
    expect(practitionerView('PHYSICIAN', variant(' 3 '))).toBe('SIMPLE_CURATION');
    expect(practitionerView('PHYSICIAN', variant('1'))).toBe('REVIEW_RESPONSES');
    expect(practitionerView('PHYSICIAN', variant('2'))).toBe('REVIEW_DISMISS');
    expect(practitionerView('PHYSICIAN', variant('x'))).toBe('REVIEW_DISMISS');
    expect(practitionerView('PHYSICIAN', [])).toBe('REVIEW_DISMISS');
  });

  it('CLINICAL_ADMIN: 2 simple curation, 1 responses, anything else (3 included) Dismiss/Undo', () => {
    expect(practitionerView('CLINICAL_ADMIN', variant('2'))).toBe('SIMPLE_CURATION');
    expect(practitionerView('CLINICAL_ADMIN', variant('1'))).toBe('REVIEW_RESPONSES');
    expect(practitionerView('CLINICAL_ADMIN', variant('3'))).toBe('REVIEW_DISMISS');
    expect(practitionerView('CLINICAL_ADMIN', [])).toBe('REVIEW_DISMISS');
  });

  it('any other role sees nothing', () => {
    for (const role of ROLES.filter((r) => r !== 'PHYSICIAN' && r !== 'CLINICAL_ADMIN')) expect(practitionerView(role, variant('3'))).toBeNull();
    expect(practitionerView(null, [])).toBeNull();
  });

  it('only the simple curation and the response views take responses', () => {
    expect(takesPractitionerResponses('SIMPLE_CURATION')).toBe(true);
    expect(takesPractitionerResponses('REVIEW_RESPONSES')).toBe(true);
    expect(takesPractitionerResponses('REVIEW_DISMISS')).toBe(false);
    expect(takesPractitionerResponses(null)).toBe(false);
  });
});

describe('past and future encounter banners (spec 2 §2.4)', () => {
  const now = new Date(2026, 2, 4, 12, 0);
  it('compares calendar days in local time', () => {
    expect(encounterTiming(new Date(2026, 2, 3, 23, 59), now)).toBe('past');
    expect(encounterTiming(new Date(2026, 2, 4, 0, 0), now)).toBe('today');
    expect(encounterTiming(new Date(2026, 2, 4, 23, 59), now)).toBe('today');
    expect(encounterTiming(new Date(2026, 2, 5, 0, 0), now)).toBe('future');
  });
  it('gives the spec texts', () => {
    expect(encounterTimingWarning(new Date(2025, 11, 31), now)).toBe('Please note: you are viewing a past encounter for this patient');
    expect(encounterTimingWarning(new Date(2026, 2, 10), now)).toBe('Please note: you are viewing a future encounter for this patient');
    expect(encounterTimingWarning(new Date(2026, 2, 4, 8), now)).toBeNull();
  });
});

describe('route condition kinds (spec 2 §1, §2)', () => {
  it('reads a comma list of kinds in any case; nothing usable means all', () => {
    expect(parseConditionKinds('potential')).toEqual(['POTENTIAL']);
    expect(parseConditionKinds('KNOWN, activity,known,bogus')).toEqual(['KNOWN', 'ACTIVITY']);
    expect(parseConditionKinds('bogus')).toBeNull();
    expect(parseConditionKinds(undefined)).toBeNull();
  });
  it('builds the paths of each mode', () => {
    expect(encounterDetailPathFor('standalone', 42)).toBe('/auth/encounter/detail/42');
    expect(encounterDetailPathFor('smart', 42, 'POTENTIAL')).toBe('/auth/smart/encounter/detail/42/conditions/POTENTIAL');
    expect(encounterDetailPathFor('embedded', 42)).toBe('/auth/embedded/encounter/detail/42');
    expect(nlpDocumentPath('smart', 5, 42)).toBe('/auth/smart/condition/5/encounter/42');
  });
});

describe('condition groups and their visibility (spec 2 §2.4, §6)', () => {
  it('practitioners see both groups unless DISPLAY_GROUPS (user over tenant) names fewer; never none', () => {
    expect(visiblePractitionerGroups('PHYSICIAN', [])).toEqual(['CLINICAL', 'ACTIVITY']);
    expect(visiblePractitionerGroups('PHYSICIAN', props({ DISPLAY_GROUPS: 'known,potential' }))).toEqual(['CLINICAL']);
    expect(visiblePractitionerGroups('CLINICAL_ADMIN', props({ DISPLAY_GROUPS: 'ACTIVITY' }))).toEqual(['ACTIVITY']);
    expect(visiblePractitionerGroups('PHYSICIAN', props({ DISPLAY_GROUPS: 'ACTIVITY' }), props({ DISPLAY_GROUPS: 'POTENTIAL' }))).toEqual(['CLINICAL']);
    expect(visiblePractitionerGroups('PHYSICIAN', props({ DISPLAY_GROUPS: 'nothing useful' }))).toEqual(['CLINICAL', 'ACTIVITY']);
  });
  it('other roles see no group', () => {
    expect(visiblePractitionerGroups('CDI', [])).toEqual([]);
    expect(visiblePractitionerGroups('CODER', [])).toEqual([]);
    expect(visiblePractitionerGroups(null, [])).toEqual([]);
  });
  it("splits 'Clinical Conditions' (known, potential) from 'Activities', with the empty texts", () => {
    const groups = practitionerGroups(
      [mockCondition(1, { conditionStatus: 'POTENTIAL' }), mockCondition(2, { conditionStatus: 'KNOWN' })],
      ['CLINICAL', 'ACTIVITY'],
    );
    expect(groups.map((g) => [g.title, g.emptyText, g.conditions.map((c) => c.id)])).toEqual([
      ['Clinical Conditions', 'No Conditions to show at this time.', [1, 2]],
      ['Activities', 'No Activities to show at this time.', []],
    ]);
    expect(practitionerGroups([], ['ACTIVITY']).map((g) => g.key)).toEqual(['ACTIVITY']);
  });
  it('keeps dismissed conditions (for Undo) and drops removed and hidden ones', () => {
    expect(isInPractitionerList(mockCondition(1))).toBe(true);
    expect(isInPractitionerList(mockCondition(1, { conditionCode: 'DISMISSED' }))).toBe(true);
    expect(isInPractitionerList(mockCondition(1, { conditionCode: 'REMOVED' }))).toBe(false);
    expect(isInPractitionerList(mockCondition(1, { statusCode: 'HIDDEN' }))).toBe(false);
  });
});

describe('NLP link (spec 2 §6)', () => {
  it('shows on NLP conditions when NLP insights are on, the user property over the tenant one', () => {
    const nlp = mockCondition(1, { source: 'NLP' });
    expect(showsNlpLink(nlp, [])).toBe(false);
    expect(showsNlpLink(nlp, props({ NLP_INSIGHTS: 'true' }))).toBe(true);
    expect(showsNlpLink(nlp, props({ NLP_INSIGHTS: 'true' }), props({ NLP_INSIGHTS: 'false' }))).toBe(false);
    expect(showsNlpLink(nlp, props({ NLP_INSIGHTS: 'false' }), props({ NLP_INSIGHTS: 'true' }))).toBe(true);
    expect(showsNlpLink(mockCondition(2, { source: 'BILLED_DIAGNOSIS' }), props({ NLP_INSIGHTS: 'true' }))).toBe(false);
  });
});
