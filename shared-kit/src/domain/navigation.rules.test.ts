import type { Role } from './roles';
import { ROUTES } from './routes';
import {
  autoLoginTarget,
  headerRoleLabel,
  homeViewForUserType,
  navItemsForRole,
  postLoginTarget,
  roleDisplayName,
  type HomeView,
  type NavItemKey,
} from './navigation.rules';

describe('navigation items per role (spec 1 §6 table)', () => {
  const expected: [Role, NavItemKey[]][] = [
    ['ADMIN', []],
    ['CDI', ['home', 'patients', 'appointments', 'reports']],
    ['CDI_QA_MANAGER', ['home', 'patients', 'appointments', 'reports']],
    ['CDI_RESTRICTED', ['home', 'patients', 'appointments']],
    ['CLINICAL_ADMIN', ['home', 'patients', 'appointments', 'reports']],
    ['CODER', ['home', 'appointments', 'reports']],
    ['CODER_QA_MANAGER', ['home', 'appointments', 'reports']],
    ['PHYSICIAN', ['home', 'patients']],
    ['PATIENT_SNAPSHOT', []],
  ];

  it.each(expected)('%s sees %j', (role, keys) => {
    expect(navItemsForRole(role).map((item) => item.key)).toEqual(keys);
  });

  it('shows the spec labels in header order', () => {
    expect(navItemsForRole('CDI').map((item) => [item.label, item.path])).toEqual([
      ['Home', ROUTES.home],
      ['Patients', ROUTES.patients],
      ['Appointments', ROUTES.appointments],
      ['Reports', ROUTES.reports],
    ]);
  });

  it('shows nothing without an active role', () => {
    expect(navItemsForRole(null)).toEqual([]);
    expect(navItemsForRole(undefined)).toEqual([]);
  });
});

describe('roleDisplayName (spec 1 §6)', () => {
  it.each([
    ['ADMIN', 'Admin'],
    ['CDI', 'CDI'],
    ['CDI_QA_MANAGER', 'CDI QA Manager'],
    ['CLINICAL_ADMIN', 'Clinical Admin'],
    ['CODER', 'Coder'],
    ['CODER_QA_MANAGER', 'Coder QA Manager'],
    ['PHYSICIAN', 'Physician'],
    ['CDI_RESTRICTED', 'CDI'],
    ['PATIENT_SNAPSHOT', 'Patient Snapshot'],
  ] as [Role, string][])('%s is shown as %s', (role, name) => {
    expect(roleDisplayName(role)).toBe(name);
  });
});

describe('headerRoleLabel (spec 1 §2.4)', () => {
  it.each([
    ['CDI', 'CDI'],
    ['CDI_QA_MANAGER', 'CDI'],
    ['CDI_RESTRICTED', 'CDI'],
    ['CODER', 'Coder'],
    ['CODER_QA_MANAGER', 'Coder'],
    ['PHYSICIAN', 'Physician'],
    ['ADMIN', 'Admin'],
  ] as [Role, string][])('%s is labelled %s', (role, label) => {
    expect(headerRoleLabel(role)).toBe(label);
  });

  it('a clinical admin shows the name only', () => {
    expect(headerRoleLabel('CLINICAL_ADMIN')).toBeNull();
  });

  it('no label without a working role', () => {
    expect(headerRoleLabel('PATIENT_SNAPSHOT')).toBeNull();
    expect(headerRoleLabel(null)).toBeNull();
  });
});

describe('homeViewForUserType (spec 1 §2.5)', () => {
  it.each([
    ['CLINICAL_ADMIN', 'CLINICAL_ADMIN_DAILY_LIST'],
    ['PHYSICIAN', 'PHYSICIAN_DAILY_LIST'],
    ['CDI', 'CDI_WORKLIST'],
    ['CDI_QA_MANAGER', 'CDI_WORKLIST'],
    ['CDI_RESTRICTED', 'CDI_WORKLIST'],
    ['CODER', 'CODER_WORKLIST'],
    ['CODER_QA_MANAGER', 'CODER_WORKLIST'],
    ['ADMIN', 'ADMIN_NOTICE'],
    ['PATIENT_SNAPSHOT', 'NONE'],
  ] as [Role, HomeView][])('%s gets %s', (role, view) => {
    expect(homeViewForUserType(role)).toBe(view);
  });

  it('no role gets nothing', () => {
    expect(homeViewForUserType(undefined)).toBe('NONE');
  });
});

