import { MESSAGES } from './messages';
import {
  canSavePasswordReset,
  hasSequentialOrRepeatedRun,
  isValidMfaCode,
  passwordPolicyProblems,
  passwordResetFormErrors,
  registrationFormErrors,
} from './password.rules';

describe('hasSequentialOrRepeatedRun', () => {
  it.each(['aaaa', 'xx1234yy', 'ABCD', 'dcba', '9876', 'Pass####'])('finds a run of 4 in %s', (password) => {
    expect(hasSequentialOrRepeatedRun(password)).toBe(true);
  });
  it.each(['aaa', 'abc1abc', 'Curate#2026', '1235', 'abdc'])('finds none in %s', (password) => {
    expect(hasSequentialOrRepeatedRun(password)).toBe(false);
  });
});

describe('passwordPolicyProblems', () => {
  it('accepts the demo password', () => {
    expect(passwordPolicyProblems('Curate#2026', ['Casey', 'Diaz', 'cdi', 'cdi@demo.test'])).toEqual([]);
  });
  it.each([
    ['Ab#1', ['LENGTH']],
    ['ab#1', ['LENGTH', 'CHARACTERS']],
    ['curate#2026', ['CHARACTERS']],
    ['CURATE#2026', ['CHARACTERS']],
    ['Curate2026', ['CHARACTERS']],
    ['Curate#abcd', ['CHARACTERS', 'SEQUENCE']],
  ])('%s breaks %j', (password, problems) => {
    expect(passwordPolicyProblems(password)).toEqual(problems);
  });
  it('refuses personal words of 3 or more letters, whatever the case', () => {
    expect(passwordPolicyProblems('Xcasey#2019', ['Casey', 'Diaz'])).toEqual(['PERSONAL']);
    expect(passwordPolicyProblems('Xyz#2019ab', ['Al', 'Bo'])).toEqual([]);
  });
});

describe('registrationFormErrors', () => {
  const valid = { firstName: 'Nova', lastName: 'Userton', password: 'Bright#1', passwordConfirm: 'Bright#1' };
  it('is empty for a complete form', () => expect(registrationFormErrors(valid)).toEqual([]));
  it('names each missing name', () => {
    expect(registrationFormErrors({ ...valid, firstName: ' ', lastName: '' })).toEqual([MESSAGES.firstNameRequired, MESSAGES.lastNameRequired]);
  });
  it.each([
    { password: '', passwordConfirm: '' },
    { password: 'Short#1'.slice(0, 6), passwordConfirm: 'Short#' },
    { password: 'Bright#1', passwordConfirm: 'Bright#2' },
  ])('asks for passwords that meet the requirements (%j)', (change) => {
    expect(registrationFormErrors({ ...valid, ...change })).toEqual([MESSAGES.passwordsMustMeetRequirements]);
  });
});

describe('password reset form', () => {
  it('gives the three texts of spec 1 §5', () => {
    expect(passwordResetFormErrors({ password: '', confirmPassword: '' })).toEqual(['New password required']);
    expect(passwordResetFormErrors({ password: 'abc', confirmPassword: 'abc' })).toEqual(['New password must be at least 7 characters long']);
    expect(passwordResetFormErrors({ password: 'abcdefg', confirmPassword: 'abcdefh' })).toEqual(['Password confirmation does not match']);
    expect(passwordResetFormErrors({ password: 'abcdefg', confirmPassword: 'abcdefg' })).toEqual([]);
  });
  it('offers Save only when both are non-empty and equal in length', () => {
    expect(canSavePasswordReset({ password: '', confirmPassword: '' })).toBe(false);
    expect(canSavePasswordReset({ password: 'abc', confirmPassword: '' })).toBe(false);
    expect(canSavePasswordReset({ password: 'abc', confirmPassword: 'ab' })).toBe(false);
    expect(canSavePasswordReset({ password: 'abc', confirmPassword: 'xyz' })).toBe(true);
  });
});

describe('isValidMfaCode', () => {
  it('wants exactly the given number of digits', () => {
    expect(isValidMfaCode('1234567', 7)).toBe(true);
    expect(isValidMfaCode('123456', 7)).toBe(false);
    expect(isValidMfaCode('12345a7', 7)).toBe(false);
    expect(isValidMfaCode('123456', 6)).toBe(true);
    expect(isValidMfaCode('1234567', 6)).toBe(false);
  });
});
