/** Roles of spec 1 §1/§6 and spec 2 §6. One name per concept across UI, API and database. */
export const ROLES = [
  'ADMIN',
  'CDI',
  'CDI_QA_MANAGER',
  'CDI_RESTRICTED',
  'CLINICAL_ADMIN',
  'CODER',
  'CODER_QA_MANAGER',
  'PHYSICIAN',
  'PATIENT_SNAPSHOT',
] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
