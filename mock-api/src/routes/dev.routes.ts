import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOutbox } from '../mail/outbox.service';

const OutboxMailSchema = Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), sentAt: Type.String() });

/** Demo and QA helpers (platform design §5). Registered only when DEMO_MODE is on. */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails the API has "sent", newest first (demo mode only)',
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
        response: { 200: Type.Array(OutboxMailSchema) },
      },
    },
    async (request) => listOutbox(app.db, request.query.limit ?? 100),
  );
};
