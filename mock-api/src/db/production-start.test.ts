// Issue 16, item 2: production starts with an empty database (schema and reference data only), never the demo
// accounts; the first tenant and administrator come from the operator's command (admin-cli create-tenant).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { createTenantWithAdmin, unlockAccount } from '../tenants/tenant-setup.service';
import { DEMO_PASSWORD, PLATFORM_ORIGIN, TestDatabase } from '../test-support/test-app';
import { prepareDataFolder } from './connection';

const PRODUCTION_ENV = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(40) };

/** The production settings, on the suite's own database (TestDatabase: PGlite folder or PostgreSQL). */
function productionSettings() {
  const { databaseUrl: _url, databaseSchema: _schema, dataDir: _dir, ...settings } = loadConfig(PRODUCTION_ENV, null);
  return settings;
}

describe('configuration', () => {
  it('keeps demo mode off unless asked for, and refuses it in production', () => {
    expect(loadConfig({}, null).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'true' }, null).demoMode).toBe(true);
    expect(loadConfig(PRODUCTION_ENV, null).demoMode).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION_ENV, DEMO_MODE: 'true' }, null)).toThrow('DEMO_MODE cannot be on when NODE_ENV=production');
  });

  it('turns on Secure cookies, hides the docs and believes X-Forwarded-For from the local platform server only', () => {
    const production = loadConfig(PRODUCTION_ENV, null);
    expect(production).toMatchObject({ cookieSecure: true, apiDocs: false, production: true, trustProxy: '127.0.0.1,::1,::ffff:127.0.0.1' });
    expect(loadConfig({ ...PRODUCTION_ENV, API_DOCS: 'true', COOKIE_SECURE: 'false' }, null)).toMatchObject({ apiDocs: true, cookieSecure: false });
    expect(loadConfig({}, null)).toMatchObject({ cookieSecure: false, apiDocs: true });
    expect(loadConfig({ TRUST_PROXY: 'none' }, null).trustProxy).toBe(false);
  });

  it('builds links from PUBLIC_URL (default the local platform URL) and allows its origin', () => {
    expect(loadConfig({}, null)).toMatchObject({ publicUrl: 'http://localhost:3000' });
    expect(loadConfig({ PORT: '3100' }, null).allowedOrigins).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100']);
    const configured = loadConfig({ PUBLIC_URL: 'https://cdi.example.org/', ALLOWED_ORIGINS: 'https://staff.example.org', FRAME_ANCESTORS: 'https://ehr.example.org' }, null);
    expect(configured).toMatchObject({
      publicUrl: 'https://cdi.example.org',
      allowedOrigins: ['https://cdi.example.org', 'https://staff.example.org'],
      frameAncestors: ['https://ehr.example.org'],
    });
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' }, null)).toThrow('PUBLIC_URL');
  });
});

