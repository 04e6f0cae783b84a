import { Nullable, Type } from './schema.helpers';

/** Version info (spec 1 §3) for the Version page. */
export const VersionInfoSchema = Type.Object(
  {
    name: Type.String(),
    projectVersion: Type.String(),
    envVersion: Type.String(),
    buildNumber: Type.String(),
    date: Type.String({ description: 'Build date (bundle) or start date (dev), ISO 8601' }),
    host: Type.String(),
  },
  { title: 'VersionInfo' },
);

export const HealthSchema = Type.Object({ status: Type.Literal('ok') });

/** Short upper-case codes; the spec names the fields but not their values (mock-api README "Feedback codes"). */
const Code = (description: string) => Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,31}$', description });

/** Feedback (spec 1 §3); encounterId comes from the path when it contains 'detail'. The description is stored trimmed. */
export const FeedbackSchema = Type.Object(
  {
    feedbackTypeCode: Code('e.g. GENERAL, BUG, IDEA'),
    encounterId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'From the page path when it contains detail' }),
    applicationTypeCode: Code('e.g. WEB'),
    applicationState: Type.String({ maxLength: 2000, description: 'Where the user was: route, mode, remote' }),
    description: Type.String({ minLength: 1, maxLength: 4000, pattern: '\\S' }),
  },
  { title: 'Feedback' },
);
export const FeedbackCreatedSchema = Type.Object({ id: Type.Integer() }, { title: 'FeedbackCreated' });

/** POST /api/admin/cron/job/{jobId}/tenant/{tenantId}/execute (spec 1 §7): the demo data reset job. */
export const CronJobParamsSchema = Type.Object({ jobId: Type.String({ minLength: 1, maxLength: 100 }), tenantId: Type.String({ minLength: 1, maxLength: 100 }) });
/** The client sends an empty array (spec 1 §7); job arguments are not supported. */
export const CronJobBodySchema = Type.Array(Type.Unknown(), { maxItems: 0 });
export const CronJobResultSchema = Type.Object(
  {
    status: Type.Literal('OK'),
    jobId: Type.String(),
    tenantId: Type.String(),
    message: Type.String(),
    encounters: Type.Integer(),
    durationMs: Type.Integer(),
  },
  { title: 'CronJobResult' },
);

/**
 * GET /api/admin/cron/job/{jobId}/tenant/{tenantId}: whether the caller may run the job for the tenant now (the account
 * page offers the demo data reset only when it is available: demo mode on and a demo tenant of the caller's own).
 */
export const CronJobAvailabilitySchema = Type.Object(
  { jobId: Type.String(), tenantId: Type.String(), available: Type.Boolean() },
  { title: 'CronJobAvailability' },
);

/** GET /api/dev/outbox (platform design §5): mails sent to the caller's tenant, newest first. */
export const OutboxQuerySchema = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });
export const OutboxMailSchema = Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), sentAt: Type.String() }, { title: 'OutboxMail' });
export const OutboxMailListSchema = Type.Array(OutboxMailSchema);

/** POST /api/dev/session/idle (demo mode): make the caller's own session expire for idleness in `secondsLeft` seconds. */
export const SessionIdleSchema = Type.Object({ secondsLeft: Type.Integer({ minimum: 0, maximum: 24 * 3600 }) }, { additionalProperties: false });
export const SessionIdleAnswerSchema = Type.Object({ idleRemainingSeconds: Type.Integer() }, { title: 'SessionIdleAnswer' });

/** PUT /api/dev/tenant/{tenantId}/properties (platform design §5, §7). */
export const TenantIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
/** key → value (text, ≤ 4,000 characters) sets it, key → null removes it (the feature falls back to its default). */
export const TenantPropertiesUpdateSchema = Type.Record(Type.String({ maxLength: 100 }), Nullable(Type.String({ maxLength: 4000 })), {
  minProperties: 1,
  maxProperties: 50,
});
