import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';
import { sendMail } from '../mail/outbox.service';
import { signIn } from '../test-support/clinical-test-kit';
import { TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ envVersion: 'test', buildNumber: '77' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('platform routes', () => {
  it('GET /api/version answers the version info without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/version' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      name: 'mock-api',
      projectVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
      envVersion: 'test',
      buildNumber: '77',
      date: expect.any(String),
      host: hostname(),
    });
    expect(new Date(body.date).toISOString()).toBe(body.date);
  });

  it('GET /api/health answers ok', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown route with 404 in the error format', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/nope' } });
  });

  it('answers the router’s own refusals (an overlong path parameter) in the error format', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/user/registration/${'x'.repeat(1001)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'A path parameter is too long' } });
  });

  it('publishes every route in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/sso/login', '/api/sso/logout', '/api/user/current', '/api/version', '/api/health', '/api/feedback', '/api/dev/outbox']),
    );
  });

  it("GET /api/dev/outbox lists the caller's tenant's mails newest first in demo mode", async () => {
    const t0 = new Date('2026-01-01T10:00:00Z');
    await sendMail(app.db, { tenantId: 'demo', to: 'a@demo.test', subject: 'first', text: 'one' }, t0);
    await sendMail(app.db, { tenantId: 'demo', to: 'b@demo.test', subject: 'second', text: 'two' }, new Date(t0.getTime() + 1000));
    await sendMail(app.db, { tenantId: 'acme', to: 'c@demo.test', subject: 'third', text: 'acme' }, new Date(t0.getTime() + 2000));
    const cookie = await signIn(app, 'cdi');
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { to: 'b@demo.test', subject: 'second', text: 'two', sentAt: '2026-01-01T10:00:01.000Z' },
      { to: 'a@demo.test', subject: 'first', text: 'one', sentAt: '2026-01-01T10:00:00.000Z' },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=abc', headers: { cookie } })).statusCode).toBe(400);
  });
});
