import { Type } from '@fastify/type-provider-typebox';

/** Spec 1 §3 "Password change". */
export const PasswordResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ maxLength: 1024 }),
  confirmPassword: Type.String({ maxLength: 1024 }),
});

/** Spec 1 §4: status 'OK', otherwise the errors to list. */
export const PasswordResetResultSchema = Type.Union(
  [Type.Object({ status: Type.Literal('OK') }), Type.Object({ status: Type.Literal('ERROR'), errors: Type.Array(Type.String()) })],
  { title: 'PasswordResetResult' },
);
