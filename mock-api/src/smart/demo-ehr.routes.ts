// The demo EHR (demo mode only): the EHR side of a SMART App Launch, so the launch runs end to end on one machine.
// A small authorization server (authorization code with PKCE S256, one registered client: the platform), the SMART
// discovery document and a JWKS. The OAuth pieces are libraries: jose signs the ID token and publishes the key,
// openid-client computes the S256 challenge. oidc-provider was the first choice; see mock-api/README.md for why
// this is not it. Launches and codes live in memory: a demo EHR of one process, gone on restart.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { calculatePKCECodeChallenge } from 'openid-client';
import { DemoEhrAuthorizeQuerySchema, DemoEhrTokenBodySchema } from 'shared-kit/schemas';
import { authOf } from '../auth/session-support';
import { contractSchema } from '../http/contract-route';
import { ErrorBody } from '../http/api-error';
import { DEMO_EHR_PATH, demoEhrBase, demoEhrIssuer, opaqueId, SMART_SCOPE, smartCallbackUrl } from './smart-launch.service';

const LAUNCH_SECONDS = 5 * 60;
const CODE_SECONDS = 60;
const TOKEN_SECONDS = 5 * 60;

/** What the EHR knows when its user opens the platform: who they are and which encounter is open. */
interface LaunchContext {
  username: string;
  userId: number;
  encounterId: number;
  patientId: number | null;
  expiresAt: number;
}

interface IssuedCode {
  context: LaunchContext;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  nonce: string | null;
  expiresAt: number;
}

/** Takes an entry once and drops it (single use); null when missing or expired. */
function takeOnce<T extends { expiresAt: number }>(map: Map<string, T>, key: string, now: number): T | null {
  const value = map.get(key);
  map.delete(key);
  for (const [k, v] of map) if (v.expiresAt <= now) map.delete(k);
  return value && value.expiresAt > now ? value : null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** client_secret_basic (RFC 6749 §2.3.1: both parts form-encoded), or the client id alone for a public client. */
function clientOf(authorization: string | undefined, bodyClientId: string | undefined): { id: string; secret: string | null } | null {
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    try {
      return { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) };
    } catch {
      return null;
    }
  }
  return bodyClientId ? { id: bodyClientId, secret: null } : null;
}

/** An OAuth error (RFC 6749 §5.2) from the token endpoint. */
const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });

