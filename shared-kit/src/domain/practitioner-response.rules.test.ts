import { mockCondition } from '../mock/api-fixtures.mock';
import type { Condition } from './condition.types';
import type { PractitionerResponseCode } from './condition.constants';
import {
  actionRecommendedCount,
  conditionView,
  groupResponseState,
  initialGroupRequiredCount,
  isDefaultState,
  isExpandedAtStart,
  isExternalCondition,
  isRequiredCondition,
  nextGroupRequiredCount,
  practitionerResponseOfferProblem,
  practitionerResponseOptions,
  showsResponseControls,
} from './practitioner-response.rules';

const START = '2026-03-04T09:30:00.000Z';
const UTC = 'UTC';
const props = (entries: Record<string, string>) => Object.entries(entries).map(([propertyKey, propertyValue]) => ({ propertyKey, propertyValue }));
const responded = (id: number, code: PractitionerResponseCode | null, overrides: Partial<Condition> = {}) =>
  mockCondition(id, { practitionerTags: code === null ? null : { encounterConditionId: id, practitionerResponseCode: code }, ...overrides });

describe('required and default state (spec 2 §4.5)', () => {
  it('is required with an empty or not-evaluated response, unless known and addressed', () => {
    expect(isRequiredCondition(responded(1, null), START, UTC)).toBe(true);
    expect(isRequiredCondition(responded(1, 'NOT_CLICKED'), START, UTC)).toBe(true);
    expect(isRequiredCondition(responded(1, 'NOT_EVALUATED'), START, UTC)).toBe(true);
    expect(isRequiredCondition(responded(1, 'ACCEPT'), START, UTC)).toBe(false);
    expect(isRequiredCondition(responded(1, 'NONE'), START, UTC)).toBe(false);
    expect(isRequiredCondition(responded(1, null, { conditionStatus: 'KNOWN', addressedDate: '2026-01-15' }), START, UTC)).toBe(false);
    // Addressed in another year is not addressed.
    expect(isRequiredCondition(responded(1, null, { conditionStatus: 'KNOWN', addressedDate: '2025-12-31' }), START, UTC)).toBe(true);
    // A potential condition addressed this year is still required without a response (only known-addressed is exempt).
    expect(isRequiredCondition(responded(1, null, { conditionStatus: 'POTENTIAL', addressedDate: '2026-01-15' }), START, UTC)).toBe(true);
  });

  it('is in default state when neither required nor addressed', () => {
    expect(isDefaultState(responded(1, 'ACCEPT'), START, UTC)).toBe(true);
    expect(isDefaultState(responded(1, null), START, UTC)).toBe(false);
    expect(isDefaultState(responded(1, 'ACCEPT', { addressedDate: '2026-02-01' }), START, UTC)).toBe(false);
    expect(isDefaultState(responded(1, null, { conditionStatus: 'KNOWN', addressedDate: '2026-02-01' }), START, UTC)).toBe(false);
  });

  it("counts 'Action Recommended': required and not yet clicked", () => {
    const list = [responded(1, null), responded(2, 'NOT_CLICKED'), responded(3, 'NOT_EVALUATED'), responded(4, 'ACCEPT'), responded(5, null, { conditionStatus: 'KNOWN', addressedDate: '2026-01-01' })];
    expect(actionRecommendedCount(list, START, UTC)).toBe(2);
  });
});

