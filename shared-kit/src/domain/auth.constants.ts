import { ROLES, type Role } from './roles';

/** User types (spec 1 §1): the roles, PATIENT_SNAPSHOT included. */
export const USER_TYPES = ROLES;
export type UserType = Role;

/** Login states (spec 1 §4). */
export const LOGIN_STATES = ['LOGIN_SUCCESS', 'LOGIN_FAILURE', 'MFA_REQUIRED'] as const;
export type LoginState = (typeof LOGIN_STATES)[number];

/** MFA types; the spec writes the QR one as 'QR-TOTP' in prose and QR_TOTP as the auth type. */
export const MFA_TYPES = ['EMAIL', 'TOTP', 'QR_TOTP'] as const;
export type MfaType = (typeof MFA_TYPES)[number];
export const MFA_TYPE_LABELS = { EMAIL: 'EMAIL', TOTP: 'TOTP', QR_TOTP: 'QR-TOTP' } as const;

/** MFA code lengths (spec 1 §5): emailed 7 digits, authenticator or QR 6 digits. */
export const MFA_CODE_LENGTHS = { EMAIL: 7, TOTP: 6, QR_TOTP: 6 } as const;

/** Error code of an expired registration or reset token (spec 1 §8). */
export const EXPIRED_TOKEN = 'EXPIRED_TOKEN';

/** Password reset success status (spec 1 §4). */
export const PASSWORD_RESET_OK = 'OK';