describe('a production start', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = new TestDatabase({ empty: true });
    app = await database.open(productionSettings());
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('holds the schema and the reference data, and no tenant, user or demo token', async () => {
    expect(await app.db.selectFrom('tenants').select('id').execute()).toEqual([]);
    expect(await app.db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await app.db.selectFrom('registration_tokens').select('id').execute()).toEqual([]);
    const { n } = await app.db.selectFrom('icd10_codes').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(1000);
  });

  it('refuses the demo accounts, the demo registration token and the demo helpers', async () => {
    const signIn = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'admin', password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user/registration/demo-registration-token' })).statusCode).toBe(404);
    const register = await app.inject({
      method: 'POST',
      url: '/api/user/registration/demo-registration-token',
      payload: { firstName: 'Nova', lastName: 'Userton', password: 'Bright#Meadow72', passwordConfirm: 'Bright#Meadow72' },
    });
    expect(register.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('creates the first tenant and administrator by the operator command; the administrator registers and signs in', async () => {
    const result = await createTenantWithAdmin(
      app.db,
      { tenantId: 'stmary', tenantName: "St Mary's Hospital", admin: { username: 'maria.admin', email: 'Maria@StMary.example', firstName: 'Maria', lastName: 'Lopez' } },
      'https://cdi.stmary.example',
      app.now(),
    );
    expect(result.registrationLink).toMatch(/^https:\/\/cdi\.stmary\.example\/register\/[\w-]{43}$/);
    const token = result.registrationLink.split('/').pop() ?? '';
    const password = 'Velvet#Harbor47';
    const registered = await app.inject({
      method: 'POST',
      url: `/api/user/registration/${token}`,
      payload: { firstName: 'Maria', lastName: 'Lopez', password, passwordConfirm: password },
      headers: { origin: PLATFORM_ORIGIN },
    });
    expect(registered.statusCode).toBe(201);
    const signIn = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'maria.admin', password } });
    expect(signIn.json()).toMatchObject({ tenantId: 'stmary', type: 'ADMIN' });
    expect((await app.db.selectFrom('tenants').select('is_demo').where('id', '=', 'stmary').executeTakeFirstOrThrow()).is_demo).toBe(false);
    await expect(
      createTenantWithAdmin(app.db, { tenantId: 'stmary', tenantName: 'Again', admin: { username: 'other', email: 'o@x.example', firstName: 'O', lastName: 'T' } }, 'https://x', app.now()),
    ).rejects.toThrow('already exists');
    await expect(
      createTenantWithAdmin(app.db, { tenantId: 'Bad Id', tenantName: '', admin: { username: 'x', email: 'nope', firstName: '', lastName: '' } }, 'https://x', app.now()),
    ).rejects.toThrow('--tenant-id');
  });

  it('unlocks a locked account by the operator command', async () => {
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'maria.admin', password: 'wrong' } });
    expect((await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'maria.admin', password: 'Velvet#Harbor47' } })).statusCode).toBe(423);
    await unlockAccount(app.db, 'maria.admin');
    expect((await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'maria.admin', password: 'Velvet#Harbor47' } })).statusCode).toBe(200);
  });
});

describe('a database that holds the demo tenants', () => {
  it('is refused by production at start', async () => {
    const seeded = new TestDatabase();
    try {
      await expect(seeded.open(productionSettings())).rejects.toThrow(
        "This database holds demo tenants (acme, aloha, demo, pilot), whose accounts' password is public",
      );
    } finally {
      await seeded.dispose();
    }
  }, 60_000);
});

describe('the data folder', () => {
  it('stops with the folder and the cause when its parent is missing', () => {
    const dir = join(tmpdir(), `mock-api-missing-${process.pid}`, 'data');
    expect(() => prepareDataFolder(dir)).toThrow(`The data folder ${dir} cannot be used: its parent folder`);
  });

  it('stops the API with the folder and the cause when it is not writable', () => {
    // The real server, bundled, started on a read-only folder. Root ignores permission bits, so under root the server
    // runs as nobody (uid 65534), as a service account would.
    const packageDir = join(__dirname, '..', '..');
    const bundleDir = join(packageDir, 'node_modules', '.cache', `data-folder-test-${process.pid}`);
    const dir = mkdtempSync(join(tmpdir(), 'mock-api-readonly-'));
    try {
      const script = `
        import { build } from 'esbuild';
        import { externalPackages } from './scripts/esbuild-externals.mjs';
        await build({ entryPoints: ['src/server.ts'], outfile: ${JSON.stringify(join(bundleDir, 'server.js'))}, bundle: true,
          platform: 'node', format: 'esm', target: 'node20', plugins: [externalPackages], logLevel: 'error' });`;
      const bundled = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: packageDir, encoding: 'utf8' });
      expect(bundled.stderr).toBe('');
      const data = join(dir, 'data');
      mkdirSync(data);
      writeFileSync(join(data, 'PG_VERSION'), '17');
      chmodSync(data, 0o555);
      chmodSync(dir, 0o755);
      const asRoot = process.getuid?.() === 0;
      const run = spawnSync(process.execPath, [join(bundleDir, 'server.js')], {
        cwd: packageDir,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, DATA_DIR: data, DATABASE_URL: '', API_PORT: '0', DEMO_MODE: 'true', NODE_ENV: 'test', HOME: dir },
        ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`The data folder ${data} cannot be used: EACCES: permission denied`);
    } finally {
      chmodSync(dir, 0o755);
      rmSync(dir, { recursive: true, force: true });
      rmSync(bundleDir, { recursive: true, force: true });
    }
  }, 90_000);
});
