import type { SnapshotCondition } from 'shared-kit';
import { groupSnapshotConditions, snapshotActivities } from './snapshot-groups.rules';

const condition = (id: number, overrides: Partial<SnapshotCondition> = {}): SnapshotCondition => ({
  id,
  encounterId: 1,
  encounterStart: '2026-11-01T09:00:00Z',
  title: `Condition ${id}`,
  conditionStatus: 'KNOWN',
  icd10Code: null,
  hccCode: null,
  hccDescription: null,
  hccVersion: null,
  hccGroupTitle: null,
  ...overrides,
});

describe('groupSnapshotConditions (spec 1 §2.9, spec 2 §3, §4.5)', () => {
  it('groups by model and HCC code, titled by the lookup name, ordered by model then code', () => {
    const groups = groupSnapshotConditions([
      condition(1, { hccCode: '37', hccVersion: 'CMS_V28', hccGroupTitle: 'Diabetes with Chronic Complications' }),
      condition(2, { hccCode: '226', hccVersion: 'CMS_V28', hccGroupTitle: 'Heart Failure', conditionStatus: 'POTENTIAL' }),
      condition(3, { hccCode: '37', hccVersion: 'CMS_V28', hccGroupTitle: 'Diabetes with Chronic Complications', conditionStatus: 'POTENTIAL' }),
      condition(4, { hccCode: '18', hccVersion: 'CMS_V24', hccGroupTitle: null, hccDescription: 'Diabetes with Chronic Complications (V24)' }),
    ]);
    expect(groups.map((g) => [g.hccLabel, g.title, g.conditions.map((c) => c.id)])).toEqual([
      ['HCC 18', 'Diabetes with Chronic Complications (V24)', [4]],
      ['HCC 37', 'Diabetes with Chronic Complications', [1, 3]],
      ['HCC 226', 'Heart Failure', [2]],
    ]);
  });

  it("keeps conditions without an HCC code (null, empty or '0') as cards of their own, after the categories", () => {
    const groups = groupSnapshotConditions([
      condition(1, { hccCode: '0' }),
      condition(2, { hccCode: '' }),
      condition(3, { hccCode: '48', hccVersion: 'CMS_V28', hccGroupTitle: 'Morbid Obesity' }),
      condition(4),
    ]);
    expect(groups.map((g) => [g.hccLabel, g.title])).toEqual([
      ['HCC 48', 'Morbid Obesity'],
      [null, 'Condition 1'],
      [null, 'Condition 2'],
      [null, 'Condition 4'],
    ]);
  });

  it('labels RA- and XA- codes RA and leaves activities out of the groups', () => {
    const conditions = [condition(1, { hccCode: 'RA-12', hccVersion: 'HHS_V07', hccGroupTitle: 'Risk' }), condition(2, { conditionStatus: 'ACTIVITY' })];
    expect(groupSnapshotConditions(conditions).map((g) => g.hccLabel)).toEqual(['RA']);
    expect(snapshotActivities(conditions).map((c) => c.id)).toEqual([2]);
  });
});