describe('group required counts (spec 2 §4.5)', () => {
  it('starts at the number of required conditions of the group', () => {
    expect(initialGroupRequiredCount([responded(1, null), responded(2, 'NOT_EVALUATED'), responded(3, 'ACCEPT')], START, UTC)).toBe(2);
    expect(initialGroupRequiredCount([], START, UTC)).toBe(0);
  });

  it('not-evaluated on a condition with no prior response raises it by one; any other response lowers it', () => {
    expect(nextGroupRequiredCount(1, null, 'NOT_EVALUATED')).toBe(2);
    expect(nextGroupRequiredCount(1, 'NOT_CLICKED', 'NOT_EVALUATED')).toBe(2);
    expect(nextGroupRequiredCount(2, 'ACCEPT', 'NOT_EVALUATED')).toBe(1);
    expect(nextGroupRequiredCount(2, null, 'ACCEPT')).toBe(1);
    expect(nextGroupRequiredCount(2, 'NOT_EVALUATED', 'NONE')).toBe(1);
  });

  it('never goes below 0', () => {
    expect(nextGroupRequiredCount(0, null, 'ACCEPT')).toBe(0);
    expect(nextGroupRequiredCount(0, 'NOT_EVALUATED', 'DISMISSED')).toBe(0);
  });

  it('shows as required above 0, as addressed at 0 with a known-addressed condition', () => {
    const knownAddressed = responded(1, null, { conditionStatus: 'KNOWN', addressedDate: '2026-01-01' });
    expect(groupResponseState(1, [knownAddressed], START, UTC)).toBe('required');
    expect(groupResponseState(0, [knownAddressed], START, UTC)).toBe('addressed');
    expect(groupResponseState(0, [responded(2, 'ACCEPT')], START, UTC)).toBe('default');
  });
});

describe('expansion at start (spec 2 §4.5)', () => {
  it('expands required conditions, activities and standalone potential conditions', () => {
    expect(isExpandedAtStart(responded(1, null, { conditionStatus: 'KNOWN' }), [], START, UTC)).toBe(true);
    expect(isExpandedAtStart(responded(1, 'ACCEPT', { conditionStatus: 'ACTIVITY' }), [], START, UTC)).toBe(true);
    const potential = responded(1, 'ACCEPT', { conditionStatus: 'POTENTIAL' });
    expect(isExpandedAtStart(potential, [potential], START, UTC)).toBe(true);
    expect(isExpandedAtStart(responded(1, 'ACCEPT', { conditionStatus: 'KNOWN' }), [], START, UTC)).toBe(false);
  });

  it('expands a grouped potential condition only when all of its group are potential and none is not-evaluated', () => {
    const a = responded(1, 'ACCEPT', { conditionStatus: 'POTENTIAL' });
    const b = responded(2, 'NONE', { conditionStatus: 'POTENTIAL' });
    expect(isExpandedAtStart(a, [a, b], START, UTC)).toBe(true);
    const known = responded(3, 'ACCEPT', { conditionStatus: 'KNOWN' });
    expect(isExpandedAtStart(a, [a, known], START, UTC)).toBe(false);
    const notEvaluated = responded(4, 'NOT_EVALUATED', { conditionStatus: 'POTENTIAL' });
    expect(isExpandedAtStart(a, [a, notEvaluated], START, UTC)).toBe(false);
    // The not-evaluated one itself is required, so it is expanded anyway.
    expect(isExpandedAtStart(notEvaluated, [a, notEvaluated], START, UTC)).toBe(true);
  });
});

