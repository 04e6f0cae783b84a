import { Type } from '@fastify/type-provider-typebox';

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, pattern: '\\S', description: 'Username or email' }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  recaptchaToken: Type.Optional(Type.Union([Type.String({ maxLength: 8192 }), Type.Null()])),
});

/** Spec 1 §4: MFA is required when the answer contains mfaType and mfaEmail. */
export const MfaChallengeSchema = Type.Object(
  {
    mfaType: Type.Union([Type.Literal('EMAIL'), Type.Literal('TOTP'), Type.Literal('QR_TOTP')]),
    mfaEmail: Type.String({ description: 'Masked, e.g. m***l@demo.test' }),
    qrCodeUuid: Type.Union([Type.String(), Type.Null()], { description: 'Only for QR_TOTP users not yet set up' }),
  },
  { title: 'MfaChallenge' },
);

export const OkBody = Type.Object({ ok: Type.Literal(true) });
