import { homeScreenFor } from './home-screen.rules';
import { ROLES } from './roles';

describe('homeScreenFor (spec 1 §2.5)', () => {
  it('gives CDI types the CDI worklist, coder types the coder worklist, physicians and clinical admins a daily list', () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, homeScreenFor(role)]))).toEqual({
      ADMIN: null,
      CDI: 'cdi-worklist',
      CDI_QA_MANAGER: 'cdi-worklist',
      CDI_RESTRICTED: 'cdi-worklist',
      CLINICAL_ADMIN: 'clinical-admin-daily-list',
      CODER: 'coder-worklist',
      CODER_QA_MANAGER: 'coder-worklist',
      PHYSICIAN: 'physician-daily-list',
      PATIENT_SNAPSHOT: null,
    });
  });

  it('gives no home without a user type', () => {
    expect(homeScreenFor(null)).toBeNull();
    expect(homeScreenFor(undefined)).toBeNull();
  });
});
