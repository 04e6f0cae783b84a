import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { writeAudit } from '../audit/audit.service';
import { checkPassword } from '../auth/login.service';
import { readDeviceCookie } from '../auth/device-cookie';
import { issueMfaCode } from '../auth/mfa-code.service';
import { bindQrSetup } from '../auth/qr-setup-binding';
import { isBrowserRemembered } from '../auth/remember-me';
import { clearSessionCookie } from '../auth/session-cookie';
import { sessionIdFromCookie } from '../auth/session-support';
import { completeSignIn } from '../auth/sign-in-completion';
import { signInRefusal } from '../auth/sign-in-refusal';
import { contractSchema } from '../http/contract-route';
import { refuseCrossSite } from '../http/csrf-guard';
import { sessionStatusRoutes } from './session-status.routes';
import { ssoMfaRoutes } from './sso-mfa.routes';
import { ssoResetRoutes } from './sso-reset.routes';

/** Sign-in and sign-out (spec 1 §4, §7); MFA verification, the reset mail and the session status in their own plugins. */
export const ssoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(ssoMfaRoutes);
  await app.register(ssoResetRoutes);
  await app.register(sessionStatusRoutes);

  app.post(
    '/api/sso/login',
    {
      schema: contractSchema('POST /api/sso/login', { tags: ['sso'], summary: 'Sign in with username (or email) and password' }, [400, 401, 403, 423, 429]),
    },
    // No request-count limit: failures are what is counted (auth-throttle.service), so successful sign-ins never are.
    async (request, reply) => {
      const { username, password } = request.body;
      const outcome = await checkPassword(app.db, { throttle: app.authThrottle, clientIp: request.ip, device: readDeviceCookie(request) }, username, password);
      switch (outcome.kind) {
        case 'mfa':
          // Remember Me (spec 1 §9): this browser skips the second factor for 30 days.
          if (await isBrowserRemembered(app.db, request, outcome.user.id, app.now())) {
            return completeSignIn(app, request, reply, outcome.user, outcome.activeRole, 'REMEMBERED_BROWSER');
          }
          if (outcome.user.mfa_type === 'EMAIL') await issueMfaCode(app.db, outcome.user, app.now());
          // The QR image is shown only to the browser that passed the password step.
          if (outcome.challenge.qrCodeUuid) bindQrSetup(reply, outcome.challenge.qrCodeUuid, app.now(), app.cookiePolicy);
          return outcome.challenge;
        case 'success':
          return completeSignIn(app, request, reply, outcome.user, outcome.activeRole, 'PASSWORD');
        default:
          throw signInRefusal(reply, outcome);
      }
    },
  );

  app.get(
    '/api/sso/logout',
    {
      schema: contractSchema('GET /api/sso/logout', { tags: ['sso'], summary: "End the session (answers 200 when already signed out; refused to other sites' pages)" }, [403]),
    },
    async (request, reply) => {
      // A GET (spec 1 §7) that another site's page could trigger with a link: only the platform's own pages may.
      refuseCrossSite(request);
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
      clearSessionCookie(reply, app.cookiePolicy);
      return { ok: true as const };
    },
  );
};
