import { Type } from '@fastify/type-provider-typebox';

export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** Spec 1 §3 "Unregistered user", without the password fields. */
export const UnregisteredUserSchema = Type.Object(
  { id: Type.Integer(), email: Type.String(), username: Type.String(), firstName: Type.String(), lastName: Type.String() },
  { title: 'UnregisteredUser' },
);

/** The form's fields; email and username come from the invitation and are accepted but not changed. */
export const RegistrationBody = Type.Object({
  firstName: Type.String({ maxLength: 100 }),
  lastName: Type.String({ maxLength: 100 }),
  password: Type.String({ maxLength: 1024 }),
  passwordConfirm: Type.String({ maxLength: 1024 }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  username: Type.Optional(Type.String({ maxLength: 254 })),
});

export const ValidationResult = Type.Object({ valid: Type.Boolean(), errors: Type.Array(Type.String()) }, { title: 'RegistrationValidation' });

export const RegisteredUser = Type.Object({ username: Type.String(), email: Type.String() }, { title: 'RegisteredUser' });
