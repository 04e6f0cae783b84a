// Account, registration and feedback shapes, derived from the API schemas (shared-kit/schemas).
import type { Static } from 'typebox';
import type {
  PasswordChangeResultSchema,
  PasswordChangeSchema,
  RegisteredUserSchema,
  RegistrationSchema,
  RegistrationValidationSchema,
  UnregisteredUserSchema,
  UserUpdateSchema,
} from '../schemas/auth.schemas';
import type { CronJobAvailabilitySchema, CronJobResultSchema, FeedbackCreatedSchema, FeedbackSchema, OutboxMailSchema } from '../schemas/platform.schemas';

/** Unregistered user of GET /api/user/registration/{token} (spec 1 §3, without the password fields). */
export type UnregisteredUser = Static<typeof UnregisteredUserSchema>;
/** The registration form's body (validate and register). */
export type Registration = Static<typeof RegistrationSchema>;
/** Answer of the registration validation (spec 1 §5: a valid flag and an errors list). */
export type RegistrationValidation = Static<typeof RegistrationValidationSchema>;
/** Answer of a successful registration (spec 1 §7). */
export type RegisteredUser = Static<typeof RegisteredUserSchema>;
/** Password change (spec 1 §3). */
export type PasswordChange = Static<typeof PasswordChangeSchema>;
/** Answer of the password reset: status 'OK', or errors listed (spec 1 §4). */
export type PasswordChangeResult = Static<typeof PasswordChangeResultSchema>;
/** Body of PUT /api/user/{id}/update. */
export type UserUpdate = Static<typeof UserUpdateSchema>;
/** Feedback (spec 1 §3); encounterId comes from the path when it contains 'detail'. */
export type Feedback = Static<typeof FeedbackSchema>;
export type FeedbackCreated = Static<typeof FeedbackCreatedSchema>;
/** The demo data reset job's answer. */
export type CronJobResult = Static<typeof CronJobResultSchema>;
/** A mail of the demo outbox (platform design §5). */
export type OutboxMail = Static<typeof OutboxMailSchema>;
/** Whether the caller may run a job (the demo data reset) for a tenant now. */
export type CronJobAvailability = Static<typeof CronJobAvailabilitySchema>;
