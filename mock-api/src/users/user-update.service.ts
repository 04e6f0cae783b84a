import type { Kysely } from 'kysely';
import { canChangeRole, PROPERTY_KEYS, type Role } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import type { Database } from '../db/database.types';
import { ApiError, badRequest } from '../http/api-error';
import type { UserUpdate } from 'shared-kit/domain';
import { MAX_FILTER_BYTES } from 'shared-kit/schemas';
import { userRoles } from './session-user.repository';

const FILTER_COLUMNS = {
  worklistFilters: 'worklist_filters',
  appointmentlistFilters: 'appointmentlist_filters',
  patientListFilters: 'patient_list_filters',
} as const;
type FilterField = keyof typeof FILTER_COLUMNS;
const FILTER_FIELDS = Object.keys(FILTER_COLUMNS) as FilterField[];

export interface UserUpdateActor {
  tenantId: string;
  userId: number;
  /** The caller's session and the role it acts in now: a `userRole` in the body switches that session's role. */
  sessionId: string;
  activeRole: Role;
}

/**
 * Saves the caller's list filters and editable user properties (PUT /api/user/{id}/update) and switches the session's
 * active role (`userRole`, spec 1 §2.11 'Change Role') in one transaction with an `UPDATE USER` audit event. Only the
 * caller's own id is accepted: an account is changed by its owner. A role switch must be to another switchable role
 * the user holds (shared-kit `canChangeRole`; a CDI_RESTRICTED holder never switches): otherwise 403, nothing saved.
 * The same role as now changes nothing. The switch lasts for the session; the next sign-in starts in the default role.
 */
export async function updateOwnUser(db: Kysely<Database>, actor: UserUpdateActor, targetId: number, body: UserUpdate): Promise<void> {
  if (targetId !== actor.userId) throw new ApiError(403, 'FORBIDDEN', 'You can only update your own account');

  const filterValues: Partial<Record<(typeof FILTER_COLUMNS)[FilterField], string | null>> = {};
  for (const field of FILTER_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    const text = value === null ? null : JSON.stringify(value);
    if (text !== null && Buffer.byteLength(text, 'utf8') > MAX_FILTER_BYTES) {
      throw badRequest(`body.${field}: must be at most ${MAX_FILTER_BYTES} bytes of JSON`);
    }
    filterValues[FILTER_COLUMNS[field]] = text;
  }

  const chosenRole = body.userRole !== undefined && body.userRole !== actor.activeRole ? body.userRole : null;
  const properties = body.userProperties ?? [];
  const keys = properties.map((p) => p.propertyKey);
  const roles: Role[] = chosenRole || keys.includes(PROPERTY_KEYS.userRegionFilter) ? await userRoles(db, actor.userId) : [];
  if (chosenRole && !canChangeRole(roles, actor.activeRole, chosenRole)) {
    throw new ApiError(403, 'FORBIDDEN', `You cannot switch to the ${chosenRole} role`);
  }

  if (new Set(keys).size !== keys.length) throw badRequest('body.userProperties: each propertyKey may appear once');
  if (keys.includes(PROPERTY_KEYS.userRegionFilter)) {
    // For CDI_RESTRICTED the region list is the access scope (spec 1 §6), assigned by an administrator.
    if (roles.includes('CDI_RESTRICTED')) throw new ApiError(403, 'FORBIDDEN', 'Your region assignment cannot be changed here');
  }

  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['worklist_filters', 'appointmentlist_filters', 'patient_list_filters'])
      .where('id', '=', actor.userId)
      .executeTakeFirstOrThrow();
    const beforeProperties = await trx
      .selectFrom('user_properties')
      .select(['property_key', 'property_value'])
      .where('user_id', '=', actor.userId)
      .where('property_key', 'in', keys.length > 0 ? keys : [''])
      .execute();

    if (Object.keys(filterValues).length > 0) {
      await trx.updateTable('users').set(filterValues).where('id', '=', actor.userId).execute();
    }
    for (const { propertyKey, propertyValue } of properties) {
      const value = propertyValue?.trim() ?? '';
      if (value === '') {
        await trx.deleteFrom('user_properties').where('user_id', '=', actor.userId).where('property_key', '=', propertyKey).execute();
      } else {
        await trx
          .insertInto('user_properties')
          .values({ user_id: actor.userId, property_key: propertyKey, property_value: value })
          .onConflict((oc) => oc.columns(['user_id', 'property_key']).doUpdateSet({ property_value: value }))
          .execute();
      }
    }

    if (chosenRole) await trx.updateTable('sessions').set({ active_role: chosenRole }).where('id', '=', actor.sessionId).execute();

    await writeAudit(trx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      action: 'UPDATE',
      entityType: 'USER',
      entityId: actor.userId,
      before: {
        ...pickFilters(before, filterValues),
        ...(body.userProperties !== undefined ? { userProperties: beforeProperties } : {}),
        ...(chosenRole ? { activeRole: actor.activeRole } : {}),
      },
      after: {
        ...Object.fromEntries(FILTER_FIELDS.filter((field) => body[field] !== undefined).map((field) => [FILTER_COLUMNS[field], body[field]])),
        ...(body.userProperties !== undefined ? { userProperties: properties } : {}),
        ...(chosenRole ? { activeRole: chosenRole } : {}),
      },
    });
  });
}

function pickFilters(row: Record<string, unknown>, changed: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(changed).map((column) => [column, row[column] ?? null]));
}
