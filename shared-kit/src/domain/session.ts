import type { Role } from './roles';

/** A tenant or user property (spec 1 §3): a key and its value as text. */
export interface PropertyEntry {
  propertyKey: string;
  propertyValue: string;
}

export interface RoleRef {
  id: number;
  name: Role;
}

export type AuthStatus = 'LOGIN_SUCCESS' | 'LOGIN_FAILURE' | 'MFA_REQUIRED';
export type MfaType = 'EMAIL' | 'TOTP' | 'QR_TOTP';

/**
 * The signed-in user as the shell holds it (spec 1 §3 "User (session)").
 * `type` is the active role. Only non-secret fields; safe for browser storage.
 */
export interface SessionUser {
  tenantId: string;
  userId: number;
  username: string;
  alias: string;
  email: string;
  type: Role;
  roles: RoleRef[];
  tenantProperties: PropertyEntry[];
  userProperties: PropertyEntry[];
  worklistFilters: Record<string, unknown> | null;
  appointmentlistFilters: Record<string, unknown> | null;
  patientListFilters: Record<string, unknown> | null;
  isAuthenticated: boolean;
  authStatus?: AuthStatus;
  authMessage?: string;
  authAttempts?: number;
  authType?: MfaType | 'PASSWORD';
  qrCodeUuid?: string | null;
  userRole?: Role;
}
