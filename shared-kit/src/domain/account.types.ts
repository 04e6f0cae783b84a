/** Unregistered user of GET /api/user/registration/{token} and the registration form (spec 1 §3). */
export interface UnregisteredUser {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirm: string;
}

/** Answer of the registration validation (spec 1 §5: a valid flag and an errors list). */
export interface RegistrationValidation {
  valid: boolean;
  errors: string[];
}

/** Answer of a successful registration (spec 1 §7). */
export interface RegisteredUser {
  username: string;
  email: string;
}

/** Password change (spec 1 §3). */
export interface PasswordChange {
  token: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Answer of the password reset: status 'OK', or errors listed (spec 1 §4). */
export interface PasswordChangeResult {
  status: string;
  errors?: string[];
}

/** Feedback (spec 1 §3); encounterId comes from the path when it contains 'detail'. */
export interface Feedback {
  feedbackTypeCode: string;
  encounterId: number | null;
  applicationTypeCode: string;
  applicationState: string;
  description: string;
}
