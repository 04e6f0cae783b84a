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
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Failed sign-ins that lock an account (the fifth failure locks). */
  maxFailedAttempts: number;
  /** Sign-in calls allowed per client IP and username in `loginRateWindowMs`. */
  loginRateMax: number;
  loginRateWindowMs: number;
  envVersion: string;
  buildNumber: string;
  logLevel: string;
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

/** `defaultDataDirectory` is where PGlite lives when DATA_DIR is unset; null keeps it in memory. */
export function loadConfig(env: Env, defaultDataDirectory: string | null): AppConfig {
  const production = env.NODE_ENV === 'production';
  const cookieSecret = env.COOKIE_SECRET ?? (production ? undefined : DEV_COOKIE_SECRET);
  if (!cookieSecret) throw new Error('COOKIE_SECRET is required when NODE_ENV=production');
  if (cookieSecret.length < 32) throw new Error('COOKIE_SECRET must be at least 32 characters');
  return {
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databaseSchema: env.DATABASE_SCHEMA?.trim() || null,
    dataDir: env.DATA_DIR?.trim() ? resolve(env.DATA_DIR) : defaultDataDirectory,
    cookieSecret,
    cookieSecure: flag(env.COOKIE_SECURE, false),
    demoMode: flag(env.DEMO_MODE, !production),
    sessionIdleMinutes: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 30),
    sessionAbsoluteHours: positiveNumber('SESSION_ABSOLUTE_HOURS', env.SESSION_ABSOLUTE_HOURS, 12),
    maxFailedAttempts: positiveNumber('MAX_FAILED_ATTEMPTS', env.MAX_FAILED_ATTEMPTS, 5),
    loginRateMax: positiveNumber('LOGIN_RATE_MAX', env.LOGIN_RATE_MAX, 20),
    loginRateWindowMs: positiveNumber('LOGIN_RATE_WINDOW_MS', env.LOGIN_RATE_WINDOW_MS, 60_000),
    envVersion: env.NODE_ENV?.trim() || 'local',
    buildNumber: env.BUILD_NUMBER?.trim() || 'local',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
