import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { MESSAGES } from 'shared-kit/domain';
import { ACCOUNT_LOCKED_MESSAGE, checkPassword, findUser, recordFailedAttempt } from '../auth/login.service';
import { consumeMfaCode, hasPendingMfaCode, issueMfaCode } from '../auth/mfa-code.service';
import { rememberBrowser } from '../auth/remember-me';
import { completeSignIn } from '../auth/sign-in-completion';
import { claimTotpStep } from '../auth/totp-replay';
import { matchTotpStep, newTotpSecret, qrPng, totpUri } from '../auth/totp';
import type { UserRow } from '../db/database.types';
import { ApiError, badRequest, ErrorBody } from '../http/api-error';
import { SessionUserSchema } from '../users/session-user.schema';
import { EmailMfaBody, MessageBody, QrParams, ResendBody, TotpMfaBody } from './sso-mfa.schemas';

type Factor = 'EMAIL' | 'TOTP' | 'QR_TOTP';

interface VerifyRequest {
  username: string;
  password: string;
  mfaCode: string;
  rememberMe?: boolean;
  qrCodeUuid?: string | null;
}

const verifyResponses = { 200: SessionUserSchema, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 423: ErrorBody, 429: ErrorBody };

/**
 * The second factor (spec 1 §2.3, §7): emailed code, authenticator code, first-time QR set-up; resend; QR image.
 * Each verify call repeats the password (the spec's payload), so no half-signed-in state lives on the server.
 * A wrong code counts as a failed attempt towards the lockout, like a wrong password.
 */
export const ssoMfaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = { failure: { maxFailedAttempts: app.config.maxFailedAttempts } };
  const rateLimit = {
    hook: 'preHandler' as const,
    max: app.config.loginRateMax,
    timeWindow: app.config.loginRateWindowMs,
  };

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

  async function verify(body: VerifyRequest, factor: Factor, reply: FastifyReply) {
    const now = app.now();
    const outcome = await checkPassword(app.db, body.username, body.password, { ...limits.failure, now });
    if (outcome.kind === 'invalid') throw new ApiError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidLogin);
    if (outcome.kind === 'locked') throw new ApiError(423, 'ACCOUNT_LOCKED', ACCOUNT_LOCKED_MESSAGE);
    if (outcome.kind === 'no-role') throw new ApiError(403, 'FORBIDDEN', 'This account has no role assigned.');
    if (outcome.kind === 'success') throw badRequest('This account does not use multi-factor sign-in.');
    const { user, activeRole } = outcome;
    if (!factorFits(user, factor, body.qrCodeUuid)) throw badRequest('This verification method does not apply to this account.');
    if (!(await codeIsRight(user, factor, body.mfaCode))) {
      const locked = await recordFailedAttempt(app.db, user, { ...limits.failure, now }, 'MFA_FAILURE');
      if (locked) throw new ApiError(423, 'ACCOUNT_LOCKED', ACCOUNT_LOCKED_MESSAGE);
      throw new ApiError(401, 'MFA_INVALID', MESSAGES.mfaFailure);
    }
    if (factor === 'QR_TOTP') {
      await app.db.updateTable('users').set({ mfa_setup_done: true, qr_code_uuid: null }).where('id', '=', user.id).execute();
    }
    if (body.rememberMe === true) await rememberBrowser(app.db, reply, user.id, now, { secure: app.config.cookieSecure });
    return completeSignIn(app, reply, user, activeRole, 'MFA');
  }

  const tags = ['sso'];
  app.post(
    '/api/sso/login/mfa',
    { schema: { tags, summary: 'Second factor: the emailed 7-digit code', body: EmailMfaBody, response: verifyResponses }, config: { rateLimit } },
    async (request, reply) => verify(request.body, 'EMAIL', reply),
  );
  app.post(
    '/api/sso/login/mfa/totp',
    { schema: { tags, summary: 'Second factor: the authenticator app code', body: TotpMfaBody, response: verifyResponses }, config: { rateLimit } },
    async (request, reply) => verify(request.body, 'TOTP', reply),
  );
  app.post(
    '/api/sso/login/mfa/totp/qr',
    {
      schema: { tags, summary: 'First-time authenticator set-up: the code of the scanned QR secret', body: TotpMfaBody, response: verifyResponses },
      config: { rateLimit },
    },
    async (request, reply) => verify(request.body, 'QR_TOTP', reply),
  );

  app.post(
    '/api/sso/login/mfa/resend',
    {
      schema: {
        tags,
        summary: 'Send a new emailed code for a pending sign-in (unauthenticated; same answer whoever asks)',
        body: ResendBody,
        response: { 200: MessageBody, 400: ErrorBody, 429: ErrorBody },
      },
      config: { rateLimit },
    },
    async (request) => {
      const user = await findUser(app.db, request.body.email);
      // Only after the password step issued a code, so the endpoint cannot be used to mail anyone codes.
      if (user && user.mfa_type === 'EMAIL' && !user.locked_at && (await hasPendingMfaCode(app.db, user.id))) {
        await issueMfaCode(app.db, user, app.now());
      }
      return { message: MESSAGES.mfaResent };
    },
  );

  app.get(
    '/api/sso/qr/:uuid',
    {
      schema: {
        tags,
        summary: 'PNG QR code of the otpauth URI for a pending authenticator set-up',
        params: QrParams,
        // A Buffer is sent as is (Fastify serialises only objects); the schema documents the PNG for OpenAPI.
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/png' }), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('qr_code_uuid', '=', request.params.uuid)
        .where('mfa_setup_done', '=', false)
        .executeTakeFirst();
      if (!user) throw new ApiError(404, 'NOT_FOUND', 'No pending authenticator set-up for this code');
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
