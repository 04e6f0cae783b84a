// SMART App Launch, the platform's side (EHR launch; mock-api/README.md "SMART App Launch"). The OAuth parts come
// from openid-client (PKCE, state, the authorization URL, the code exchange, the ID token's checks and signature
// through the issuer's JWKS); this file only decides who may launch, keeps the launch state and maps the EHR's
// answer to a platform user and encounter.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { Role } from 'shared-kit/domain';
import { normalIssuer, type AppConfig, type SmartIssuer } from '../config';
import type { UserRow } from '../db/database.types';
import { ApiError, badRequest } from '../http/api-error';

/** `launch` for the EHR context, `openid fhirUser` for the user's identity, and read access to the encounter. */
export const SMART_SCOPE = 'launch openid fhirUser patient/Encounter.read';
/** How long a launch may take from the EHR's click to the callback. */
export const LAUNCH_STATE_MINUTES = 10;
/** The demo EHR's FHIR base under the platform's public URL (demo-ehr.routes.ts serves it in demo mode). */
export const DEMO_EHR_PATH = '/api/demo-ehr';
export const demoEhrBase = (publicUrl: string): string => `${publicUrl}${DEMO_EHR_PATH}`;
export const demoEhrIssuer = (publicUrl: string): string => `${demoEhrBase(publicUrl)}/fhir`;
/** The one registered redirect URI: from PUBLIC_URL, never from the request's Host or X-Forwarded-Host. */
export const smartCallbackUrl = (publicUrl: string): string => `${publicUrl}/api/smart/callback`;
/** Where a launch lands: the shell's embedded encounter detail (no header, footer or navigation). */
export const embeddedEncounterUrl = (publicUrl: string, encounterId: number): string => `${publicUrl}/auth/embedded/encounter/detail/${encounterId}`;

type SmartSettings = Pick<AppConfig, 'smartIssuers' | 'smartClientId' | 'smartClientSecret' | 'publicUrl' | 'demoMode'>;

/** SMART_ISSUERS, plus in demo mode the demo EHR for the demo tenant (unless SMART_ISSUERS names it itself). */
export function allowedIssuers(config: SmartSettings): SmartIssuer[] {
  const demo = demoEhrIssuer(config.publicUrl);
  const configured = [...config.smartIssuers];
  if (config.demoMode && !configured.some((entry) => entry.issuer === demo)) configured.push({ issuer: demo, tenantId: 'demo' });
  return configured;
}

/** The tenant an `iss` launches into; a 400 naming the issuer when it is not on the allow-list. */
export function issuerEntry(config: SmartSettings, iss: string): SmartIssuer {
  const issuer = normalIssuer(iss);
  const entry = issuer ? allowedIssuers(config).find((e) => e.issuer === issuer) : undefined;
  if (!entry) throw badRequest(`query.iss: '${iss.slice(0, 200)}' is not an EHR this platform accepts launches from (SMART_ISSUERS)`);
  return entry;
}

/** The EHR could not be reached or answered nonsense: the platform is fine, the launch cannot go on. */
const ehrFailure = (what: string): ApiError => new ApiError(502, 'BAD_GATEWAY', `The EHR's ${what}`);

interface SmartConfigurationDocument {
  issuer?: unknown;
  authorization_endpoint?: unknown;
  token_endpoint?: unknown;
  jwks_uri?: unknown;
}

const isUrl = (value: unknown): value is string => typeof value === 'string' && URL.canParse(value);

/**
 * The issuer's `.well-known/smart-configuration` as an openid-client configuration. The document must name an OpenID
 * issuer and a JWKS (the ID token's signature is checked against it: the user's identity is what signs them in).
 */
