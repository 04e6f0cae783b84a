import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared-kit/domain';
import { listOutbox } from '../mail/outbox.service';
import { DEMO_PASSWORD, sessionCookieOf, TestClock, TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ now: clock.now });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** Signs the user in, asks for the reset mail and answers the token of its link. */
async function resetToken(username: string): Promise<string> {
  const signIn = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password: DEMO_PASSWORD } });
  await app.inject({ method: 'GET', url: '/api/sso/reset', headers: { cookie: sessionCookieOf(signIn) } });
  const mail = (await listOutbox(app.db, 'demo', 1))[0];
  const token = /\/reset\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link mailed');
  return token;
}

const reset = (payload: object) => app.inject({ method: 'POST', url: '/api/user/password/reset', payload });
const NEW_PASSWORD = 'Quiet#River58';

describe('POST /api/user/password/reset', () => {
  it('lists policy errors, then sets the password once', async () => {
    const token = await resetToken('coderqa');
    const weak = await reset({ token, email: 'coderqa@demo.test', password: 'abc', confirmPassword: 'abd' });
    expect(weak.statusCode).toBe(200);
    expect(weak.json()).toEqual({
      status: 'ERROR',
      errors: [MESSAGES.passwordErrorLength, MESSAGES.passwordErrorCharacters, MESSAGES.passwordConfirmationMismatch],
    });
    const ok = await reset({ token, email: 'CoderQA@demo.test', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.json()).toEqual({ status: 'OK' });
    const signIn = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'coderqa', password: NEW_PASSWORD } });
    expect(signIn.json()).toMatchObject({ username: 'coderqa' });
    const again = await reset({ token, email: 'coderqa@demo.test', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(again.json()).toEqual({ status: 'ERROR', errors: [MESSAGES.resetLinkInvalid] });
  });

  it('refuses another account\'s email, an unknown token and an expired link', async () => {
    const token = await resetToken('physician');
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await reset({ ...body, token, email: 'cdi@demo.test' })).json()).toEqual({ status: 'ERROR', errors: [MESSAGES.resetLinkInvalid] });
    expect((await reset({ ...body, token: 'nope', email: 'physician@demo.test' })).json()).toEqual({ status: 'ERROR', errors: [MESSAGES.resetLinkInvalid] });
    clock.advanceMinutes(25 * 60);
    expect((await reset({ ...body, token, email: 'physician@demo.test' })).json()).toEqual({ status: 'ERROR', errors: [MESSAGES.resetLinkInvalid] });
  });

  it('refuses a malformed body with 400', async () => {
    const response = await reset({ token: 'x', email: 'a@b.c' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });
});
