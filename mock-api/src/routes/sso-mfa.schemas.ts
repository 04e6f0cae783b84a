import { Type } from '@fastify/type-provider-typebox';

const credentials = {
  username: Type.String({ minLength: 1, maxLength: 254, pattern: '\\S', description: 'Username or email' }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  rememberMe: Type.Optional(Type.Boolean({ description: 'Skip MFA on this browser for 30 days (default false)' })),
};

/** POST /api/sso/login/mfa: the emailed 7-digit code (spec 1 §5, §7). */
export const EmailMfaBody = Type.Object({
  ...credentials,
  mfaCode: Type.String({ pattern: '^[0-9]{7}$', description: '7 digits' }),
});

/** POST /api/sso/login/mfa/totp and /totp/qr: the authenticator's 6-digit code (spec 1 §7 adds authType, qrCodeUuid). */
export const TotpMfaBody = Type.Object({
  ...credentials,
  mfaCode: Type.String({ pattern: '^[0-9]{6}$', description: '6 digits' }),
  authType: Type.Optional(Type.Union([Type.Literal('TOTP'), Type.Literal('QR_TOTP')])),
  qrCodeUuid: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
});

export const ResendBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254, pattern: '\\S', description: 'Email or username of the pending sign-in' }),
});

export const MessageBody = Type.Object({ message: Type.String() });

export const QrParams = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64 }) });
