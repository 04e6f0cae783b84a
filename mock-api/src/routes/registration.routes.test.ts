import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared-kit/domain';
import { DEMO_REGISTRATION_TOKEN, EXPIRED_REGISTRATION_TOKEN } from '../db/seed/auth-tokens.seed';
import { listOutbox } from '../mail/outbox.service';
import { TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const form = { firstName: 'Nova', lastName: 'Userton', password: 'Bright#Meadow72', passwordConfirm: 'Bright#Meadow72' };
const url = (token: string, suffix = '') => `/api/user/registration/${token}${suffix}`;

describe('registration by token', () => {
  it('answers the unregistered user of a valid token', async () => {
    const response = await app.inject({ method: 'GET', url: url(DEMO_REGISTRATION_TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), email: 'newuser@demo.test', username: 'newuser', firstName: 'Nova', lastName: 'Userton' });
  });

  it.each([EXPIRED_REGISTRATION_TOKEN, 'no-such-token'])('answers EXPIRED_TOKEN for %s', async (token) => {
    const response = await app.inject({ method: 'GET', url: url(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'EXPIRED_TOKEN', message: MESSAGES.registrationTokenExpired } });
  });

  it.each([
    ['a short password', { password: 'Ab#1', passwordConfirm: 'Ab#1' }, [MESSAGES.passwordErrorLength]],
    ['missing character classes', { password: 'brightmeadow', passwordConfirm: 'brightmeadow' }, [MESSAGES.passwordErrorCharacters]],
    ['a sequence', { password: 'Abcd#Meadow7', passwordConfirm: 'Abcd#Meadow7' }, [MESSAGES.passwordErrorSequence]],
    ['a repeated run', { password: 'Meadow#7777x', passwordConfirm: 'Meadow#7777x' }, [MESSAGES.passwordErrorSequence]],
    ['the user name', { password: 'Userton#2019', passwordConfirm: 'Userton#2019' }, [MESSAGES.passwordErrorPersonal]],
    ['a breached password', { password: 'P@ssw0rd', passwordConfirm: 'P@ssw0rd' }, [MESSAGES.passwordErrorBreached]],
    ['a different confirmation', { passwordConfirm: 'Bright#Meadow73' }, [MESSAGES.passwordConfirmationMismatch]],
    ['blank names', { firstName: ' ', lastName: '' }, [MESSAGES.firstNameRequired, MESSAGES.lastNameRequired]],
  ])('validates %s with the valid flag and errors', async (_name, change, errors) => {
    const response = await app.inject({ method: 'PUT', url: url(DEMO_REGISTRATION_TOKEN, '/validate'), payload: { ...form, ...change } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: false, errors });
  });

  it('refuses bad input with 400, not 5xx', async () => {
    const response = await app.inject({ method: 'PUT', url: url(DEMO_REGISTRATION_TOKEN, '/validate'), payload: { firstName: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('registers once: the new user signs in with username or email, and the token is used up', async () => {
    expect((await app.inject({ method: 'PUT', url: url(DEMO_REGISTRATION_TOKEN, '/validate'), payload: form })).json()).toEqual({ valid: true, errors: [] });
    const invalid = await app.inject({ method: 'POST', url: url(DEMO_REGISTRATION_TOKEN), payload: { ...form, passwordConfirm: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('REGISTRATION_INVALID');

    const response = await app.inject({ method: 'POST', url: url(DEMO_REGISTRATION_TOKEN), payload: form });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ username: 'newuser', email: 'newuser@demo.test' });
    for (const login of ['newuser', 'newuser@demo.test']) {
      const signIn = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: login, password: form.password } });
      expect(signIn.json()).toMatchObject({ username: 'newuser', tenantId: 'demo', type: 'CDI', alias: 'Nova Userton' });
    }
    expect((await app.inject({ method: 'GET', url: url(DEMO_REGISTRATION_TOKEN) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: url(DEMO_REGISTRATION_TOKEN), payload: form })).statusCode).toBe(404);
    expect(await listOutbox(app.db, 'demo', 1)).toBeDefined();
  });
});
