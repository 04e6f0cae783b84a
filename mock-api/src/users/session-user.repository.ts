import { createQueryId, type CompiledQuery, type Kysely } from 'kysely';
import { ROLES, isRole, tenantTimeZone, type PropertyEntry, type Role, type RoleRef } from 'shared-kit/domain';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, SessionRow } from '../db/database.types';
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

/** A stored filter column: the JSON object, or null (anything else is not a saved filter). */
function savedFilters(value: unknown): Record<string, unknown> | null {
  return isPlainObject(value) ? value : null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The columns and child rows a SessionUser is built from, selected in one statement. */
function sessionUserSelect(db: Kysely<Database>) {
  return db.selectFrom('users').select((eb) => [
    'users.id',
    'users.tenant_id',
    'users.username',
    'users.alias',
    'users.email',
    'users.mfa_type',
    'users.worklist_filters',
    'users.appointmentlist_filters',
    'users.patient_list_filters',
    jsonArrayFrom(eb.selectFrom('user_roles').select(['user_roles.role', 'user_roles.position']).whereRef('user_roles.user_id', '=', 'users.id')).as('roles'),
    jsonArrayFrom(
      eb
        .selectFrom('tenant_properties')
        .select(['tenant_properties.property_key as propertyKey', 'tenant_properties.property_value as propertyValue'])
        .whereRef('tenant_properties.tenant_id', '=', 'users.tenant_id'),
    ).as('tenantProperties'),
    jsonArrayFrom(
      eb
        .selectFrom('user_properties')
        .select(['user_properties.property_key as propertyKey', 'user_properties.property_value as propertyValue'])
        .whereRef('user_properties.user_id', '=', 'users.id'),
    ).as('userProperties'),
  ]);
}

export type SessionUserRow = Awaited<ReturnType<ReturnType<typeof sessionUserSelect>['executeTakeFirstOrThrow']>>;

const byKey = (a: PropertyEntry, b: PropertyEntry): number => (a.propertyKey < b.propertyKey ? -1 : a.propertyKey > b.propertyKey ? 1 : 0);

/** The SessionUser of a selected row, acting in `activeRole` (json_agg keeps no order: sorted here). */
export function sessionUserOf(user: SessionUserRow, activeRole: Role): SessionUser {
  const roles = [...user.roles].sort((a, b) => a.position - b.position).map((r) => r.role).filter(isRole);
  const tenantProperties = [...user.tenantProperties].sort(byKey);
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
    userProperties: [...user.userProperties].sort(byKey),
    worklistFilters: savedFilters(user.worklist_filters),
    appointmentlistFilters: savedFilters(user.appointmentlist_filters),
    patientListFilters: savedFilters(user.patient_list_filters),
    isAuthenticated: true,
    authStatus: 'LOGIN_SUCCESS',
    authType: user.mfa_type ?? 'PASSWORD',
    qrCodeUuid: null,
  };
}

/** The signed-in user as the shell holds it (spec 1 §3), acting in `activeRole`. Null when the user is gone. */
export async function loadSessionUser(db: Kysely<Database>, userId: number, activeRole: Role): Promise<SessionUser | null> {
  const user = await sessionUserSelect(db).where('users.id', '=', userId).executeTakeFirst();
  return user ? sessionUserOf(user, activeRole) : null;
}

/** The statement behind loadSessionWithUser, its session id the one parameter. */
function sessionWithUserQuery(db: Kysely<Database>, sessionId: string) {
  return sessionUserSelect(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select([
      'sessions.id as session_id',
      'sessions.user_id as session_user_id',
      'sessions.tenant_id as session_tenant_id',
      'sessions.active_role as session_active_role',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.expires_at as session_expires_at',
    ])
    .where('sessions.id', '=', sessionId);
}

type SessionWithUserQuery = CompiledQuery<Awaited<ReturnType<ReturnType<typeof sessionWithUserQuery>['executeTakeFirstOrThrow']>>>;

/**
 * Compiled once per database (issue 15): every authenticated request runs this statement, and building and
 * compiling its query tree (three json_agg subqueries) was about 7% of the API's busy time under a worklist
 * load on PostgreSQL. Each call reuses the compiled text with its own session id; the very same text also finds its
 * prepared statement by name without hashing a new string (prepared-statements-pool.ts).
 */
const compiledSessionQueries = new WeakMap<Kysely<Database>, SessionWithUserQuery>();

function compiledSessionQuery(db: Kysely<Database>): SessionWithUserQuery {
  const known = compiledSessionQueries.get(db);
  if (known) return known;
  const compiled = sessionWithUserQuery(db, '').compile();
  // The session id must be the statement's only parameter, or swapping it in below would be wrong.
  if (compiled.parameters.length !== 1) throw new Error(`The session statement has ${compiled.parameters.length} parameters, not 1`);
  compiledSessionQueries.set(db, compiled);
  return compiled;
}

/**
 * A session row and its user in one statement: every authenticated request starts here, so it costs one round trip
 * (it was five statements in three). Null when there is no such session or its user is gone.
 */
export async function loadSessionWithUser(db: Kysely<Database>, sessionId: string): Promise<{ session: SessionRow; user: SessionUserRow } | null> {
  // A query id of its own per run, as Kysely gives every query it compiles (plugins key their state by it).
  const query: SessionWithUserQuery = { ...compiledSessionQuery(db), queryId: createQueryId(), parameters: [sessionId] };
  const [row] = (await db.executeQuery(query)).rows;
  if (!row) return null;
  const { session_id, session_user_id, session_tenant_id, session_active_role, session_created_at, session_last_seen_at, session_expires_at, ...user } = row;
  return {
    session: {
      id: session_id,
      user_id: session_user_id,
      tenant_id: session_tenant_id,
      active_role: session_active_role,
      created_at: session_created_at,
      last_seen_at: session_last_seen_at,
      expires_at: session_expires_at,
    },
    user,
  };
}
