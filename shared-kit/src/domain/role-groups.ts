import type { Role } from './roles';

/** CDI-type roles (spec 1 §6). */
export const CDI_TYPE_ROLES: readonly Role[] = ['CDI', 'CDI_QA_MANAGER', 'CDI_RESTRICTED'];
/** Coder-type roles. */
export const CODER_TYPE_ROLES: readonly Role[] = ['CODER', 'CODER_QA_MANAGER'];
/** The seven working roles (spec 1 §6 navigation "all seven working roles"). */
export const WORKING_ROLES: readonly Role[] = [
  'CDI',
  'CDI_QA_MANAGER',
  'CDI_RESTRICTED',
  'CLINICAL_ADMIN',
  'CODER',
  'CODER_QA_MANAGER',
  'PHYSICIAN',
];

export const isCdiType = (role: Role | null | undefined): boolean => !!role && CDI_TYPE_ROLES.includes(role);
export const isCoderType = (role: Role | null | undefined): boolean => !!role && CODER_TYPE_ROLES.includes(role);
