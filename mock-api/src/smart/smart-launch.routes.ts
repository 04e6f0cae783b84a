import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SmartCallbackQuerySchema, SmartLaunchQuerySchema } from 'shared-kit/schemas';
import { completeSignIn } from '../auth/sign-in-completion';
import { ErrorBody } from '../http/api-error';
import { embeddedEncounterUrl, finishLaunch, LAUNCH_STATE_MINUTES, purgeExpiredLaunches, startLaunch } from './smart-launch.service';

/** Binds a launch to the browser that started it: the state, signed, readable by the callback only. */
const STATE_COOKIE = 'smart_state';
const STATE_COOKIE_PATH = '/api/smart/';

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, ErrorBody]));

/**
 * SMART App Launch, EHR launch (mock-api/README.md "SMART App Launch"). Browser navigations answered with redirects,
 * so outside the JSON contract (shared-kit smart.schemas.ts); refusals answer the platform's error body and create no
 * session. No MFA step: the EHR authenticated its user, and the tenant trusts that EHR by listing it in SMART_ISSUERS.
 */
export const smartLaunchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await purgeExpiredLaunches(app);

  app.get(
    '/api/smart/launch',
    {
      schema: {
        tags: ['smart'],
        summary: 'EHR launch: the EHR opens this with its FHIR base (iss) and launch id; redirects to its authorization endpoint',
        querystring: SmartLaunchQuerySchema,
        response: errors(400, 429, 502),
      },
      // Counted per client address in the database (every API process shares the count), once the input is valid (bad
      // input writes nothing); refused before any fetch.
      config: { rateLimit: { hook: 'preHandler', max: app.config.smartLaunchesPerMinute, timeWindow: 60_000, keyGenerator: (request) => `smart-launch:${request.ip}` } },
    },
    async (request, reply) => {
      const { state, authorizationUrl } = await startLaunch(app, request.query.iss, request.query.launch);
      void reply.setCookie(STATE_COOKIE, state, {
        ...app.cookiePolicy,
        signed: true,
        httpOnly: true,
        path: STATE_COOKIE_PATH,
        maxAge: LAUNCH_STATE_MINUTES * 60,
      });
      return reply.redirect(authorizationUrl, 302);
    },
  );

  app.get(
    '/api/smart/callback',
    {
      schema: {
        tags: ['smart'],
        summary: "The EHR's authorization answer: signs the EHR's user in and redirects to the embedded encounter",
        querystring: SmartCallbackQuerySchema,
        response: errors(400, 403, 404, 502),
      },
    },
    async (request, reply) => {
      const browserState = stateOfBrowser(request);
      // Used or refused, the state is spent: the browser keeps no cookie for it.
      void reply.clearCookie(STATE_COOKIE, { ...app.cookiePolicy, path: STATE_COOKIE_PATH, httpOnly: true });
      const launched = await finishLaunch(app, request.query, browserState);
      await completeSignIn(app, request, reply, launched.user, launched.activeRole, 'SMART_LAUNCH', { issuer: launched.issuer, fhirUser: launched.fhirUser });
      return redirectTo(reply, embeddedEncounterUrl(app.config.publicUrl, launched.encounterId));
    },
  );
};

function stateOfBrowser(request: FastifyRequest): string | null {
  const raw = request.cookies[STATE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/** 303: the landing page is fetched with GET whatever came before. */
const redirectTo = (reply: FastifyReply, url: string): FastifyReply => reply.redirect(url, 303);
