import { MFA_TYPES } from '../domain/auth.constants';
import { PROPERTY_KEYS } from '../domain/properties';
import { ROLES } from '../domain/roles';
import { Enum, Nullable, Type } from './schema.helpers';

const RoleName = Enum(ROLES);
const Username = Type.String({ minLength: 1, maxLength: 254, pattern: '\\S', description: 'Username or email' });
const Password = Type.String({ minLength: 1, maxLength: 1024 });

/** A tenant or user property (spec 1 §3): a key and its value as text. */
export const PropertyEntrySchema = Type.Object({ propertyKey: Type.String(), propertyValue: Type.String() }, { title: 'PropertyEntry' });
export const PropertyEntryListSchema = Type.Array(PropertyEntrySchema);
export const RoleRefSchema = Type.Object({ id: Type.Integer(), name: RoleName }, { title: 'RoleRef' });

/** A saved list filter: a JSON object (its keys are the list's filter fields, spec 1 §3) or null. */
const SavedFilter = Nullable(Type.Record(Type.String(), Type.Unknown()));

/**
 * The signed-in user (spec 1 §3 "User (session)") as login and GET /api/user/current answer it. `type` is the active
 * role; only non-secret fields, so the shell may keep it in browser storage.
 */
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
    roles: Type.Array(RoleRefSchema),
    tenantProperties: PropertyEntryListSchema,
    // Resolved by the server so every screen reads days and clocks in one zone, whatever the browser's (issue 17).
    timeZone: Type.String({
      minLength: 1,
      description: "The tenant's IANA time zone: its TIMEZONE property when that names a zone, else the server's zone",
    }),
    userProperties: PropertyEntryListSchema,
    worklistFilters: SavedFilter,
    appointmentlistFilters: SavedFilter,
    patientListFilters: SavedFilter,
    isAuthenticated: Type.Boolean(),
    authStatus: Type.Literal('LOGIN_SUCCESS'),
    authType: Type.Union([Type.Literal('PASSWORD'), Enum(MFA_TYPES)]),
    qrCodeUuid: Type.Null(),
  },
  { title: 'SessionUser' },
);

/** POST /api/sso/login (spec 1 §7). */
export const LoginSchema = Type.Object({
  username: Username,
  password: Password,
  recaptchaToken: Type.Optional(Nullable(Type.String({ maxLength: 8192 }))),
});

/** Spec 1 §4: MFA is required when the answer contains mfaType and mfaEmail. */
export const MfaChallengeSchema = Type.Object(
  {
    mfaType: Enum(MFA_TYPES),
    mfaEmail: Type.String({ description: 'Masked, e.g. m***l@demo.test' }),
    qrCodeUuid: Nullable(Type.String({ description: 'Only for QR_TOTP users not yet set up' })),
  },
  { title: 'MfaChallenge' },
);
export const LoginAnswerSchema = Type.Union([SessionUserSchema, MfaChallengeSchema], { title: 'LoginAnswer' });

export const OkSchema = Type.Object({ ok: Type.Literal(true) });
export const MessageSchema = Type.Object({ message: Type.String() });

/**
 * GET /api/sso/session (the platform's, not in the spec): how long the signed-in session has left, read without
 * extending it, for the browser's automatic logoff. Remaining times rather than instants, so a browser whose clock is
 * off still counts right.
 */
export const SessionStatusSchema = Type.Object(
  {
    idleRemainingSeconds: Type.Integer({ minimum: 0, description: "Seconds until the session ends for idleness (the server's idle timeout since its last use)" }),
    absoluteRemainingSeconds: Type.Integer({ minimum: 0, description: "Seconds until the session's absolute lifetime ends, however active" }),
    idleTimeoutSeconds: Type.Integer({ minimum: 1, description: "The server's idle timeout" }),
  },
  { title: 'SessionStatus' },
);

const mfaCredentials = {
  username: Username,
  password: Password,
  rememberMe: Type.Optional(Type.Boolean({ description: 'Skip MFA on this browser for 30 days (default false)' })),
};

