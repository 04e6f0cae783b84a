import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-kit/domain';
import { accountSubject } from '../auth/auth-throttle.service';
import { checkPassword, findUser, recordFailedAttempt, type AttemptContext } from '../auth/login.service';
import { readDeviceCookie } from '../auth/device-cookie';
import { consumeMfaCode, hasPendingMfaCode, issueMfaCode } from '../auth/mfa-code.service';
import { holdsQrSetup } from '../auth/qr-setup-binding';
import { rememberBrowser } from '../auth/remember-me';
import { completeSignIn } from '../auth/sign-in-completion';
import { signInRefusal, tooManyFailuresMessage } from '../auth/sign-in-refusal';
import { claimTotpStep } from '../auth/totp-replay';
import { matchTotpStep, newTotpSecret, qrPng, totpUri } from '../auth/totp';
import type { UserRow } from '../db/database.types';
import { ApiError, badRequest } from '../http/api-error';
import { contractSchema } from '../http/contract-route';

type Factor = 'EMAIL' | 'TOTP' | 'QR_TOTP';

/** Code resends per client IP and login (each may mail a code). */
const RESEND_MAX = 5;
const RESEND_WINDOW_MS = 15 * 60_000;

interface VerifyRequest {
  username: string;
  password: string;
  mfaCode: string;
  rememberMe?: boolean;
  qrCodeUuid?: string | null;
}

/** What a second-factor check answers besides the signed-in user. */
const VERIFY_ERRORS = [400, 401, 403, 423, 429] as const;

/**
 * The second factor (spec 1 §2.3, §7): emailed code, authenticator code, first-time QR set-up; resend; QR image.
 * Each verify call repeats the password (the spec's payload), so no half-signed-in state lives on the server.
 * A wrong code counts as a failed attempt towards the lockout, like a wrong password.
 */
