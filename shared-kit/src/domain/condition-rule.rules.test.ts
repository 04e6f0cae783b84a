import { isShownRule, normaliseRuleReason, ruleSaveAction } from './condition-rule.rules';

describe('condition rule (reason) saving (spec 2 §5)', () => {
  it('drops blank new reasons and creates the others', () => {
    expect(ruleSaveAction({ id: null, reason: '   ' })).toBe('DROP');
    expect(ruleSaveAction({ reason: null })).toBe('DROP');
    expect(ruleSaveAction({ id: null, reason: 'Seen on labs' })).toBe('CREATE');
  });

  it('marks a blanked existing reason removed, and one sent as REMOVED', () => {
    expect(ruleSaveAction({ id: 4, reason: '' })).toBe('REMOVE');
    expect(ruleSaveAction({ id: 4, reason: '  ' })).toBe('REMOVE');
    expect(ruleSaveAction({ id: 4, reason: 'kept text', statusCode: 'REMOVED' })).toBe('REMOVE');
  });

  it('updates other existing reasons', () => {
    expect(ruleSaveAction({ id: 4, reason: 'Changed', statusCode: 'ACTIVE' })).toBe('UPDATE');
    expect(ruleSaveAction({ id: 4, reason: 'Changed' })).toBe('UPDATE');
  });

  it('normalises like condition content', () => {
    expect(normaliseRuleReason('  A1c   9.1  on  labs ')).toBe('A1c 9.1 on labs');
    expect(normaliseRuleReason(undefined)).toBe('');
  });

  it('shows only active or new reasons', () => {
    expect(isShownRule({ statusCode: 'ACTIVE' })).toBe(true);
    expect(isShownRule({ statusCode: 'REMOVED', ruleInputJson: { type: 'new rule' } })).toBe(true);
    expect(isShownRule({ statusCode: 'REMOVED', ruleInputJson: { type: 'rule' } })).toBe(false);
  });
});