export const demoEhrRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl, smartClientId, smartClientSecret } = app.config;
  const base = demoEhrBase(publicUrl);
  const fhirBase = demoEhrIssuer(publicUrl);
  // Made on the first launch, not at start-up: an RSA key takes 100-220 ms here, and most starts in demo mode (every
  // API test suite, each local run) never sign an ID token.
  let signingKey: Promise<{ privateKey: CryptoKey; publicJwk: JWK; kid: string }> | null = null;
  const keyOfThisEhr = () =>
    (signingKey ??= generateKeyPair('RS256', { extractable: true }).then(async ({ privateKey, publicKey }) => {
      const kid = opaqueId().slice(0, 16);
      return { privateKey, kid, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
    }));
  const launches = new Map<string, LaunchContext>();
  const codes = new Map<string, IssuedCode>();
  const nowMs = (): number => app.now().getTime();

  // OAuth clients post the token request form-encoded; only this plugin reads that type.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  app.post(
    `${DEMO_EHR_PATH}/launch`,
    {
      preHandler: app.requireSession,
      schema: contractSchema('POST /api/demo-ehr/launch', { tags: ['demo-ehr'], summary: 'Demo EHR: the signed-in user opens an encounter in the EHR; answers the launch URL (demo mode only)' }, [400, 401]),
    },
    async (request) => {
      const { session, user } = authOf(request);
      // The EHR's encounter id is the EHR's: it is not checked against the platform's tenants here (a real EHR knows
      // none); the platform's callback refuses an encounter outside the issuer's tenant.
      const encounter = await app.db
        .selectFrom('encounters')
        .select('patient_id')
        .where('id', '=', request.body.encounterId)
        .where('tenant_id', '=', session.tenant_id)
        .executeTakeFirst();
      const launch = opaqueId();
      launches.set(launch, {
        username: user.username,
        userId: session.user_id,
        encounterId: request.body.encounterId,
        patientId: encounter?.patient_id ?? null,
        expiresAt: nowMs() + LAUNCH_SECONDS * 1000,
      });
      const launchUrl = new URL(`${publicUrl}/api/smart/launch`);
      launchUrl.searchParams.set('iss', fhirBase);
      launchUrl.searchParams.set('launch', launch);
      return { launch, iss: fhirBase, launchUrl: launchUrl.href };
    },
  );

  app.get(`${DEMO_EHR_PATH}/fhir/.well-known/smart-configuration`, { schema: { tags: ['demo-ehr'], summary: 'Demo EHR: SMART discovery document' } }, async () => ({
    issuer: base,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    jwks_uri: `${base}/jwks`,
    grant_types_supported: ['authorization_code'],
    response_types_supported: ['code'],
    scopes_supported: SMART_SCOPE.split(' '),
    code_challenge_methods_supported: ['S256'],
    // RS256: what SMART requires every server to support, and openid-client's default for ID tokens.
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: smartClientSecret ? ['client_secret_basic'] : ['none'],
    capabilities: ['launch-ehr', 'client-confidential-symmetric', 'sso-openid-connect', 'context-ehr-encounter', 'context-ehr-patient'],
  }));

  app.get(`${DEMO_EHR_PATH}/jwks`, { schema: { tags: ['demo-ehr'], summary: 'Demo EHR: the key its ID tokens are signed with' } }, async () => ({ keys: [(await keyOfThisEhr()).publicJwk] }));

  app.get(
    `${DEMO_EHR_PATH}/authorize`,
    {
      schema: {
        tags: ['demo-ehr'],
        summary: "Demo EHR: authorization endpoint; the EHR's user is already known from the launch, so it answers at once",
        querystring: DemoEhrAuthorizeQuerySchema,
        response: { 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const q = request.query;
      // Never redirect to a URI the client did not register (an open redirector otherwise).
      if (q.client_id !== smartClientId) return reply.status(400).send({ error: { code: 'BAD_REQUEST', message: 'query.client_id: unknown client' } });
      if (q.redirect_uri !== smartCallbackUrl(publicUrl)) return reply.status(400).send({ error: { code: 'BAD_REQUEST', message: 'query.redirect_uri: not registered for this client' } });
      const back = new URL(q.redirect_uri);
      back.searchParams.set('state', q.state);
      const scopes = q.scope.split(' ');
      const context = takeOnce(launches, q.launch, nowMs());
      if (q.aud !== fhirBase || !context || !scopes.includes('launch') || !scopes.includes('openid')) {
        back.searchParams.set('error', 'invalid_request');
        back.searchParams.set('error_description', q.aud !== fhirBase ? 'aud is not this FHIR server' : !context ? 'unknown or expired launch' : 'scope needs launch and openid');
        return reply.redirect(back.href, 302);
      }
      const code = opaqueId();
      codes.set(code, { context, redirectUri: q.redirect_uri, codeChallenge: q.code_challenge, scope: q.scope, nonce: q.nonce ?? null, expiresAt: nowMs() + CODE_SECONDS * 1000 });
      back.searchParams.set('code', code);
      return reply.redirect(back.href, 302);
    },
  );

  app.post(
    `${DEMO_EHR_PATH}/token`,
    {
      config: { readsNoCookie: true },
      schema: { tags: ['demo-ehr'], summary: 'Demo EHR: token endpoint (authorization code with PKCE)', body: DemoEhrTokenBodySchema },
    },
    async (request, reply) => {
      const client = clientOf(request.headers.authorization, request.body.client_id);
      if (!client || client.id !== smartClientId || (smartClientSecret !== null && (client.secret === null || !sameSecret(client.secret, smartClientSecret)))) {
        return oauthError(reply, 401, 'invalid_client', 'client authentication failed');
      }
      const issued = takeOnce(codes, request.body.code, nowMs());
      if (!issued || issued.redirectUri !== request.body.redirect_uri) return oauthError(reply, 400, 'invalid_grant', 'unknown, used or expired code');
      if ((await calculatePKCECodeChallenge(request.body.code_verifier)) !== issued.codeChallenge) {
        return oauthError(reply, 400, 'invalid_grant', 'code_verifier does not match the code_challenge');
      }
      const { context } = issued;
      const { privateKey, kid } = await keyOfThisEhr();
      const idToken = await new SignJWT({ fhirUser: `${fhirBase}/Practitioner/${context.userId}`, ...(issued.nonce ? { nonce: issued.nonce } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(base)
        .setSubject(context.username)
        .setAudience(smartClientId)
        .setIssuedAt(Math.floor(nowMs() / 1000))
        .setExpirationTime(Math.floor(nowMs() / 1000) + TOKEN_SECONDS)
        .sign(privateKey);
      return reply.header('cache-control', 'no-store').send({
        access_token: opaqueId(),
        token_type: 'Bearer',
        expires_in: TOKEN_SECONDS,
        scope: issued.scope,
        id_token: idToken,
        encounter: String(context.encounterId),
        ...(context.patientId !== null ? { patient: String(context.patientId) } : {}),
      });
    },
  );
};
