import type { Kysely } from 'kysely';
import { ROLES, isRole, tenantTimeZone, type PropertyEntry, type Role, type RoleRef } from 'shared-kit/domain';
import type { Database } from '../db/database.types';
import type { SessionUser } from 'shared-kit/domain';


/** Roles have no table of their own; their id is their stable place in the shared ROLES catalogue (1-based). */
export function roleRef(role: Role): RoleRef {
  return { id: ROLES.indexOf(role) + 1, name: role };
}

/** A user's roles in their saved order (the first is the default active role). */
export async function userRoles(db: Kysely<Database>, userId: number): Promise<Role[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('position').execute();
  return rows.map((r) => r.role).filter(isRole);
}

async function properties(db: Kysely<Database>, tenantId: string, userId: number): Promise<[PropertyEntry[], PropertyEntry[]]> {
  const [tenant, user] = await Promise.all([
    db
      .selectFrom('tenant_properties')
      .select(['property_key as propertyKey', 'property_value as propertyValue'])
      .where('tenant_id', '=', tenantId)
      .orderBy('property_key')
      .execute(),
    db
      .selectFrom('user_properties')
      .select(['property_key as propertyKey', 'property_value as propertyValue'])
      .where('user_id', '=', userId)
      .orderBy('property_key')
      .execute(),
  ]);
  return [tenant, user];
}

/** A stored filter column: the JSON object, or null (anything else is not a saved filter). */
function savedFilters(value: unknown): Record<string, unknown> | null {
  return isPlainObject(value) ? value : null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The signed-in user as the shell holds it (spec 1 §3), acting in `activeRole`. Null when the user is gone. */
export async function loadSessionUser(db: Kysely<Database>, userId: number, activeRole: Role): Promise<SessionUser | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'tenant_id', 'username', 'alias', 'email', 'mfa_type', 'worklist_filters', 'appointmentlist_filters', 'patient_list_filters'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const [roles, [tenantProperties, userProperties]] = await Promise.all([
    userRoles(db, userId),
    properties(db, user.tenant_id, userId),
  ]);
  return {
    id: user.id,
    tenantId: user.tenant_id,
    userId: user.id,
    username: user.username,
    alias: user.alias,
    email: user.email,
    type: activeRole,
    userRole: activeRole,
    roles: roles.map(roleRef),
    tenantProperties,
    // The zone every calendar day of this tenant is read in (issue 17), so the browser never uses its own.
    timeZone: tenantTimeZone(tenantProperties),
    userProperties,
    worklistFilters: savedFilters(user.worklist_filters),
    appointmentlistFilters: savedFilters(user.appointmentlist_filters),
    patientListFilters: savedFilters(user.patient_list_filters),
    isAuthenticated: true,
    authStatus: 'LOGIN_SUCCESS',
    authType: user.mfa_type ?? 'PASSWORD',
    qrCodeUuid: null,
  };
}
