import type { FastifyRequest } from 'fastify';
import { PROPERTY_KEYS, propertyList, tenantTimeZone, type PropertyEntry, type Role } from 'shared-kit/domain';
import { authOf } from '../auth/session-support';
import { ApiError, ERROR_CODES } from '../http/api-error';

/** Who is asking and what they may see: tenant, user, active role and, for CDI_RESTRICTED, the regions they work. */
export interface Scope {
  tenantId: string;
  userId: number;
  username: string;
  role: Role;
  /** Region names the caller is limited to; null means every region of the tenant. */
  regions: string[] | null;
  tenantProperties: PropertyEntry[];
  userProperties: PropertyEntry[];
}

export const forbidden = (message: string): ApiError => new ApiError(403, ERROR_CODES[403], message);
export const notFound = (message: string): ApiError => new ApiError(404, ERROR_CODES[404], message);
export const conflict = (message: string): ApiError => new ApiError(409, ERROR_CODES[409], message);

/**
 * The scope of a request on a plain or `/api/restricted/...` path (platform design §5): CDI_RESTRICTED users act only
 * through restricted paths and within their assigned regions (user property USER_REGION_FILTER; none assigned means
 * nothing visible); everyone else is refused the restricted paths. `roles` lists the active roles the call serves.
 */
export function scopeOf(request: FastifyRequest, restricted: boolean, roles: readonly Role[]): Scope {
  const { session, user } = authOf(request);
  const role = session.active_role;
  if (restricted && role !== 'CDI_RESTRICTED') throw forbidden('Restricted paths are only for CDI_RESTRICTED users');
  if (!restricted && role === 'CDI_RESTRICTED') throw forbidden('CDI_RESTRICTED users must use the /api/restricted/ paths');
  if (!roles.includes(role)) throw forbidden(`The ${role} role cannot do this`);
  return {
    tenantId: session.tenant_id,
    userId: session.user_id,
    username: user.username,
    role,
    regions: role === 'CDI_RESTRICTED' ? propertyList(PROPERTY_KEYS.userRegionFilter, [], user.userProperties) : null,
    tenantProperties: user.tenantProperties,
    userProperties: user.userProperties,
  };
}

/**
 * The caller's tenant's zone (TIMEZONE, issue 17): every calendar day the API decides (day filters, report days,
 * huddle days, "today" of scheduling) is one of this zone. Missing or not a zone: the server's own zone.
 */
export const scopeTimeZone = (scope: Pick<Scope, 'tenantProperties'>): string => tenantTimeZone(scope.tenantProperties);

/** Scope for calls that have no restricted variant (reviews, reference lists): any listed role, restricted or not. */
export function plainScopeOf(request: FastifyRequest, roles: readonly Role[]): Scope {
  const { session } = authOf(request);
  return scopeOf(request, session.active_role === 'CDI_RESTRICTED', roles);
}
