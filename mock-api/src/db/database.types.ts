import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { MfaType, Role } from 'shared-kit/domain';

/** Timestamps: Date on read, Date or ISO text on write, never updated by default. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** jsonb: parsed on read; written as JSON text so PGlite and node-postgres behave the same. */
type Json = ColumnType<unknown, string | null, string | null>;

export interface TenantsTable {
  id: string;
  name: string;
  /** A demo tenant (migration 0016): the demo data reset may run on it, and on nothing else. */
  is_demo: Generated<boolean>;
  created_at: CreatedAt;
}

export interface TenantPropertiesTable {
  tenant_id: string;
  property_key: string;
  property_value: string;
}

export interface UsersTable {
  id: Generated<number>;
  tenant_id: string;
  username: string;
  email: string;
  alias: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  mfa_type: MfaType | null;
  totp_secret: string | null;
  mfa_setup_done: Generated<boolean>;
  /** Identifies a pending authenticator set-up (QR_TOTP); null once set up or for other users. */
  qr_code_uuid: string | null;
  /** The last accepted authenticator time step (RFC 6238 counter); a code of that step or older is a replay. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** Saved list filters (migration 0006), JSON objects or null. */
  worklist_filters: ColumnType<unknown, string | null | undefined, string | null>;
  appointmentlist_filters: ColumnType<unknown, string | null | undefined, string | null>;
  patient_list_filters: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface UserRolesTable {
  user_id: number;
  role: Role;
  /** 0 is the default role (spec 1 §6: the first role is the default active one). */
  position: number;
}

export interface UserPropertiesTable {
  user_id: number;
  property_key: string;
  property_value: string;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  tenant_id: string;
  active_role: Role;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  feedback_type_code: string;
  encounter_id: number | null;
  application_type_code: string;
  application_state: string;
  description: string;
  created_at: CreatedAt;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  /** The tenant the mail was sent for (migration 0016); the demo outbox shows a tenant its own mail. */
  tenant_id: string | null;
  to: string;
  subject: string;
  text: string;
  sent_at: CreatedAt;
}

export interface AuditEventsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: Json;
  after: Json;
  at: CreatedAt;
  /** The encounter the event concerns (migration 0014), set by writeAudit; null for events outside encounters. */
  encounter_id: number | null;
}

/** The clinical-data tables of migration 0002 are declared in domain.types and merged here. */
type DomainTables = import('./domain.types').DomainTables;
/** The auth tables of migration 0003 (MFA codes, remembered browsers, registration and reset tokens). */
type AuthTables = import('./auth.types').AuthDatabase;
/**
 * Failed authentication attempts of one subject (migration 0016): an account, an unknown sign-in name, or a client IP
 * within a scope. `failures` counts since the window started (client IPs) or since the last lockout (accounts).
 */
export interface AuthFailuresTable {
  subject: string;
  failures: number;
  lockouts: number;
  locked_until: Timestamp | null;
  window_started_at: Timestamp;
  last_failure_at: Timestamp;
}

/** Request counts of fixed windows (the rate-limit store shared by every API process). */
export interface RequestCountersTable {
  key: string;
  count: number;
  expires_at: Timestamp;
}

/** A SMART launch under way (migration 0017): single use, deleted by its callback or once expired. */
export interface SmartLaunchStatesTable {
  state: string;
  code_verifier: string;
  issuer: string;
  tenant_id: string;
  expires_at: Timestamp;
  /** The OpenID Connect nonce the ID token must carry ('' for a launch started before migration 0018). */
  nonce: Generated<string>;
}

export interface Database extends DomainTables, AuthTables {
  auth_failures: AuthFailuresTable;
  request_counters: RequestCountersTable;
  tenants: TenantsTable;
  tenant_properties: TenantPropertiesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_properties: UserPropertiesTable;
  sessions: SessionsTable;
  feedback: FeedbackTable;
  outbox_mails: OutboxMailsTable;
  audit_events: AuditEventsTable;
  smart_launch_states: SmartLaunchStatesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
