import type { Static } from 'typebox';
import type { SessionStatusSchema } from '../schemas/auth.schemas';

/**
 * GET /api/sso/session: how long the signed-in session has left, read without extending it (the automatic logoff in
 * the browser asks this; any other call restarts the idle clock). Derived from the API schema.
 */
export type SessionStatus = Static<typeof SessionStatusSchema>;
