import { Type, type Static } from './schema.helpers';

/** Every failed call answers this body (platform design §5): a machine code and a message for people. */
export const ErrorBodySchema = Type.Object(
  { error: Type.Object({ code: Type.String(), message: Type.String() }) },
  { title: 'ErrorBody', description: 'Every failed call answers this body (platform design §5).' },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;