export const ssoMfaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const attempt = (request: FastifyRequest): AttemptContext => ({ throttle: app.authThrottle, clientIp: request.ip, device: readDeviceCookie(request) });

  /** Which users may use a factor: QR set-up only before it is done; TOTP once an authenticator is set up. */
  function factorFits(user: UserRow, factor: Factor, qrCodeUuid: string | null | undefined): boolean {
    if (factor === 'EMAIL') return user.mfa_type === 'EMAIL';
    if (factor === 'QR_TOTP') {
      return user.mfa_type === 'QR_TOTP' && !user.mfa_setup_done && user.totp_secret !== null && !!qrCodeUuid && qrCodeUuid === user.qr_code_uuid;
    }
    return (user.mfa_type === 'TOTP' || user.mfa_type === 'QR_TOTP') && user.mfa_setup_done && user.totp_secret !== null;
  }

  async function codeIsRight(user: UserRow, factor: Factor, code: string): Promise<boolean> {
    if (factor === 'EMAIL') return consumeMfaCode(app.db, user.id, code, app.now());
    if (user.totp_secret === null) return false;
    const step = matchTotpStep(user.totp_secret, code, app.now());
    // A code already used (by anyone: a shoulder-surfer or a replayed request) is refused within its window.
    return step !== null && (await claimTotpStep(app.db, user.id, step));
  }

  async function verify(request: FastifyRequest, body: VerifyRequest, factor: Factor, reply: FastifyReply) {
    const now = app.now();
    const context = attempt(request);
    // Failures of the password and of the code count alike, per account and per client IP (auth-throttle.service).
    const outcome = await checkPassword(app.db, context, body.username, body.password);
    if (outcome.kind === 'success') throw badRequest('This account does not use multi-factor sign-in.');
    if (outcome.kind !== 'mfa') throw signInRefusal(reply, outcome);
    const { user, activeRole } = outcome;
    if (!factorFits(user, factor, body.qrCodeUuid)) throw badRequest('This verification method does not apply to this account.');
    if (!(await codeIsRight(user, factor, body.mfaCode))) {
      const lockedFor = await recordFailedAttempt(app.db, context, user, 'MFA_FAILURE');
      if (lockedFor !== null) throw signInRefusal(reply, { kind: 'locked', retryAfterSeconds: lockedFor });
      throw new ApiError(401, 'MFA_INVALID', MESSAGES.mfaFailure);
    }
    if (factor === 'QR_TOTP') {
      await app.db.updateTable('users').set({ mfa_setup_done: true, qr_code_uuid: null }).where('id', '=', user.id).execute();
    }
    if (body.rememberMe === true) await rememberBrowser(app.db, reply, user.id, now, app.cookiePolicy);
    return completeSignIn(app, request, reply, user, activeRole, 'MFA');
  }

  const tags = ['sso'];
  app.post(
    '/api/sso/login/mfa',
    { schema: contractSchema('POST /api/sso/login/mfa', { tags, summary: 'Second factor: the emailed 7-digit code' }, VERIFY_ERRORS) },
    async (request, reply) => verify(request, request.body, 'EMAIL', reply),
  );
  app.post(
    '/api/sso/login/mfa/totp',
    { schema: contractSchema('POST /api/sso/login/mfa/totp', { tags, summary: 'Second factor: the authenticator app code' }, VERIFY_ERRORS) },
    async (request, reply) => verify(request, request.body, 'TOTP', reply),
  );
  app.post(
    '/api/sso/login/mfa/totp/qr',
    {
      schema: contractSchema('POST /api/sso/login/mfa/totp/qr', { tags, summary: 'First-time authenticator set-up: the code of the scanned QR secret' }, VERIFY_ERRORS),
    },
    async (request, reply) => verify(request, request.body, 'QR_TOTP', reply),
  );

  app.post(
    '/api/sso/login/mfa/resend',
    {
      schema: contractSchema('POST /api/sso/login/mfa/resend', { tags, summary: 'Send a new emailed code for a pending sign-in (unauthenticated; same answer whoever asks)' }, [400, 429]),
      // Each call may send a mail: a few per client IP and login in a quarter of an hour (counted in the database).
      config: {
        rateLimit: {
          hook: 'preHandler',
          max: RESEND_MAX,
          timeWindow: RESEND_WINDOW_MS,
          keyGenerator: (request) => `${request.ip}|${(request.body as { email?: string } | undefined)?.email?.trim().toLowerCase() ?? ''}`,
        },
      },
    },
    async (request) => {
      const user = await findUser(app.db, request.body.email);
      // Only after the password step issued a code, so the endpoint cannot be used to mail anyone codes.
      const locked = user ? (await app.authThrottle.lockedFor(accountSubject(user.id))) !== null : true;
      if (user && user.mfa_type === 'EMAIL' && !locked && (await hasPendingMfaCode(app.db, user.id))) {
        await issueMfaCode(app.db, user, app.now());
      }
      return { message: MESSAGES.mfaResent };
    },
  );

  app.get(
    '/api/sso/qr/:uuid',
    {
      schema: contractSchema('GET /api/sso/qr/:uuid', { tags, summary: 'PNG QR code of the otpauth URI for a pending authenticator set-up (only to the browser that started it)' }, [404, 429]),
    },
    async (request, reply) => {
      const blocked = await app.authThrottle.clientBlockedFor('token', request.ip);
      if (blocked !== null) throw new ApiError(429, 'TOO_MANY_REQUESTS', tooManyFailuresMessage(blocked));
      // Only the browser that passed this set-up's password step (qr-setup-binding); anyone else learns nothing.
      const user = holdsQrSetup(request, request.params.uuid)
        ? await app.db.selectFrom('users').selectAll().where('qr_code_uuid', '=', request.params.uuid).where('mfa_setup_done', '=', false).executeTakeFirst()
        : undefined;
      if (!user) {
        await app.authThrottle.recordClientFailure('token', request.ip);
        throw new ApiError(404, 'NOT_FOUND', 'No pending authenticator set-up for this code');
      }
      let secret = user.totp_secret;
      if (!secret) {
        // The secret is made when first shown and kept until set-up completes, so a reload shows the same code.
        secret = newTotpSecret();
        await app.db.updateTable('users').set({ totp_secret: secret }).where('id', '=', user.id).execute();
      }
      const png = await qrPng(totpUri(secret, user.email));
      return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
    },
  );
};
