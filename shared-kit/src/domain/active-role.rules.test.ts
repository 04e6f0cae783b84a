import { canChangeRole, defaultActiveRole, switchableRoles, usesRestrictedPaths } from './active-role.rules';

describe('switchableRoles (spec 1 §6: only CDI, CLINICAL_ADMIN, CODER, PHYSICIAN)', () => {
  it('keeps the switchable roles in the user order', () => {
    expect(switchableRoles(['PHYSICIAN', 'ADMIN', 'CODER', 'CDI_QA_MANAGER', 'CDI', 'CLINICAL_ADMIN'])).toEqual([
      'PHYSICIAN',
      'CODER',
      'CDI',
      'CLINICAL_ADMIN',
    ]);
  });

  it('drops QA managers, restricted, admin and snapshot', () => {
    expect(switchableRoles(['CDI_QA_MANAGER', 'CODER_QA_MANAGER', 'CDI_RESTRICTED', 'ADMIN', 'PATIENT_SNAPSHOT'])).toEqual([]);
  });
});

describe('defaultActiveRole', () => {
  it('a CDI_RESTRICTED holder always acts in that role', () => {
    expect(defaultActiveRole(['CDI', 'CDI_RESTRICTED'])).toBe('CDI_RESTRICTED');
  });

  it('otherwise the first role', () => {
    expect(defaultActiveRole(['CODER', 'CDI'])).toBe('CODER');
  });

  it('null without roles', () => {
    expect(defaultActiveRole([])).toBeNull();
  });
});

describe('canChangeRole (spec 1 §5: only when the chosen role differs)', () => {
  it('allows another switchable role the user holds', () => {
    expect(canChangeRole(['CDI', 'CODER'], 'CDI', 'CODER')).toBe(true);
  });

  it('refuses the current role', () => {
    expect(canChangeRole(['CDI', 'CODER'], 'CDI', 'CDI')).toBe(false);
  });

  it('refuses a role the user does not hold or cannot switch to', () => {
    expect(canChangeRole(['CDI'], 'CDI', 'CODER')).toBe(false);
    expect(canChangeRole(['CDI', 'ADMIN'], 'CDI', 'ADMIN')).toBe(false);
  });

  it('a CDI_RESTRICTED holder cannot change role', () => {
    expect(canChangeRole(['CDI_RESTRICTED', 'CDI'], 'CDI_RESTRICTED', 'CDI')).toBe(false);
  });
});

describe('usesRestrictedPaths', () => {
  it('only CDI_RESTRICTED uses the restricted paths', () => {
    expect(usesRestrictedPaths('CDI_RESTRICTED')).toBe(true);
    expect(usesRestrictedPaths('CDI')).toBe(false);
    expect(usesRestrictedPaths(null)).toBe(false);
  });
});
