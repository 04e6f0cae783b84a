import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, sessionCookieOf } from './test-app';

/** Signs a demo user in and returns the Cookie header value. */
export async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password: DEMO_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/** Id of a seeded user. */
export async function userIdOf(app: FastifyInstance, username: string): Promise<number> {
  return (await app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** An encounter of `tenant` without an active lock, matching the optional SQL-side filter on its review code. */
export async function unlockedEncounter(app: FastifyInstance, tenant: string, reviewCode?: string, skip = 0): Promise<{ id: number; reviewId: number }> {
  let q = app.db
    .selectFrom('encounters as e')
    .innerJoin('reviews as r', 'r.encounter_id', 'e.id')
    .innerJoin('patients as p', 'p.id', 'e.patient_id')
    .leftJoin('locks as l', (j) => j.onRef('l.encounter_id', '=', 'e.id').on('l.status_code', '=', 'ACTIVE'))
    .select(['e.id', 'r.id as reviewId'])
    .where('e.tenant_id', '=', tenant)
    .where('l.id', 'is', null)
    .where('p.status', '=', 'ACTIVE');
  if (reviewCode) q = q.where('r.review_code', '=', reviewCode as 'OPEN');
  return q.orderBy('e.id').offset(skip).limit(1).executeTakeFirstOrThrow();
}