describe('autoLoginTarget (spec 1 §2.2)', () => {
  it('nlpcondition with encounter goes to the condition route of the mode', () => {
    expect(autoLoginTarget({ nlpcondition: '7', encounter: '42' })).toEqual({
      mode: 'smart',
      to: '/auth/smart/condition/7/encounter/42',
    });
    expect(autoLoginTarget({ embedded: 'true', nlpcondition: '7', encounter: '42' })).toEqual({
      mode: 'embedded',
      to: '/auth/embedded/condition/7/encounter/42',
    });
  });

  it('encounter alone goes to the encounter detail of the mode', () => {
    expect(autoLoginTarget({ encounter: '42' })).toEqual({ mode: 'smart', to: '/auth/smart/encounter/detail/42' });
    expect(autoLoginTarget({ embedded: 'true', encounter: '42' })).toEqual({
      mode: 'embedded',
      to: '/auth/embedded/encounter/detail/42',
    });
  });

  it('appends /conditions/{conditions} when conditions is given', () => {
    expect(autoLoginTarget({ encounter: '42', conditions: 'KNOWN' })).toEqual({
      mode: 'smart',
      to: '/auth/smart/encounter/detail/42/conditions/KNOWN',
    });
  });

  it("scope 'empty' goes to the empty-scope route", () => {
    expect(autoLoginTarget({ scope: 'empty' })).toEqual({ mode: 'smart', to: ROUTES.smartEmpty });
  });

  it('otherwise goes home', () => {
    expect(autoLoginTarget({})).toEqual({ mode: 'smart', to: ROUTES.home });
    expect(autoLoginTarget({ nlpcondition: '7' })).toEqual({ mode: 'smart', to: ROUTES.home });
    expect(autoLoginTarget({ scope: 'other' }).to).toBe(ROUTES.home);
  });

  it("anything other than 'true' for embedded means smart mode", () => {
    expect(autoLoginTarget({ embedded: 'false' }).mode).toBe('smart');
    expect(autoLoginTarget({ embedded: 'TRUE' }).mode).toBe('smart');
    expect(autoLoginTarget({ embedded: 'true' }).mode).toBe('embedded');
  });
});

describe('postLoginTarget (spec 1 §2.3)', () => {
  const scheduleTab = [{ propertyKey: 'CDI_SCHEDULE_TAB', propertyValue: 'true' }];

  it('an encounter parameter goes to that encounter detail', () => {
    expect(postLoginTarget({ encounter: '42', activeRole: 'CDI', tenantProperties: scheduleTab })).toBe('/auth/encounter/detail/42');
  });

  it('a CDI user on a tenant with the CDI schedule tab goes to the patient list', () => {
    expect(postLoginTarget({ activeRole: 'CDI', tenantProperties: scheduleTab })).toBe(ROUTES.patients);
    expect(postLoginTarget({ activeRole: 'CDI_QA_MANAGER', tenantProperties: scheduleTab })).toBe(ROUTES.patients);
  });

  it('a CDI user without the tab goes home', () => {
    expect(postLoginTarget({ activeRole: 'CDI', tenantProperties: [] })).toBe(ROUTES.home);
    expect(
      postLoginTarget({ activeRole: 'CDI', tenantProperties: [{ propertyKey: 'CDI_SCHEDULE_TAB', propertyValue: 'false' }] }),
    ).toBe(ROUTES.home);
  });

  it('a non-CDI user goes home even with the tab', () => {
    expect(postLoginTarget({ activeRole: 'CODER', tenantProperties: scheduleTab })).toBe(ROUTES.home);
    expect(postLoginTarget({ activeRole: 'PHYSICIAN', tenantProperties: scheduleTab })).toBe(ROUTES.home);
  });
});
