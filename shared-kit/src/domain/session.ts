// The signed-in user, derived from the API schema (shared-kit/schemas auth.schemas).
import type { Static } from 'typebox';
import type { LoginState } from './auth.constants';
import type { LoginAnswerSchema, LoginSchema, MfaChallengeSchema, PropertyEntrySchema, RoleRefSchema, SessionUserSchema } from '../schemas/auth.schemas';

/** A tenant or user property (spec 1 §3): a key and its value as text. */
export type PropertyEntry = Static<typeof PropertyEntrySchema>;
export type RoleRef = Static<typeof RoleRefSchema>;

/** The login states of spec 1 §4. */
export type AuthStatus = LoginState;

/**
 * The signed-in user as login and GET /api/user/current answer it (spec 1 §3 "User (session)"): `type` is the active
 * role. Only non-secret fields; safe for browser storage.
 */
export type SessionUser = Static<typeof SessionUserSchema>;
/** A successful sign-in answer (spec 1 §4: success when it contains id and username). */
export type LoginUser = SessionUser;
/** Body of POST /api/sso/login (spec 1 §7). */
export type LoginRequest = Static<typeof LoginSchema>;
/** MFA is required before the session starts (spec 1 §4: contains mfaType and mfaEmail). */
export type MfaChallenge = Static<typeof MfaChallengeSchema>;
export type LoginResponse = Static<typeof LoginAnswerSchema>;