export async function discoverIssuer(config: SmartSettings, issuer: string): Promise<oidc.Configuration> {
  let document: SmartConfigurationDocument;
  try {
    const response = await fetch(`${issuer}/.well-known/smart-configuration`, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    document = (await response.json()) as SmartConfigurationDocument;
  } catch {
    throw ehrFailure('SMART configuration (.well-known/smart-configuration) could not be read');
  }
  const { issuer: oidcIssuer, authorization_endpoint, token_endpoint, jwks_uri } = document;
  if (!isUrl(oidcIssuer) || !isUrl(authorization_endpoint) || !isUrl(token_endpoint) || !isUrl(jwks_uri)) {
    throw ehrFailure('SMART configuration lacks issuer, authorization_endpoint, token_endpoint or jwks_uri');
  }
  const auth = config.smartClientSecret ? oidc.ClientSecretBasic(config.smartClientSecret) : oidc.None();
  const configuration = new oidc.Configuration(
    { issuer: oidcIssuer, authorization_endpoint, token_endpoint, jwks_uri, code_challenge_methods_supported: ['S256'] },
    config.smartClientId,
    undefined,
    auth,
  );
  // The ID token names the user to sign in: its signature is checked against the issuer's keys, not only TLS.
  oidc.enableNonRepudiationChecks(configuration);
  // Plain http only where config allowed it: the demo EHR (this server) or a loopback EHR in demo mode (config.ts).
  if (config.demoMode && new URL(issuer).protocol === 'http:') oidc.allowInsecureRequests(configuration);
  return configuration;
}

export interface LaunchStart {
  state: string;
  authorizationUrl: string;
  expiresAt: Date;
}

/**
 * Starts a launch: discovery, then state and PKCE verifier kept server-side (single use, LAUNCH_STATE_MINUTES),
 * and the authorization URL with `launch` and `aud` as SMART asks. Nothing is written when the issuer is refused or
 * its discovery fails.
 */
export async function startLaunch(app: FastifyInstance, iss: string, launch: string): Promise<LaunchStart> {
  const entry = issuerEntry(app.config, iss);
  const configuration = await discoverIssuer(app.config, entry.issuer);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const challenge = await oidc.calculatePKCECodeChallenge(verifier);
  const expiresAt = new Date(app.now().getTime() + LAUNCH_STATE_MINUTES * 60_000);
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: smartCallbackUrl(app.config.publicUrl),
    scope: SMART_SCOPE,
    state,
    nonce,
    aud: entry.issuer,
    launch,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  await app.db.deleteFrom('smart_launch_states').where('expires_at', '<=', app.now()).execute();
  await app.db
    .insertInto('smart_launch_states')
    .values({ state, nonce, code_verifier: verifier, issuer: entry.issuer, tenant_id: entry.tenantId, expires_at: expiresAt })
    .execute();
  return { state, authorizationUrl: url.href, expiresAt };
}

export interface CallbackQuery {
  state: string;
  code?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
  iss?: string | undefined;
}

export interface LaunchedUser {
  user: UserRow;
  activeRole: Role;
  encounterId: number;
  issuer: string;
  fhirUser: string | null;
}

const refused = (message: string): ApiError => new ApiError(403, 'FORBIDDEN', `SMART launch refused: ${message}`);

/**
 * Finishes a launch: takes the state once (the browser's cookie must hold the same one), exchanges the code with the
 * verifier, and maps the EHR's user and encounter into the issuer's tenant. Every refusal throws before any session
 * exists.
 */
export async function finishLaunch(app: FastifyInstance, query: CallbackQuery, browserState: string | null): Promise<LaunchedUser> {
  // The state in the URL must be the one this browser started with: a link carrying someone else's state is refused.
  if (!browserState || browserState !== query.state) throw refused('this browser did not start this launch (state does not match)');
  // Deleted as it is read: a second callback with the same state finds nothing.
  const row = await app.db.deleteFrom('smart_launch_states').where('state', '=', query.state).returningAll().executeTakeFirst();
  if (!row || row.expires_at.getTime() <= app.now().getTime()) throw refused('the launch is unknown, used already or expired; launch again from the EHR');
  if (query.error) throw refused(`the EHR answered ${query.error.slice(0, 100)}`);
  if (!query.code) throw badRequest('query.code: required when the EHR reports no error');

  const configuration = await discoverIssuer(app.config, row.issuer);
  const currentUrl = new URL(smartCallbackUrl(app.config.publicUrl));
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') currentUrl.searchParams.set(key, value);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    // The ID token must carry this launch's nonce (openid-client refuses a missing or different one).
    if (row.nonce === '') throw new Error('the launch has no nonce (started before the upgrade)');
    tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: row.code_verifier,
      expectedState: row.state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    // openid-client names what failed (the EHR's OAuth error, a bad signature, a wrong audience); no token is logged.
    app.log.warn({ err: error instanceof Error ? error.message : String(error), issuer: row.issuer }, 'SMART token exchange refused');
    throw refused('the EHR did not confirm the launch (token exchange failed)');
  }
  const claims = tokens.claims();
  const subject = typeof claims?.sub === 'string' ? claims.sub : '';
  const fhirUser = typeof claims?.fhirUser === 'string' ? claims.fhirUser : null;
  const encounterText = typeof tokens.encounter === 'string' ? tokens.encounter : '';
  if (!/^\d{1,10}$/.test(encounterText)) throw refused('the EHR sent no encounter context');
  const encounterId = Number(encounterText);

  // Mapping rule: the ID token's `sub` is the platform username, looked up in the issuer's tenant only.
  const user = await app.db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', row.tenant_id)
    .where('username', '=', subject.toLowerCase())
    .executeTakeFirst();
  if (!user) throw refused(`the EHR user is not a user of this platform's tenant for that EHR`);
  // The encounter must be the tenant's: the same answer as an encounter that does not exist.
  const encounter = await app.db.selectFrom('encounters').select('id').where('id', '=', encounterId).where('tenant_id', '=', row.tenant_id).executeTakeFirst();
  if (!encounter) throw new ApiError(404, 'NOT_FOUND', `SMART launch refused: encounter ${encounterId} not found`);
  const role = await app.db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).orderBy('position').executeTakeFirst();
  if (!role) throw refused('the user has no role on this platform');
  return { user, activeRole: role.role, encounterId, issuer: row.issuer, fhirUser };
}

/** Removes launches whose time is up (the launch route also clears them as it goes). */
export async function purgeExpiredLaunches(app: FastifyInstance): Promise<void> {
  await app.db.deleteFrom('smart_launch_states').where('expires_at', '<=', app.now()).execute();
}

/** An opaque random id (demo EHR launch ids, codes, tokens). */
export const opaqueId = (): string => randomBytes(24).toString('base64url');
