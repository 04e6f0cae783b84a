import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Everything the API reads from the environment, resolved once (tests pass overrides to buildApp). */
export interface AppConfig {
  /** `postgres://...` runs on a PostgreSQL server; unset uses embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** Schema for PostgreSQL runs (tests use one per suite); null keeps the server's search_path. */
  databaseSchema: string | null;
  /** PGlite data folder; null keeps the database in memory. */
  dataDir: string | null;
  cookieSecret: string;
  cookieSecure: boolean;
  demoMode: boolean;
  /** NODE_ENV=production: demo mode refused, Secure cookies, docs hidden, host name hidden. */
  production: boolean;
  /**
   * The platform's public address (PUBLIC_URL), the only base of links the API mails; never a request header.
   * Its origin is also an allowed Origin for state-changing calls.
   */
  publicUrl: string;
  /** Origins whose non-JSON state-changing calls are accepted (CSRF guard): the public URL's and ALLOWED_ORIGINS. */
  allowedOrigins: readonly string[];
  /**
   * Origins allowed to frame the platform (FRAME_ANCESTORS, the EHR's origins). Empty: framing by the platform itself
   * only. Non-empty also switches the cookies to `SameSite=None; Secure; Partitioned` so a framed sign-in works.
   */
  frameAncestors: readonly string[];
  /** Addresses whose X-Forwarded-For is believed (TRUST_PROXY: the platform server); false believes none. */
  trustProxy: string | false;
  /** Serve the OpenAPI document and UI under /api/docs (API_DOCS; on outside production). */
  apiDocs: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Consecutive failed sign-ins that lock an account for a while (the fifth failure locks). */
  maxFailedAttempts: number;
  /** The first lockout's length; each further lockout without a successful sign-in doubles it, up to `lockoutMaxMinutes`. */
  lockoutBaseMinutes: number;
  lockoutMaxMinutes: number;
  /** Failed sign-in, MFA and token attempts a client IP may make in `clientFailureWindowMinutes` before 429. */
  clientMaxFailures: number;
  clientFailureWindowMinutes: number;
  envVersion: string;
  buildNumber: string;
  logLevel: string;
  /**
   * SMART App Launch (SMART_ISSUERS): the EHRs allowed to launch the platform, each FHIR base URL (`iss`) mapped to the
   * tenant whose users it signs in. Demo mode adds the demo EHR's own issuer for the demo tenant (smart-issuers.ts).
   */
  smartIssuers: readonly SmartIssuer[];
  /** The platform's client id at the EHRs' authorization servers (SMART_CLIENT_ID). */
  smartClientId: string;
  /** Its client secret (SMART_CLIENT_SECRET; client_secret_basic); null: a public client (PKCE only). */
  smartClientSecret: string | null;
  /**
   * SMART launches one client address may start per minute (SMART_LAUNCHES_PER_MINUTE): each costs a discovery fetch
   * and a stored state. A hospital's clinicians often share one outgoing address, so the default is generous.
   */
  smartLaunchesPerMinute: number;
  /** Live event streams (GET /api/events): seconds between heartbeat comments and session checks. */
  eventsHeartbeatSeconds: number;
}

/** An EHR allowed to launch the platform (SMART_ISSUERS entry `<iss>=<tenant id>`). */
export interface SmartIssuer {
  issuer: string;
  tenantId: string;
}

/** Dev-only secret so local runs need no set-up; production refuses to start without COOKIE_SECRET. */
const DEV_COOKIE_SECRET = 'mock-api-local-dev-cookie-secret-change-me';

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got '${value}'`);
  return n;
}

/** The default PGlite folder: `.data/` in the nearest folder above `moduleDir` holding a package.json (mock-api). */
export function defaultDataDir(moduleDir: string): string {
  let dir = resolve(moduleDir);
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, '.data');
}

/** An origin (`scheme://host[:port]`) from a URL or origin text; throws naming the variable when it is not one. */
function originOf(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an http(s) URL or origin, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL or origin, got '${value}'`);
  return url.origin;
}

function originList(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => originOf(name, entry));
}

/** PUBLIC_URL checked and without a trailing slash (`https://cdi.example.org`, or with a path prefix). */
function publicUrlOf(value: string): string {
  const origin = originOf('PUBLIC_URL', value);
  return origin + new URL(value).pathname.replace(/\/+$/, '');
}

/** The public URL's origin and, for a localhost URL, the same port on 127.0.0.1 and [::1]. */
function publicOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (url.hostname !== 'localhost') return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [url.origin, `${url.protocol}//127.0.0.1${port}`, `${url.protocol}//[::1]${port}`];
}

/**
 * A SMART issuer as compared: an http(s) URL without query, fragment or trailing slash. Null when it is not one
 * (the launch then refuses it; a configured entry throws).
 */
