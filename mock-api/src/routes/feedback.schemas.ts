import { Type } from '@fastify/type-provider-typebox';

/** Short upper-case codes; the spec names the fields but not their values (see README "Feedback codes"). */
const Code = (description: string) => Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,31}$', description });

/** spec 1 §3 Feedback. The description must hold some non-space text; it is stored trimmed. */
export const FeedbackBody = Type.Object({
  feedbackTypeCode: Code('e.g. GENERAL, BUG, IDEA'),
  encounterId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'From the page path when it contains detail' }),
  applicationTypeCode: Code('e.g. WEB'),
  applicationState: Type.String({ maxLength: 2000, description: 'Where the user was: route, mode, remote' }),
  description: Type.String({ minLength: 1, maxLength: 4000, pattern: '\\S' }),
});

export const FeedbackCreatedSchema = Type.Object({ id: Type.Integer() }, { title: 'FeedbackCreated' });
