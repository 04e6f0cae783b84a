import { featureFlag, PROPERTY_KEYS, propertyFlag, propertyInt, propertyList, propertyValue } from './properties';

const tenant = [
  { propertyKey: 'NLP_INSIGHTS', propertyValue: 'false' },
  { propertyKey: 'PAYER', propertyValue: 'ACME' },
  { propertyKey: 'CODER_QUERY_START_DAYS', propertyValue: '30' },
];
const user = [{ propertyKey: 'NLP_INSIGHTS', propertyValue: 'true' }];

describe('propertyValue', () => {
  it('the user property overrides the tenant property (spec 1 §3 NLP insights)', () => {
    expect(propertyValue(PROPERTY_KEYS.nlpInsights, tenant, user)).toBe('true');
  });

  it('falls back to the tenant property', () => {
    expect(propertyValue(PROPERTY_KEYS.payer, tenant, user)).toBe('ACME');
  });

  it('is undefined when neither has it', () => {
    expect(propertyValue(PROPERTY_KEYS.timezone, tenant, user)).toBeUndefined();
  });
});

describe('propertyFlag and featureFlag', () => {
  it("reads 'true' in any case as on", () => {
    expect(propertyFlag('X', [{ propertyKey: 'X', propertyValue: ' TRUE ' }])).toBe(true);
    expect(propertyFlag('X', [{ propertyKey: 'X', propertyValue: 'yes' }])).toBe(false);
  });

  it('uses the fallback when missing', () => {
    expect(propertyFlag('X', [], [], true)).toBe(true);
  });

  it('expected diagnosis and risk category version default on (spec 1 §3)', () => {
    expect(featureFlag(PROPERTY_KEYS.expectedDiagnosis, [])).toBe(true);
    expect(featureFlag(PROPERTY_KEYS.riskCategoryVersion, [])).toBe(true);
    expect(featureFlag(PROPERTY_KEYS.expectedDiagnosis, [{ propertyKey: 'EXPECTED_DIAGNOSIS', propertyValue: 'false' }])).toBe(false);
  });

  it('other flags default off', () => {
    expect(featureFlag(PROPERTY_KEYS.knownDismiss, [])).toBe(false);
    expect(featureFlag(PROPERTY_KEYS.cdiCopyPaste, [])).toBe(false);
  });
});

describe('propertyInt (spec 1 §9: parsed as integers)', () => {
  it('parses the value', () => {
    expect(propertyInt(PROPERTY_KEYS.coderQueryStartDays, tenant, [], 90)).toBe(30);
  });

  it('falls back when missing or not a number', () => {
    expect(propertyInt(PROPERTY_KEYS.coderQueryEndHours, tenant, [], 3)).toBe(3);
    expect(propertyInt('X', [{ propertyKey: 'X', propertyValue: 'abc' }], [], 3)).toBe(3);
  });
});

describe('propertyList (user comma lists)', () => {
  it('splits, trims and drops empties', () => {
    expect(propertyList(PROPERTY_KEYS.userRegionFilter, [], [{ propertyKey: 'USER_REGION_FILTER', propertyValue: 'NORTH_EAST, WEST,,' }])).toEqual([
      'NORTH_EAST',
      'WEST',
    ]);
    expect(propertyList(PROPERTY_KEYS.userRegionFilter, [])).toEqual([]);
  });
});

describe('PROPERTY_KEYS', () => {
  it('keeps the CDI schedule tab key and has one key per property', () => {
    expect(PROPERTY_KEYS.cdiScheduleTab).toBe('CDI_SCHEDULE_TAB');
    const values = Object.values(PROPERTY_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });
});
