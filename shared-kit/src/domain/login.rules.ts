import type { LoginState } from './auth.constants';
import { MESSAGES } from './messages';

/**
 * Classifies an answer of POST /api/sso/login (spec 1 §4): MFA when it has mfaType and mfaEmail,
 * success when it has id and username, otherwise failure.
 */
export function classifyLoginResponse(body: unknown): LoginState {
  if (typeof body !== 'object' || body === null) return 'LOGIN_FAILURE';
  const has = (key: string): boolean => {
    const value = (body as Record<string, unknown>)[key];
    return value !== undefined && value !== null && value !== '';
  };
  if (has('mfaType') && has('mfaEmail')) return 'MFA_REQUIRED';
  if (has('id') && has('username')) return 'LOGIN_SUCCESS';
  return 'LOGIN_FAILURE';
}

/** Lockout answers are recognised by their text (spec 1 §8: "response text contains 'locked'"). */
export function isLockoutText(text: string | null | undefined): boolean {
  return !!text && text.toLowerCase().includes('locked');
}

/**
 * The login error text (spec 1 §8). Lockout when the answer says 'locked' (or is 423, the platform's
 * locked status); invalid credentials when the server answered the sign-in itself (2xx failure body,
 * 400, 401); anything else (5xx, no answer) is the general failure.
 */
export function loginErrorMessage(status: number, text?: string | null): string {
  if (status === 423 || isLockoutText(text)) return MESSAGES.accountLocked;
  if ((status >= 200 && status < 300) || status === 400 || status === 401) return MESSAGES.invalidLogin;
  return MESSAGES.generalFailure;
}

/** The MFA error text (spec 1 §8): the code was not recognised, or the lockout message. */
export function mfaErrorMessage(status: number, text?: string | null): string {
  if (status === 423 || isLockoutText(text)) return MESSAGES.accountLocked;
  return MESSAGES.mfaFailure;
}
