/**
 * Texts of the auth remote that the spec does not give (see README). Spec texts come from
 * shared-kit's MESSAGES.
 */
export const AUTH_TEXTS = {
  signInTitle: 'Sign in to Curate CDI',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign In',
  showPassword: 'Show password',
} as const;
