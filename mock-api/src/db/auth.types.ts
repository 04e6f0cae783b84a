import type { ColumnType, Generated } from 'kysely';

/** Auth tables of migration 0003 (issue 3's auth part), merged into `Database`. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** The emailed MFA code pending for a user: one at a time, stored hashed, single use. */
export interface MfaCodesTable {
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** Browsers a user chose "Remember Me" on: the cookie holds the token, the row its hash. */
export interface RememberedBrowsersTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** An invitation to register (spec 1 §3 "Unregistered user"): the token is stored hashed. */
export interface RegistrationTokensTable {
  id: Generated<number>;
  token_hash: string;
  tenant_id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  /** Comma-separated roles, in order (the first is the default active role). */
  roles: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A password-reset link sent by mail; the token is stored hashed, single use. */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface AuthDatabase {
  mfa_codes: MfaCodesTable;
  remembered_browsers: RememberedBrowsersTable;
  registration_tokens: RegistrationTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
}
