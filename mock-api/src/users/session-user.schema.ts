import { Type, type Static } from '@fastify/type-provider-typebox';
import { ROLES, type SessionUser } from 'shared-kit/domain';

const RoleName = Type.Enum(ROLES);
const PropertyEntry = Type.Object({ propertyKey: Type.String(), propertyValue: Type.String() });
const Filters = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/** shared-kit LoginUser: SessionUser (spec 1 §3) plus `id`. Answered by login and /api/user/current. */
export const SessionUserSchema = Type.Object(
  {
    id: Type.Integer(),
    tenantId: Type.String(),
    userId: Type.Integer(),
    username: Type.String(),
    alias: Type.String(),
    email: Type.String(),
    type: RoleName,
    userRole: RoleName,
    roles: Type.Array(Type.Object({ id: Type.Integer(), name: RoleName })),
    tenantProperties: Type.Array(PropertyEntry),
    userProperties: Type.Array(PropertyEntry),
    worklistFilters: Filters,
    appointmentlistFilters: Filters,
    patientListFilters: Filters,
    isAuthenticated: Type.Boolean(),
    authStatus: Type.Literal('LOGIN_SUCCESS'),
    authType: Type.Union([Type.Literal('PASSWORD'), Type.Literal('EMAIL'), Type.Literal('TOTP'), Type.Literal('QR_TOTP')]),
    qrCodeUuid: Type.Null(),
  },
  { title: 'SessionUser' },
);

/** Fails to compile if the answer ever stops being a shared-kit SessionUser (what the shell reads). */
type MustBeSessionUser<T extends SessionUser & { id: number }> = T;
export type SessionUserBody = MustBeSessionUser<Static<typeof SessionUserSchema>>;
