import type { Role } from './roles';

/** Roles a user may switch between on the account page (spec 1 §6). */
export const SWITCHABLE_ROLES: readonly Role[] = ['CDI', 'CLINICAL_ADMIN', 'CODER', 'PHYSICIAN'];

/** The switchable roles among those a user holds, in the user's own order. */
export function switchableRoles(roles: readonly Role[]): Role[] {
  return roles.filter((role) => SWITCHABLE_ROLES.includes(role));
}

/**
 * The role a user acts in after sign-in (spec 1 §6): a CDI_RESTRICTED holder always acts in that role;
 * otherwise the first non-restricted role. Null when the user holds no role.
 */
export function defaultActiveRole(roles: readonly Role[]): Role | null {
  if (roles.includes('CDI_RESTRICTED')) return 'CDI_RESTRICTED';
  return roles[0] ?? null;
}

/** Whether a change of active role applies (spec 1 §5: only when the chosen role differs). */
export function canChangeRole(roles: readonly Role[], current: Role, chosen: Role): boolean {
  if (chosen === current) return false;
  if (roles.includes('CDI_RESTRICTED')) return false;
  return switchableRoles(roles).includes(chosen);
}

/** CDI_RESTRICTED users use the `/api/restricted/...` variants of encounter, patient, note, lock, search and status calls. */
export function usesRestrictedPaths(activeRole: Role | null | undefined): boolean {
  return activeRole === 'CDI_RESTRICTED';
}