describe('response choices (spec 2 §6)', () => {
  it("offers 'Mark as documented', 'Not documented' and 'Not evaluated' by default", () => {
    expect(practitionerResponseOptions('PHYSICIAN', mockCondition(1), START, UTC, []).map((o) => [o.value, o.label, o.text])).toEqual([
      ['ACCEPT', 'Mark as documented', 'Marked as documented'],
      ['NONE', 'Not documented', 'Not documented'],
      ['NOT_EVALUATED', 'Not evaluated', 'Not evaluated'],
    ]);
  });

  it('takes the codes per kind (EXTERNAL first) and the labels from the tenant JSON; bad JSON falls back', () => {
    const tenant = props({
      PRACTITIONER_TAGS: JSON.stringify({ POTENTIAL: ['ACCEPT', 'DISMISSED', 'NOT_CLICKED'], EXTERNAL: ['NONE'] }),
      PRACTITIONER_TAG_VALUES: JSON.stringify({ NONE: 'Not present', ACCEPT: { label: 'Document it', text: 'Documented' } }),
    });
    expect(practitionerResponseOptions('PHYSICIAN', mockCondition(1), START, UTC, tenant).map((o) => [o.value, o.label, o.text])).toEqual([
      ['ACCEPT', 'Document it', 'Documented'],
      ['DISMISSED', 'Dismiss', 'Dismissed by Provider'],
    ]);
    const external = mockCondition(2, { source: 'EXTERNAL' });
    expect(isExternalCondition(external)).toBe(true);
    expect(practitionerResponseOptions('PHYSICIAN', external, START, UTC, tenant).map((o) => o.label)).toEqual(['Not present']);
    expect(practitionerResponseOptions('PHYSICIAN', mockCondition(3), START, UTC, props({ PRACTITIONER_TAGS: '{oops' })).map((o) => o.value)).toEqual([
      'ACCEPT',
      'NONE',
      'NOT_EVALUATED',
    ]);
  });

  it('offers DISMISSED only where canDismiss allows', () => {
    const tenant = props({ PRACTITIONER_TAGS: JSON.stringify({ KNOWN: ['ACCEPT', 'DISMISSED'] }) });
    const known = mockCondition(1, { conditionStatus: 'KNOWN' });
    expect(practitionerResponseOptions('PHYSICIAN', known, START, UTC, tenant).map((o) => o.value)).toEqual(['ACCEPT']);
    expect(practitionerResponseOptions('PHYSICIAN', known, START, UTC, [...tenant, ...props({ KNOWN_DISMISS: 'true' })]).map((o) => o.value)).toEqual(['ACCEPT', 'DISMISSED']);
  });

  it('shows controls to practitioners on conditions not yet addressed', () => {
    expect(showsResponseControls('PHYSICIAN', mockCondition(1), START, UTC)).toBe(true);
    expect(showsResponseControls('CLINICAL_ADMIN', mockCondition(1), START, UTC)).toBe(true);
    expect(showsResponseControls('CDI', mockCondition(1), START, UTC)).toBe(false);
    expect(showsResponseControls('PHYSICIAN', mockCondition(1, { addressedDate: '2026-02-01' }), START, UTC)).toBe(false);
    expect(showsResponseControls('PHYSICIAN', mockCondition(1, { conditionCode: 'CLOSED' }), START, UTC)).toBe(false);
  });
});

