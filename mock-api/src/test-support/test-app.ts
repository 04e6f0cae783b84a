import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';

/** Mirrors jest.global-setup.cjs: an initdb'd, empty PGlite cluster to copy. */
function templateDir(): string | null {
  const entry = require.resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  const dir = join(tmpdir(), `mock-api-pglite-template-${version}`);
  return existsSync(join(dir, 'READY')) ? dir : null;
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
 * One suite's database: a fresh PGlite folder, or with TEST_DATABASE_URL a fresh PostgreSQL schema.
 * `open` may be called again after `close` to test persistence; `dispose` removes everything.
 */
export class TestDatabase {
  readonly dataDir: string | null;
  readonly schema: string | null;
  private readonly url = process.env.TEST_DATABASE_URL ?? null;

  constructor() {
    if (this.url) {
      this.dataDir = null;
      this.schema = `test_${randomBytes(6).toString('hex')}`;
    } else {
      this.schema = null;
      this.dataDir = mkdtempSync(join(tmpdir(), 'mock-api-test-'));
      const template = templateDir();
      if (template) cpSync(template, this.dataDir, { recursive: true });
    }
  }

  open(options: BuildAppOptions = {}): Promise<FastifyInstance> {
    return buildApp({
      databaseUrl: this.url,
      databaseSchema: this.schema,
      dataDir: this.dataDir,
      demoMode: true,
      ...options,
    });
  }

  async dispose(): Promise<void> {
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
    if (this.url && this.schema) {
      const client = new pg.Client({ connectionString: this.url });
      await client.connect();
      await client.query(`drop schema if exists "${this.schema}" cascade`);
      await client.end();
    }
  }
}

/** The `sid` cookie of a response, as a Cookie header value. */
export function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const sid = response.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error('no sid cookie in the response');
  return `sid=${sid.value}`;
}

export const DEMO_PASSWORD = 'Curate#2026';
