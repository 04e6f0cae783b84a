import { classifyLoginResponse, isLockoutText, loginErrorMessage, mfaErrorMessage } from './login.rules';
import { MESSAGES } from './messages';

describe('classifyLoginResponse (spec 1 §4)', () => {
  it('MFA required when the answer has mfaType and mfaEmail', () => {
    expect(classifyLoginResponse({ mfaType: 'EMAIL', mfaEmail: 'a@demo.test' })).toBe('MFA_REQUIRED');
    expect(classifyLoginResponse({ mfaType: 'QR_TOTP', mfaEmail: 'a@demo.test', qrCodeUuid: 'u' })).toBe('MFA_REQUIRED');
  });

  it('success when it has id and username', () => {
    expect(classifyLoginResponse({ id: 1, username: 'cdi' })).toBe('LOGIN_SUCCESS');
  });

  it('failure otherwise', () => {
    expect(classifyLoginResponse({ mfaType: 'EMAIL' })).toBe('LOGIN_FAILURE');
    expect(classifyLoginResponse({ username: 'cdi' })).toBe('LOGIN_FAILURE');
    expect(classifyLoginResponse({ id: 1, username: '' })).toBe('LOGIN_FAILURE');
    expect(classifyLoginResponse(null)).toBe('LOGIN_FAILURE');
    expect(classifyLoginResponse('Invalid')).toBe('LOGIN_FAILURE');
  });
});

describe('isLockoutText', () => {
  it("is true when the text contains 'locked' in any case", () => {
    expect(isLockoutText('Account LOCKED')).toBe(true);
    expect(isLockoutText('your account is locked')).toBe(true);
  });

  it('is false otherwise', () => {
    expect(isLockoutText('Bad credentials')).toBe(false);
    expect(isLockoutText(undefined)).toBe(false);
  });
});

describe('loginErrorMessage (spec 1 §8)', () => {
  it('lockout text wins', () => {
    expect(loginErrorMessage(401, 'Account is locked')).toBe(MESSAGES.accountLocked);
    expect(loginErrorMessage(423, '')).toBe(MESSAGES.accountLocked);
  });

  it('a refused sign-in is an invalid login', () => {
    expect(loginErrorMessage(401, 'Bad credentials')).toBe(MESSAGES.invalidLogin);
    expect(loginErrorMessage(400)).toBe(MESSAGES.invalidLogin);
    expect(loginErrorMessage(200, '')).toBe(MESSAGES.invalidLogin);
  });

  it('anything else is the general failure', () => {
    expect(loginErrorMessage(500, 'boom')).toBe(MESSAGES.generalFailure);
    expect(loginErrorMessage(0)).toBe(MESSAGES.generalFailure);
  });
});

describe('mfaErrorMessage', () => {
  it('is the unrecognised-code text, or the lockout text', () => {
    expect(mfaErrorMessage(401, 'Invalid code')).toBe(MESSAGES.mfaFailure);
    expect(mfaErrorMessage(423, 'locked')).toBe(MESSAGES.accountLocked);
  });
});
