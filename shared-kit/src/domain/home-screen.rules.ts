import { isCdiType, isCoderType } from './role-groups';
import type { Role } from './roles';

/** The screens a home can be (spec 1 §2.5). */
export const HOME_SCREENS = ['cdi-worklist', 'coder-worklist', 'physician-daily-list', 'clinical-admin-daily-list'] as const;
export type HomeScreen = (typeof HOME_SCREENS)[number];

/**
 * Which home a user type gets (spec 1 §2.5): the CDI worklist for CDI types, the coder worklist for coder types, the
 * daily list for physicians and clinical admins; null for the others. mfe-worklist renders it and asks for its first
 * request as it mounts, and the platform server paints its first paint (FIRST_PAINT_PAGES): all three read it here.
 */
export function homeScreenFor(type: Role | null | undefined): HomeScreen | null {
  if (!type) return null;
  if (isCdiType(type)) return 'cdi-worklist';
  if (isCoderType(type)) return 'coder-worklist';
  if (type === 'PHYSICIAN') return 'physician-daily-list';
  if (type === 'CLINICAL_ADMIN') return 'clinical-admin-daily-list';
  return null;
}
