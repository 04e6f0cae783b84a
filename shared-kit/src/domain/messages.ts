/**
 * The message catalogue: every user-facing text of both specs, copied exactly (including double spaces).
 * Platform texts the specs do not give are marked "(platform)" and explained in shared-kit/README.md.
 */
export const MESSAGES = {
  // Spec 1 §8
  invalidLogin: 'Invalid username/password.  Please try again.',
  accountLocked:
    'Your account has reached the maximum number of failed login attempts. Please contact Client Success to unlock your account.',
  generalFailure:
    'An error has occurred and you have been logged out.  If you continue to receive this error, please notify the provider support',
  loggedOut: 'You have been logged out',
  // Spec 2 §8 / spec 1 §2.4
  unsavedChanges: 'There are unsaved changes to one or more conditions. Continue without saving?',
  cancel: 'Cancel',
  continue: 'Continue',
  // (platform) remote failure isolation
  remoteUnavailableTitle: '{remote} could not be loaded',
  remoteUnavailableDetail: 'This part of the application is unavailable right now. The rest of the application keeps working.',
  retry: 'Retry',
} as const;

export type MessageKey = keyof typeof MESSAGES;
