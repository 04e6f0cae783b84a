import { PASSWORD_MIN_LENGTH } from './limits.constants';
import { MESSAGES } from './messages';

/** A password-policy rule a password breaks (spec 1 §5); the breach check needs the server's list, so it is not here. */
export type PasswordProblem = 'LENGTH' | 'CHARACTERS' | 'PERSONAL' | 'SEQUENCE';

/** The text the server lists for each broken rule (shown under 'Registration Error' or in the reset errors). */
export const PASSWORD_PROBLEM_MESSAGES: Readonly<Record<PasswordProblem | 'BREACHED', string>> = {
  LENGTH: MESSAGES.passwordErrorLength,
  CHARACTERS: MESSAGES.passwordErrorCharacters,
  PERSONAL: MESSAGES.passwordErrorPersonal,
  SEQUENCE: MESSAGES.passwordErrorSequence,
  BREACHED: MESSAGES.passwordErrorBreached,
};

/** The requirements panel, in the order of spec 1 §5. */
export const PASSWORD_POLICY_ITEMS: readonly string[] = [
  MESSAGES.passwordPolicyLength,
  MESSAGES.passwordPolicyCharacters,
  MESSAGES.passwordPolicyNotGuessable,
  MESSAGES.passwordPolicyNoSequences,
  MESSAGES.passwordPolicyNotBreached,
];

const RUN = 4;

/**
 * True when the password holds RUN (4) or more characters in a row that repeat ('aaaa') or step by one
 * up or down ('abcd', '4321'), case-insensitively (spec 1 §5).
 */
export function hasSequentialOrRepeatedRun(password: string, run = RUN): boolean {
  const codes = Array.from(password.toLowerCase(), (c) => c.codePointAt(0) ?? 0);
  let repeated = 1;
  let up = 1;
  let down = 1;
  for (let i = 1; i < codes.length; i += 1) {
    const step = (codes[i] ?? 0) - (codes[i - 1] ?? 0);
    repeated = step === 0 ? repeated + 1 : 1;
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    if (repeated >= run || up >= run || down >= run) return true;
  }
  return false;
}

/** Personal words (names, username, the email's local part) of 3+ letters must not appear in the password. */
function containsPersonalWord(password: string, personal: readonly string[]): boolean {
  const lower = password.toLowerCase();
  const words = personal
    .flatMap((value) => value.toLowerCase().split(/[^a-z0-9]+/))
    .filter((word) => word.length >= 3);
  return words.some((word) => lower.includes(word));
}

/**
 * The policy rules of spec 1 §5 a password breaks, except the breach check (server only).
 * `personal`: the user's names, username and email, which the password must not contain.
 */
export function passwordPolicyProblems(password: string, personal: readonly string[] = []): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('LENGTH');
  const hasAll = /[A-Z]/.test(password) && /[a-z]/.test(password) && /[0-9]/.test(password) && /[^A-Za-z0-9]/.test(password);
  if (!hasAll) problems.push('CHARACTERS');
  if (containsPersonalWord(password, personal)) problems.push('PERSONAL');
  if (hasSequentialOrRepeatedRun(password)) problems.push('SEQUENCE');
  return problems;
}

export interface RegistrationFormValues {
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirm: string;
}

/** Client checks of the registration form (spec 1 §5), as the texts to show; empty when the form may be sent. */
export function registrationFormErrors(values: RegistrationFormValues): string[] {
  const errors: string[] = [];
  if (values.firstName.trim() === '') errors.push(MESSAGES.firstNameRequired);
  if (values.lastName.trim() === '') errors.push(MESSAGES.lastNameRequired);
  const { password, passwordConfirm } = values;
  if (!password || !passwordConfirm || password.length < PASSWORD_MIN_LENGTH || password !== passwordConfirm) {
    errors.push(MESSAGES.passwordsMustMeetRequirements);
  }
  return errors;
}

export interface PasswordResetFormValues {
  password: string;
  confirmPassword: string;
}

/** Checks of the password-reset form (spec 1 §5), as the texts to show. */
export function passwordResetFormErrors({ password, confirmPassword }: PasswordResetFormValues): string[] {
  if (password === '') return [MESSAGES.newPasswordRequired];
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(MESSAGES.newPasswordTooShort);
  if (password !== confirmPassword) errors.push(MESSAGES.passwordConfirmationMismatch);
  return errors;
}

/** Spec 1 §5: Save appears only when both passwords are non-empty and equal in length. */
export function canSavePasswordReset({ password, confirmPassword }: PasswordResetFormValues): boolean {
  return password.length > 0 && confirmPassword.length > 0 && password.length === confirmPassword.length;
}

/** An MFA code is exactly 7 digits (emailed) or 6 digits (authenticator) (spec 1 §5). */
export function isValidMfaCode(code: string, length: number): boolean {
  return code.length === length && /^[0-9]+$/.test(code);
}
