import type { Role } from '../domain/roles';
import type { RemoteName } from './remote-contract';

/** Which encounter remote serves the detail for the active role (spec 2 §1); null: nothing is shown. */
export function encounterRemoteForRole(role: Role | null | undefined): RemoteName | null {
  switch (role) {
    case 'CDI':
    case 'CDI_RESTRICTED':
    case 'CDI_QA_MANAGER':
      return 'mfe_encounter_cdi';
    case 'CODER':
    case 'CODER_QA_MANAGER':
      return 'mfe_encounter_coder';
    case 'CLINICAL_ADMIN':
    case 'PHYSICIAN':
      return 'mfe_encounter_physician';
    default:
      return null;
  }
}