describe('what the API refuses (PUT .../tags/practitioner)', () => {
  it('refuses responses when the tenant view takes none, and codes that are not choices', () => {
    expect(practitionerResponseOfferProblem('PHYSICIAN', mockCondition(1), 'ACCEPT', START, UTC, [])).toMatch(/takes no practitioner responses/);
    const responses = props({ PHYSICIAN_DISPLAY_VARIANT: '1' });
    expect(practitionerResponseOfferProblem('PHYSICIAN', mockCondition(1), 'ACCEPT', START, UTC, responses)).toBeNull();
    expect(practitionerResponseOfferProblem('PHYSICIAN', mockCondition(1), null, START, UTC, responses)).toBeNull();
    expect(practitionerResponseOfferProblem('PHYSICIAN', mockCondition(1), 'REMOVED', START, UTC, responses)).toMatch(/not one of this condition's choices/);
    expect(practitionerResponseOfferProblem('CLINICAL_ADMIN', mockCondition(1), 'ACCEPT', START, UTC, props({ PHYSICIAN_DISPLAY_VARIANT: '2' }))).toBeNull();
    expect(practitionerResponseOfferProblem('PHYSICIAN', mockCondition(1), 'ACCEPT', START, UTC, props({ PHYSICIAN_DISPLAY_VARIANT: '2' }))).not.toBeNull();
  });
});

describe('derived values (spec 2 §3)', () => {
  it('derives the flags, the choices and the description', () => {
    const view = conditionView(responded(1, null, { title: 'Suspect: CKD stage 3', conditionStatus: 'KNOWN', addressedDate: '2026-02-01' }), 'PHYSICIAN', START, UTC, []);
    expect(view).toMatchObject({ isKnown: true, isPotential: false, isExternal: false, isAddressed: true, isKnownAddressed: true, isRequired: false, isDefaultState: false, description: 'CKD stage 3' });
    expect(view.tagOptions).toHaveLength(3);
  });
});

describe("addressed read in the tenant's zone across New Year (issue 17)", () => {
  // 2027-01-01T06:00Z is 20:00 on 31 December 2026 in Honolulu: a known condition addressed in 2026 is addressed there.
  const newYearsEve = '2027-01-01T06:00:00Z';
  const HONOLULU = 'Pacific/Honolulu';
  const known = responded(1, null, { conditionStatus: 'KNOWN', addressedDate: '2026-06-01' });
  const tenant = props({ KNOWN_DISMISS: 'true', PRACTITIONER_TAGS: JSON.stringify({ KNOWN: ['ACCEPT', 'DISMISSED'] }) });

  it('required, default state, counts, group state and expansion follow the zone', () => {
    expect(isRequiredCondition(known, newYearsEve, HONOLULU)).toBe(false);
    expect(isRequiredCondition(known, newYearsEve, UTC)).toBe(true);
    expect(isDefaultState(responded(2, 'ACCEPT', { addressedDate: '2026-06-01' }), newYearsEve, HONOLULU)).toBe(false);
    expect(isDefaultState(responded(2, 'ACCEPT', { addressedDate: '2026-06-01' }), newYearsEve, UTC)).toBe(true);
    expect(actionRecommendedCount([known], newYearsEve, HONOLULU)).toBe(0);
    expect(actionRecommendedCount([known], newYearsEve, UTC)).toBe(1);
    expect(initialGroupRequiredCount([known], newYearsEve, HONOLULU)).toBe(0);
    expect(initialGroupRequiredCount([known], newYearsEve, UTC)).toBe(1);
    expect(groupResponseState(0, [known], newYearsEve, HONOLULU)).toBe('addressed');
    expect(groupResponseState(0, [known], newYearsEve, UTC)).toBe('default');
    expect(isExpandedAtStart(known, [known], newYearsEve, HONOLULU)).toBe(false);
    expect(isExpandedAtStart(known, [known], newYearsEve, UTC)).toBe(true);
  });

  it('the controls, the Dismiss choice and what the API refuses follow the zone', () => {
    expect(showsResponseControls('PHYSICIAN', known, newYearsEve, HONOLULU)).toBe(false);
    expect(showsResponseControls('PHYSICIAN', known, newYearsEve, UTC)).toBe(true);
    expect(practitionerResponseOptions('PHYSICIAN', known, newYearsEve, HONOLULU, tenant).map((o) => o.value)).toEqual(['ACCEPT']);
    expect(practitionerResponseOptions('PHYSICIAN', known, newYearsEve, UTC, tenant).map((o) => o.value)).toEqual(['ACCEPT', 'DISMISSED']);
    const responses = [...tenant, ...props({ PHYSICIAN_DISPLAY_VARIANT: '1' })];
    expect(practitionerResponseOfferProblem('PHYSICIAN', known, 'DISMISSED', newYearsEve, HONOLULU, responses)).toMatch(/not one of this condition's choices/);
    expect(practitionerResponseOfferProblem('PHYSICIAN', known, 'DISMISSED', newYearsEve, UTC, responses)).toBeNull();
    expect(conditionView(known, 'PHYSICIAN', newYearsEve, HONOLULU, tenant)).toMatchObject({ isAddressed: true, isKnownAddressed: true, isRequired: false });
    expect(conditionView(known, 'PHYSICIAN', newYearsEve, UTC, tenant)).toMatchObject({ isAddressed: false, isKnownAddressed: false, isRequired: true });
  });
});
