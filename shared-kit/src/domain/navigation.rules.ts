import { CDI_TYPE_ROLES, CODER_TYPE_ROLES, isCdiType, WORKING_ROLES } from './role-groups';
import { propertyFlag, PROPERTY_KEYS } from './properties';
import type { Role } from './roles';
import { encounterDetailPath, ROUTES } from './routes';
import type { PropertyEntry } from './session';

export type NavItemKey = 'home' | 'patients' | 'appointments' | 'reports';

export interface NavItem {
  key: NavItemKey;
  label: string;
  path: string;
  roles: readonly Role[];
}

/** Header navigation with each item's valid roles (spec 1 §6 table). */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', label: 'Home', path: ROUTES.home, roles: WORKING_ROLES },
  { key: 'patients', label: 'Patients', path: ROUTES.patients, roles: ['PHYSICIAN', 'CDI', 'CDI_RESTRICTED', 'CDI_QA_MANAGER', 'CLINICAL_ADMIN'] },
  {
    key: 'appointments',
    label: 'Appointments',
    path: ROUTES.appointments,
    roles: ['CDI', 'CDI_RESTRICTED', 'CDI_QA_MANAGER', 'CLINICAL_ADMIN', 'CODER', 'CODER_QA_MANAGER'],
  },
  { key: 'reports', label: 'Reports', path: ROUTES.reports, roles: ['CDI', 'CLINICAL_ADMIN', 'CODER', 'CDI_QA_MANAGER', 'CODER_QA_MANAGER'] },
];

/** The navigation items the active role may see, in header order. */
export function navItemsForRole(role: Role | null | undefined): NavItem[] {
  if (!role) return [];
  return NAV_ITEMS.filter((item) => item.roles.includes(role));
}

/** Role display names (spec 1 §6). */
export const ROLE_DISPLAY_NAMES: Readonly<Partial<Record<Role, string>>> = {
  ADMIN: 'Admin',
  CDI: 'CDI',
  CDI_QA_MANAGER: 'CDI QA Manager',
  CDI_RESTRICTED: 'CDI',
  CLINICAL_ADMIN: 'Clinical Admin',
  CODER: 'Coder',
  CODER_QA_MANAGER: 'Coder QA Manager',
  PHYSICIAN: 'Physician',
  PATIENT_SNAPSHOT: 'Patient Snapshot',
};

export function roleDisplayName(role: Role): string {
  return ROLE_DISPLAY_NAMES[role] ?? role;
}

/**
 * The role label beside the user's name in the header (spec 1 §2.4: CDI, Coder, Physician, Admin);
 * null for a clinical admin, who shows the name only.
 */
export function headerRoleLabel(role: Role | null | undefined): string | null {
  if (!role || role === 'CLINICAL_ADMIN') return null;
  if (CDI_TYPE_ROLES.includes(role)) return 'CDI';
  if (CODER_TYPE_ROLES.includes(role)) return 'Coder';
  if (role === 'PHYSICIAN') return 'Physician';
  if (role === 'ADMIN') return 'Admin';
  return null;
}

export type HomeView =
  | 'CLINICAL_ADMIN_DAILY_LIST'
  | 'PHYSICIAN_DAILY_LIST'
  | 'CDI_WORKLIST'
  | 'CODER_WORKLIST'
  | 'ADMIN_NOTICE'
  | 'NONE';

/** The home screen of a user type (spec 1 §2.5). */
export function homeViewForUserType(role: Role | null | undefined): HomeView {
  switch (role) {
    case 'CLINICAL_ADMIN':
      return 'CLINICAL_ADMIN_DAILY_LIST';
    case 'PHYSICIAN':
      return 'PHYSICIAN_DAILY_LIST';
    case 'CDI':
    case 'CDI_QA_MANAGER':
    case 'CDI_RESTRICTED':
      return 'CDI_WORKLIST';
    case 'CODER':
    case 'CODER_QA_MANAGER':
      return 'CODER_WORKLIST';
    case 'ADMIN':
      return 'ADMIN_NOTICE';
    default:
      return 'NONE';
  }
}

export interface AutoLoginQuery {
  embedded?: string | null;
  encounter?: string | null;
  nlpcondition?: string | null;
  conditions?: string | null;
  scope?: string | null;
}

/** Where /auto-login goes once the current user is known (spec 1 §2.2). */
export function autoLoginTarget(query: AutoLoginQuery): { mode: 'smart' | 'embedded'; to: string } {
  const mode = query.embedded === 'true' ? 'embedded' : 'smart';
  if (query.nlpcondition && query.encounter) {
    return { mode, to: `/auth/${mode}/condition/${encodeURIComponent(query.nlpcondition)}/encounter/${encodeURIComponent(query.encounter)}` };
  }
  if (query.encounter) {
    const conditions = query.conditions ? `/conditions/${encodeURIComponent(query.conditions)}` : '';
    return { mode, to: `/auth/${mode}/encounter/detail/${encodeURIComponent(query.encounter)}${conditions}` };
  }
  if (query.scope === 'empty') return { mode, to: ROUTES.smartEmpty };
  return { mode, to: ROUTES.home };
}

/** Where a user goes after a normal sign-in (spec 1 §2.3). */
export function postLoginTarget(input: {
  encounter?: string | null;
  activeRole: Role | null | undefined;
  tenantProperties: readonly PropertyEntry[];
  userProperties?: readonly PropertyEntry[];
}): string {
  if (input.encounter) return encounterDetailPath(input.encounter);
  if (isCdiType(input.activeRole) && propertyFlag(PROPERTY_KEYS.cdiScheduleTab, input.tenantProperties, input.userProperties ?? [])) {
    return ROUTES.patients;
  }
  return ROUTES.home;
}
