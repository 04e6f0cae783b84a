import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { formatMessage, MESSAGES } from 'shared-kit/domain';
import { issuePasswordResetToken, RESET_TOKEN_HOURS } from '../auth/password-reset.service';
import { authOf } from '../auth/session-support';
import { ErrorBody } from '../http/api-error';
import { sendMail } from '../mail/outbox.service';
import { MessageBody } from './sso-mfa.schemas';

/** The staff origin the link should open: the page that asked (the platform proxies /api on its own origin). */
function linkOrigin(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer) return '';
  try {
    return new URL(referer).origin;
  } catch {
    return '';
  }
}

/** GET /api/sso/reset (spec 1 §7): mails the signed-in user a password-reset link. */
export const ssoResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sso/reset',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['sso'],
        summary: 'Mail the signed-in user a link to /reset/{token}',
        response: { 200: MessageBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const now = app.now();
      const token = await issuePasswordResetToken(app.db, user.userId, now);
      const link = `${linkOrigin(request)}/reset/${token}`;
      await sendMail(
        app.db,
        { to: user.email, subject: MESSAGES.resetMailSubject, text: formatMessage(MESSAGES.resetMailText, { link, hours: RESET_TOKEN_HOURS }) },
        now,
      );
      return { message: MESSAGES.passwordResetEmailSent };
    },
  );
};
