import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatMessage, MESSAGES } from 'shared-kit/domain';
import { issuePasswordResetToken, RESET_TOKEN_HOURS } from '../auth/password-reset.service';
import { authOf } from '../auth/session-support';
import { refuseCrossSite } from '../http/csrf-guard';
import { contractSchema } from '../http/contract-route';
import { sendMail } from '../mail/outbox.service';

/** Reset mails a signed-in user may ask for in an hour (each is a mail). */
const RESET_MAILS_PER_HOUR = 5;

/** GET /api/sso/reset (spec 1 §7): mails the signed-in user a password-reset link. */
export const ssoResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sso/reset',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/sso/reset', { tags: ['sso'], summary: 'Mail the signed-in user a link to /reset/{token} (on PUBLIC_URL)' }, [401, 403, 429]),
      config: { rateLimit: { hook: 'preHandler', max: RESET_MAILS_PER_HOUR, timeWindow: 3_600_000, keyGenerator: (request) => `user:${authOf(request).user.userId}` } },
    },
    async (request) => {
      // A GET (spec 1 §7): another site's page must not be able to make it mail anyone.
      refuseCrossSite(request);
      const { user } = authOf(request);
      const now = app.now();
      const token = await issuePasswordResetToken(app.db, user.userId, now);
      // The configured public address only: a link built from a request header (Referer, Host) could point anywhere.
      const link = `${app.config.publicUrl}/reset/${token}`;
      await sendMail(
        app.db,
        {
          tenantId: user.tenantId,
          to: user.email,
          subject: MESSAGES.resetMailSubject,
          text: formatMessage(MESSAGES.resetMailText, { link, hours: RESET_TOKEN_HOURS }),
        },
        now,
      );
      return { message: MESSAGES.passwordResetEmailSent };
    },
  );
};
