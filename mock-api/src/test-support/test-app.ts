import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';

/**
 * The folder to copy for a suite: the run's migrated and seeded cluster (jest.global-setup.cjs), else the
 * initdb'd empty one (the suite then migrates and seeds for itself).
 */
function templateDir(empty: boolean): string | null {
  const seeded = process.env.MOCK_API_TEST_TEMPLATE_DIR;
  if (!empty && seeded && existsSync(seeded)) return seeded;
  const entry = require.resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  const dir = join(tmpdir(), `mock-api-pglite-template-${version}`);
  return existsSync(join(dir, 'READY')) ? dir : null;
}

/**
 * A new PGlite data folder for a suite: a copy of the run's seeded cluster, or with `empty` of the initdb'd empty one
 * (PGlite's own initdb costs 8–15 s a database on this machine). Remove it with rmSync when done.
 */
export function pgliteFolder(empty: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-api-test-'));
  const template = templateDir(empty);
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The moment the run's template was seeded around (jest.global-setup.cjs): each tenant's seeded "today" is its day at
 * this moment, whatever the clock says when a suite runs (a run may cross a tenant's midnight). Without a template,
 * now.
 */
export function seededAt(): Date {
  const at = process.env.MOCK_API_TEST_SEEDED_AT;
  return new Date(at ? Number(at) : Date.now());
}

/** A controllable clock for idle and absolute session expiry. */
export class TestClock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now = (): Date => new Date(this.current);
  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }
  advanceSeconds(seconds: number): void {
    this.current += seconds * 1000;
  }
}

/**
 * One suite's database: a copy of the run's seeded PGlite folder, or with TEST_DATABASE_URL a PostgreSQL database
 * cloned from the run's seeded template database (a fresh schema when there is no template).
 * `open` may be called again after `close` to test persistence; `dispose` removes everything.
 */
export class TestDatabase {
  readonly dataDir: string | null;
  readonly schema: string | null;
  private readonly url = process.env.TEST_DATABASE_URL ?? null;
  private readonly templateDb: string | null;
  private readonly name = `test_${randomBytes(6).toString('hex')}`;
  private cloned: Promise<void> | null = null;

  /** `empty`: a database with nothing in it (no schema, no data), as a first production start meets it. */
  constructor(options: { empty?: boolean } = {}) {
    this.templateDb = options.empty ? null : (process.env.MOCK_API_TEST_TEMPLATE_DB ?? null);
    if (this.url) {
      this.dataDir = null;
      this.schema = this.templateDb ? null : this.name;
    } else {
      this.schema = null;
      this.dataDir = pgliteFolder(options.empty === true);
    }
  }

  /** The connection string of this suite's database (PostgreSQL only). */
  private suiteUrl(): string | null {
    if (!this.url || !this.templateDb) return this.url;
    const url = new URL(this.url);
    url.pathname = `/${this.name}`;
    return url.toString();
  }

  private async ensureCloned(): Promise<void> {
    if (this.url && this.templateDb) {
      this.cloned ??= onServer(this.url, `create database "${this.name}" template "${this.templateDb}"`);
      await this.cloned;
    }
  }

  /** What a server process needs to open this suite's PostgreSQL database (DATABASE_URL, DATABASE_SCHEMA). */
  async serverEnvironment(): Promise<Record<string, string>> {
    const url = this.suiteUrl();
    if (!url) throw new Error('serverEnvironment needs TEST_DATABASE_URL (PGlite is one process per data folder)');
    await this.ensureCloned();
    return { DATABASE_URL: url, DATABASE_SCHEMA: this.schema ?? '' };
  }

  async open(options: BuildAppOptions = {}): Promise<FastifyInstance> {
    await this.ensureCloned();
    return buildApp({
      databaseUrl: this.suiteUrl(),
      databaseSchema: this.schema,
      dataDir: this.dataDir,
      demoMode: true,
      // A suite's calls all come from one address (app.inject): the per-client failure limit would stop suites that
      // test failures for other reasons. security/auth-throttle.test.ts proves that limit with its real default.
      clientMaxFailures: 10_000,
      ...options,
    });
  }

  async dispose(): Promise<void> {
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
    if (this.url && this.templateDb) await onServer(this.url, `drop database if exists "${this.name}" with (force)`);
    else if (this.url && this.schema) await onServer(this.url, `drop schema if exists "${this.schema}" cascade`);
  }
}

/** The `sid` cookie of a response, as a Cookie header value. */
export function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const sid = response.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error('no sid cookie in the response');
  return `sid=${sid.value}`;
}

export const DEMO_PASSWORD = 'Curate#2026';

/**
 * The Origin the platform's pages send (PUBLIC_URL's default): a bodiless state-changing call (lock, unlock, audit
 * READ) is refused without it (CSRF guard), as the browser always sends it.
 */
export const PLATFORM_ORIGIN = 'http://localhost:3000';
