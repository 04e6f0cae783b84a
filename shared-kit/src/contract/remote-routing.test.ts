import { ROLES, type Role } from '../domain/roles';
import type { RemoteName } from './remote-contract';
import { encounterRemoteForRole } from './remote-routing';

describe('encounterRemoteForRole (spec 2 §1)', () => {
  const expected: Record<Role, RemoteName | null> = {
    CDI: 'mfe_encounter_cdi',
    CDI_RESTRICTED: 'mfe_encounter_cdi',
    CDI_QA_MANAGER: 'mfe_encounter_cdi',
    CODER: 'mfe_encounter_coder',
    CODER_QA_MANAGER: 'mfe_encounter_coder',
    CLINICAL_ADMIN: 'mfe_encounter_physician',
    PHYSICIAN: 'mfe_encounter_physician',
    ADMIN: null,
    PATIENT_SNAPSHOT: null,
  };

  it.each(ROLES.map((role) => [role, expected[role]]))('%s is served by %s', (role, remote) => {
    expect(encounterRemoteForRole(role)).toBe(remote);
  });

  it('nothing is shown without a role', () => {
    expect(encounterRemoteForRole(null)).toBeNull();
  });
});
