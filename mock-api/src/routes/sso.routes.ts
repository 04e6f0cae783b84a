import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { MESSAGES } from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { ACCOUNT_LOCKED_MESSAGE, checkPassword } from '../auth/login.service';
import { issueMfaCode } from '../auth/mfa-code.service';
import { isBrowserRemembered } from '../auth/remember-me';
import { clearSessionCookie } from '../auth/session-cookie';
import { sessionIdFromCookie } from '../auth/session-support';
import { completeSignIn } from '../auth/sign-in-completion';
import { ApiError, ErrorBody } from '../http/api-error';
import { SessionUserSchema } from '../users/session-user.schema';
import { ssoMfaRoutes } from './sso-mfa.routes';
import { ssoResetRoutes } from './sso-reset.routes';
import { LoginBody, MfaChallengeSchema, OkBody } from './sso.schemas';

/** Sign-in and sign-out (spec 1 §4, §7); MFA verification and the reset mail in their own plugins. */
export const ssoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cookie = { secure: app.config.cookieSecure };
  await app.register(ssoMfaRoutes);
  await app.register(ssoResetRoutes);

  app.post(
    '/api/sso/login',
    {
      schema: {
        tags: ['sso'],
        summary: 'Sign in with username (or email) and password',
        body: LoginBody,
        response: {
          200: Type.Union([SessionUserSchema, MfaChallengeSchema]),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          423: ErrorBody,
          429: ErrorBody,
        },
      },
      config: {
        rateLimit: {
          // After validation, so the key can include the username.
          hook: 'preHandler',
          max: app.config.loginRateMax,
          timeWindow: app.config.loginRateWindowMs,
          keyGenerator: (request) => {
            const body = request.body as { username?: unknown } | undefined;
            const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
            return `${request.ip}|${username}`;
          },
        },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const outcome = await checkPassword(app.db, username, password, {
        maxFailedAttempts: app.config.maxFailedAttempts,
        now: app.now(),
      });
      switch (outcome.kind) {
        case 'invalid':
          throw new ApiError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidLogin);
        case 'locked':
          throw new ApiError(423, 'ACCOUNT_LOCKED', ACCOUNT_LOCKED_MESSAGE);
        case 'no-role':
          throw new ApiError(403, 'FORBIDDEN', 'This account has no role assigned.');
        case 'mfa':
          // Remember Me (spec 1 §9): this browser skips the second factor for 30 days.
          if (await isBrowserRemembered(app.db, request, outcome.user.id, app.now())) {
            return completeSignIn(app, reply, outcome.user, outcome.activeRole, 'REMEMBERED_BROWSER');
          }
          if (outcome.user.mfa_type === 'EMAIL') await issueMfaCode(app.db, outcome.user, app.now());
          return outcome.challenge;
        case 'success':
          return completeSignIn(app, reply, outcome.user, outcome.activeRole, 'PASSWORD');
      }
    },
  );

  app.get(
    '/api/sso/logout',
    { schema: { tags: ['sso'], summary: 'End the session (answers 200 when already signed out)', response: { 200: OkBody } } },
    async (request, reply) => {
      const id = sessionIdFromCookie(request);
      if (id) {
        const auth = await app.readSession(request);
        await app.sessions.end(id);
        if (auth) {
          await writeAudit(app.db, {
            tenantId: auth.session.tenant_id,
            userId: auth.session.user_id,
            action: 'LOGOUT',
            entityType: 'USER',
            entityId: auth.session.user_id,
          });
        }
      }
      clearSessionCookie(reply, cookie);
      return { ok: true as const };
    },
  );
};