/** POST /api/sso/login/mfa: the emailed 7-digit code (spec 1 §5, §7). */
export const EmailMfaSchema = Type.Object({ ...mfaCredentials, mfaCode: Type.String({ pattern: '^[0-9]{7}$', description: '7 digits' }) });

/** POST /api/sso/login/mfa/totp and /totp/qr: the authenticator's 6-digit code (spec 1 §7 adds authType, qrCodeUuid). */
export const TotpMfaSchema = Type.Object({
  ...mfaCredentials,
  mfaCode: Type.String({ pattern: '^[0-9]{6}$', description: '6 digits' }),
  authType: Type.Optional(Type.Union([Type.Literal('TOTP'), Type.Literal('QR_TOTP')])),
  qrCodeUuid: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
});

/** POST /api/sso/login/mfa/resend. */
export const MfaResendSchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254, pattern: '\\S', description: 'Email or username of the pending sign-in' }),
});

export const QrParamsSchema = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64 }) });

/** An invitation or reset token in the path. */
export const TokenParamsSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** Spec 1 §3 "Unregistered user", without the password fields (GET /api/user/registration/{token}). */
export const UnregisteredUserSchema = Type.Object(
  { id: Type.Integer(), email: Type.String(), username: Type.String(), firstName: Type.String(), lastName: Type.String() },
  { title: 'UnregisteredUser' },
);

/** The registration form's fields; email and username come from the invitation and are accepted but not changed. */
export const RegistrationSchema = Type.Object(
  {
    firstName: Type.String({ maxLength: 100 }),
    lastName: Type.String({ maxLength: 100 }),
    password: Type.String({ maxLength: 1024 }),
    passwordConfirm: Type.String({ maxLength: 1024 }),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    username: Type.Optional(Type.String({ maxLength: 254 })),
  },
  { title: 'Registration' },
);

/** Answer of the registration validation (spec 1 §5: a valid flag and an errors list). */
export const RegistrationValidationSchema = Type.Object({ valid: Type.Boolean(), errors: Type.Array(Type.String()) }, { title: 'RegistrationValidation' });

/** Answer of a successful registration (spec 1 §7). */
export const RegisteredUserSchema = Type.Object({ username: Type.String(), email: Type.String() }, { title: 'RegisteredUser' });

/** POST /api/user/password/reset: spec 1 §3 "Password change". */
export const PasswordChangeSchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ maxLength: 1024 }),
    confirmPassword: Type.String({ maxLength: 1024 }),
  },
  { title: 'PasswordChange' },
);

/** Spec 1 §4: status 'OK', otherwise the errors to list. */
export const PasswordChangeResultSchema = Type.Union(
  [Type.Object({ status: Type.Literal('OK') }), Type.Object({ status: Type.Literal('ERROR'), errors: Type.Array(Type.String()) })],
  { title: 'PasswordChangeResult' },
);

/** The user-only properties a user may set from the account page (spec 1 §2.11 "User Properties"). */
export const EDITABLE_USER_PROPERTY_KEYS = [PROPERTY_KEYS.userRegionFilter, PROPERTY_KEYS.userPatientOrgFilter, PROPERTY_KEYS.userOffshoreFilter] as const;

export const UserIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** PUT /api/user/{id}/update: every key optional, at least one present; unknown keys refused. */
export const UserUpdateSchema = Type.Object(
  {
    worklistFilters: Type.Optional(SavedFilter),
    appointmentlistFilters: Type.Optional(SavedFilter),
    patientListFilters: Type.Optional(SavedFilter),
    /** Switches the session's active role (spec 1 §2.11 'Change Role'): one of the caller's switchable roles. */
    userRole: Type.Optional(RoleName),
    userProperties: Type.Optional(
      Type.Array(
        Type.Object(
          {
            propertyKey: Enum(EDITABLE_USER_PROPERTY_KEYS),
            // null removes the property; values are comma lists of at most 2,000 characters.
            propertyValue: Nullable(Type.String({ maxLength: 2000 })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 10 },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1, title: 'UserUpdate' },
);

/** A saved filter's JSON may not exceed this many bytes (UTF-8). */
export const MAX_FILTER_BYTES = 16 * 1024;
