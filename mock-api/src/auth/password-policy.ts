import { MESSAGES, PASSWORD_PROBLEM_MESSAGES, passwordPolicyProblems } from 'shared-kit/domain';
import { isBreachedPassword } from './breached-passwords';

/**
 * The server's password check (spec 1 §5): the shared policy rules, the breach list, and the confirmation.
 * Answers the texts to list; empty when the password is acceptable. `personal`: names, username, email.
 */
export function passwordPolicyErrors(password: string, confirmation: string, personal: readonly string[]): string[] {
  const errors = passwordPolicyProblems(password, personal).map((problem) => PASSWORD_PROBLEM_MESSAGES[problem]);
  if (password.length > 0 && isBreachedPassword(password)) errors.push(PASSWORD_PROBLEM_MESSAGES.BREACHED);
  if (password !== confirmation) errors.push(MESSAGES.passwordConfirmationMismatch);
  return errors;
}