export function normalIssuer(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) return null;
  return url.origin + url.pathname.replace(/\/+$/, '');
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * SMART_ISSUERS: `<iss>=<tenant id>` entries separated by spaces or commas. An EHR is reached over https; plain http
 * only for an EHR on this machine in demo mode (a local SMART sandbox), never for one across a network.
 */
function smartIssuersOf(value: string | undefined, demoMode: boolean): SmartIssuer[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const at = entry.lastIndexOf('=');
      const issuer = at > 0 ? normalIssuer(entry.slice(0, at)) : null;
      const tenantId = entry.slice(at + 1).trim();
      if (!issuer || !tenantId) throw new Error(`SMART_ISSUERS entries are <FHIR base URL>=<tenant id>, got '${entry}'`);
      const url = new URL(issuer);
      if (url.protocol === 'http:' && !(demoMode && LOOPBACK_HOSTS.has(url.hostname))) {
        throw new Error(`SMART_ISSUERS entries must be https (plain http only for an EHR on this machine in demo mode), got '${entry}'`);
      }
      return { issuer, tenantId };
    });
}

/** Dev-only client secret of the platform at the demo EHR (demo mode only; production takes SMART_CLIENT_SECRET). */
const DEMO_SMART_CLIENT_SECRET = 'demo-ehr-client-secret-for-local-runs-only';

/** `defaultDataDirectory` is where PGlite lives when DATA_DIR is unset; null keeps it in memory. */
export function loadConfig(env: Env, defaultDataDirectory: string | null): AppConfig {
  const production = env.NODE_ENV === 'production';
  const cookieSecret = env.COOKIE_SECRET ?? (production ? undefined : DEV_COOKIE_SECRET);
  if (!cookieSecret) throw new Error('COOKIE_SECRET is required when NODE_ENV=production');
  if (cookieSecret.length < 32) throw new Error('COOKIE_SECRET must be at least 32 characters');
  // Demo mode is asked for (npm start and the test runs do); production never runs it (platform design §5).
  const demoMode = flag(env.DEMO_MODE, false);
  if (production && demoMode) throw new Error('DEMO_MODE cannot be on when NODE_ENV=production');
  const publicUrl = publicUrlOf(env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT?.trim() || '3000'}`);
  const trustProxy = env.TRUST_PROXY?.trim();
  return {
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databaseSchema: env.DATABASE_SCHEMA?.trim() || null,
    dataDir: env.DATA_DIR?.trim() ? resolve(env.DATA_DIR) : defaultDataDirectory,
    cookieSecret,
    cookieSecure: flag(env.COOKIE_SECURE, production),
    demoMode,
    production,
    publicUrl,
    allowedOrigins: [...new Set([...publicOrigins(publicUrl), ...originList('ALLOWED_ORIGINS', env.ALLOWED_ORIGINS)])],
    frameAncestors: originList('FRAME_ANCESTORS', env.FRAME_ANCESTORS),
    // The platform server on the same machine is the one proxy by default; 'false' or 'none' believes no header.
    trustProxy: trustProxy === undefined || trustProxy === '' ? '127.0.0.1,::1,::ffff:127.0.0.1' : ['false', 'none'].includes(trustProxy) ? false : trustProxy,
    apiDocs: flag(env.API_DOCS, !production),
    sessionIdleMinutes: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 30),
    sessionAbsoluteHours: positiveNumber('SESSION_ABSOLUTE_HOURS', env.SESSION_ABSOLUTE_HOURS, 12),
    maxFailedAttempts: positiveNumber('MAX_FAILED_ATTEMPTS', env.MAX_FAILED_ATTEMPTS, 5),
    lockoutBaseMinutes: positiveNumber('LOCKOUT_BASE_MINUTES', env.LOCKOUT_BASE_MINUTES, 5),
    lockoutMaxMinutes: positiveNumber('LOCKOUT_MAX_MINUTES', env.LOCKOUT_MAX_MINUTES, 24 * 60),
    clientMaxFailures: positiveNumber('CLIENT_MAX_FAILURES', env.CLIENT_MAX_FAILURES, 20),
    clientFailureWindowMinutes: positiveNumber('CLIENT_FAILURE_WINDOW_MINUTES', env.CLIENT_FAILURE_WINDOW_MINUTES, 15),
    envVersion: env.NODE_ENV?.trim() || 'local',
    buildNumber: env.BUILD_NUMBER?.trim() || 'local',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    smartIssuers: smartIssuersOf(env.SMART_ISSUERS, demoMode),
    smartClientId: env.SMART_CLIENT_ID?.trim() || 'cdi-platform',
    smartClientSecret: env.SMART_CLIENT_SECRET?.trim() || (demoMode ? DEMO_SMART_CLIENT_SECRET : null),
    smartLaunchesPerMinute: positiveNumber('SMART_LAUNCHES_PER_MINUTE', env.SMART_LAUNCHES_PER_MINUTE, 120),
    eventsHeartbeatSeconds: positiveNumber('EVENTS_HEARTBEAT_SECONDS', env.EVENTS_HEARTBEAT_SECONDS, 15),
  };
}
