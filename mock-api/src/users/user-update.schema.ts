import { Type, type Static } from '@fastify/type-provider-typebox';
import { PROPERTY_KEYS } from 'shared-kit/domain';

/** A saved filter: a JSON object (its keys are the list's filter fields, spec 1 §3) or null to clear it. */
const SavedFilter = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/** The user-only properties a user may set from the account page (spec 1 §2.11 "User Properties"). */
export const EDITABLE_USER_PROPERTY_KEYS = [
  PROPERTY_KEYS.userRegionFilter,
  PROPERTY_KEYS.userPatientOrgFilter,
  PROPERTY_KEYS.userOffshoreFilter,
] as const;

export const UserUpdateParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** PUT /api/user/{id}/update: every key optional, at least one present; unknown keys refused. */
export const UserUpdateBody = Type.Object(
  {
    worklistFilters: Type.Optional(SavedFilter),
    appointmentlistFilters: Type.Optional(SavedFilter),
    patientListFilters: Type.Optional(SavedFilter),
    userProperties: Type.Optional(
      Type.Array(
        Type.Object(
          {
            propertyKey: Type.Union([
              Type.Literal(EDITABLE_USER_PROPERTY_KEYS[0]),
              Type.Literal(EDITABLE_USER_PROPERTY_KEYS[1]),
              Type.Literal(EDITABLE_USER_PROPERTY_KEYS[2]),
            ]),
            // null removes the property; values are comma lists of at most 2,000 characters.
            propertyValue: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
          },
          { additionalProperties: false },
        ),
        { maxItems: 10 },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UserUpdate = Static<typeof UserUpdateBody>;

/** A saved filter's JSON may not exceed this many bytes (UTF-8). */
export const MAX_FILTER_BYTES = 16 * 1024;
