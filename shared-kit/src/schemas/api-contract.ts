// The API's contract: every endpoint of spec 1 §7 and spec 2 §7 (and the platform's own), with the schemas of its
// path parameters, query, body and success answer. mock-api registers each route with these schemas (validation,
// serialisation, OpenAPI); shared-kit/mock checks test fixtures against them; a test proves both sides agree.
import { DayScheduleParamsSchema, DayScheduleQuerySchema, PractitionerDayScheduleSchema, ScheduledEncounterSchema, ScheduleParamsSchema } from './appointment.schemas';
import {
  EmailMfaSchema,
  LoginAnswerSchema,
  LoginSchema,
  MessageSchema,
  MfaResendSchema,
  OkSchema,
  PasswordChangeResultSchema,
  PasswordChangeSchema,
  QrParamsSchema,
  RegisteredUserSchema,
  RegistrationSchema,
  RegistrationValidationSchema,
  SessionStatusSchema,
  SessionUserSchema,
  TokenParamsSchema,
  TotpMfaSchema,
  UnregisteredUserSchema,
  UserIdParamsSchema,
  UserUpdateSchema,
  PropertyEntryListSchema,
} from './auth.schemas';
import { DemoEhrLaunchAnswerSchema, DemoEhrLaunchSchema } from './smart.schemas';
import {
  CdiTagsUpdateSchema,
  CoderTagsUpdateSchema,
  ConditionListSchema,
  ConditionQuerySchema,
  ConditionSchema,
  ConditionUpdateSchema,
  NewConditionSchema,
  NlpDocumentListSchema,
  PractitionerTagsListSchema,
  PractitionerTagsUpdateSchema,
  RuleSaveSchema,
} from './condition.schemas';
import {
  EncounterCopyParamsSchema,
  EncounterCopySchema,
  EncounterDetailSchema,
  EncounterListSchema,
  EncounterSchema,
  EncounterSearchBodySchema,
  EncounterSearchByPatientQuerySchema,
  EncounterSearchQuerySchema,
  EncounterStatusParamsSchema,
  EncounterTypeParamsSchema,
  EncounterUpdateBodySchema,
  LockSchema,
  PreviousEncounterSchema,
  PreviousEncountersParamsSchema,
  ReviewCodeParamsSchema,
  ReviewQueryParamsSchema,
  ReviewSchema,
  ReviewUnlockAnswerSchema,
  ReviewUnlockBodySchema,
  ReviewUpdateBodySchema,
} from './encounter.schemas';
import { CoderQueryAgingQuerySchema, CoderQueryAgingSchema } from './coder-query.schemas';
import { EncounterEventStreamSchema, EventStreamHeadersSchema, EventStreamQuerySchema } from './encounter-event.schemas';
import { ConditionNoteParamsSchema, EncounterNoteParamsSchema, NewNoteSchema, NoteListSchema, NoteSchema } from './note.schemas';
import { PatientSnapshotSchema } from './patient-snapshot.schemas';
import { PatientEncountersQuerySchema, PatientListRowSchema, PatientPropertyParamsSchema, PatientSearchQuerySchema } from './patient.schemas';
import { AuditFilterQuerySchema, AuditPageSchema, AuditQuerySchema, CsvFileSchema } from './audit.schemas';
import {
  CronJobAvailabilitySchema,
  CronJobBodySchema,
  CronJobParamsSchema,
  CronJobResultSchema,
  FeedbackCreatedSchema,
  FeedbackSchema,
  HealthSchema,
  OutboxMailListSchema,
  OutboxQuerySchema,
  SessionIdleAnswerSchema,
  SessionIdleSchema,
  TenantIdParamsSchema,
  TenantPropertiesUpdateSchema,
  VersionInfoSchema,
} from './platform.schemas';
import {
  Icd10SearchQuerySchema,
  Icd10SearchResultSchema,
  OrganizationQuerySchema,
  OrganizationSchema,
  PractitionerSchema,
  PractitionerSearchQuerySchema,
  PractitionerSearchResultSchema,
  RegionSchema,
  StringListSchema,
} from './reference.schemas';
import {
  DailyQuerySchema,
  DailyReviewRowListSchema,
  HuddleIdParamsSchema,
  HuddleQuerySchema,
  PdfFileSchema,
  PngFileSchema,
  ReviewCountListSchema,
  ReviewerCountListSchema,
  TodayYesterdayCountsSchema,
  WorkbookFileSchema,
} from './report.schemas';
import { IdParams, NoContent, Type, type Static, type TSchema } from './schema.helpers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint: its inputs, its success status and answer, and whether a /api/restricted/ twin exists (design §5). */
export interface EndpointContract {
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The request headers the endpoint reads (others are allowed). */
  readonly headers?: TSchema;
  readonly response: TSchema;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 204;
  /** Also served under /api/restricted/... for CDI_RESTRICTED (and only for them). */
  readonly restricted?: boolean;
}

const PdfById = { params: IdParams, response: PdfFileSchema } as const;
const ListOf = <T extends TSchema>(item: T) => Type.Array(item);

/** Keys are `METHOD path` with Fastify's `:name` parameters, the plain (not restricted) path. */
export const API_CONTRACT = {
  // Platform (spec 1 §2.12, §7)
  'GET /api/version': { response: VersionInfoSchema },
  'GET /api/health': { response: HealthSchema },
  'POST /api/feedback': { body: FeedbackSchema, response: FeedbackCreatedSchema, status: 201 },
  // Live presence (issue 11): server-sent events of lock, review, status and condition changes.
  'GET /api/events': { query: EventStreamQuerySchema, headers: EventStreamHeadersSchema, response: EncounterEventStreamSchema },

  // Sign-in, MFA, registration, password reset (spec 1 §7)
  'POST /api/sso/login': { body: LoginSchema, response: LoginAnswerSchema },
  'GET /api/sso/logout': { response: OkSchema },
  'GET /api/sso/reset': { response: MessageSchema },
  'GET /api/sso/session': { response: SessionStatusSchema },
  'POST /api/sso/login/mfa': { body: EmailMfaSchema, response: SessionUserSchema },
  'POST /api/sso/login/mfa/totp': { body: TotpMfaSchema, response: SessionUserSchema },
  'POST /api/sso/login/mfa/totp/qr': { body: TotpMfaSchema, response: SessionUserSchema },
  'POST /api/sso/login/mfa/resend': { body: MfaResendSchema, response: MessageSchema },
  'GET /api/sso/qr/:uuid': { params: QrParamsSchema, response: PngFileSchema },
  'GET /api/user/current': { response: SessionUserSchema },
  'PUT /api/user/:id/update': { params: UserIdParamsSchema, body: UserUpdateSchema, response: SessionUserSchema },
  'GET /api/user/registration/:token': { params: TokenParamsSchema, response: UnregisteredUserSchema },
  'PUT /api/user/registration/:token/validate': { params: TokenParamsSchema, body: RegistrationSchema, response: RegistrationValidationSchema },
  'POST /api/user/registration/:token': { params: TokenParamsSchema, body: RegistrationSchema, response: RegisteredUserSchema, status: 201 },
  'POST /api/user/password/reset': { body: PasswordChangeSchema, response: PasswordChangeResultSchema },
  'GET /api/user/practitioner': { response: ListOf(PractitionerSchema) },

  // Encounters (spec 1 §7, spec 2 §7)
  'GET /api/encounter': { query: EncounterSearchQuerySchema, response: EncounterListSchema, restricted: true },
  'GET /api/encounter/search': { query: EncounterSearchByPatientQuerySchema, response: EncounterListSchema, restricted: true },
  'POST /api/encounter/search': { body: EncounterSearchBodySchema, response: EncounterListSchema, restricted: true },
  'GET /api/encounter/detail/:id': { params: IdParams, response: EncounterDetailSchema, restricted: true },
  'PUT /api/encounter/lock/:id': { params: IdParams, response: LockSchema, restricted: true },
  'PUT /api/encounter/unlock/:id': { params: IdParams, response: LockSchema, restricted: true },
  'PUT /api/encounter': { body: EncounterUpdateBodySchema, response: EncounterSchema, restricted: true },
  'PUT /api/encounter/status/:encounterId/:status': { params: EncounterStatusParamsSchema, response: EncounterSchema, restricted: true },
  'PUT /api/encounter/type/:encounterId/:typeCode': { params: EncounterTypeParamsSchema, response: EncounterSchema, restricted: true },
  'PUT /api/encounter/:currentId/copy/:previousId': { params: EncounterCopyParamsSchema, response: EncounterDetailSchema, restricted: true },
  'PUT /api/encounter/reset/:id': { params: IdParams, response: EncounterDetailSchema, restricted: true },
  'GET /api/encounter/:id/copies': { params: IdParams, response: ListOf(EncounterCopySchema), restricted: true },
  'GET /api/encounter/previous/:subjectId/:encounterId': { params: PreviousEncountersParamsSchema, response: ListOf(PreviousEncounterSchema), restricted: true },
  'GET /api/encounter/patient': { query: PatientEncountersQuerySchema, response: EncounterListSchema, restricted: true },

  // Reviews (spec 2 §4.1, §4.2, §7)
  'PUT /api/review/code/:reviewId/:code': { params: ReviewCodeParamsSchema, response: ReviewSchema },
  'PUT /api/review': { body: ReviewUpdateBodySchema, response: ReviewSchema },
  'PUT /api/review/query/:reviewId/:status': { params: ReviewQueryParamsSchema, response: ReviewSchema },
  'PUT /api/review/unlock': { body: ReviewUnlockBodySchema, response: ReviewUnlockAnswerSchema, restricted: true },

  // Conditions, tags, notes (spec 2 §7)
  'PUT /api/encounter/condition': { body: ConditionUpdateSchema, response: ConditionSchema, restricted: true },
  'POST /api/encounter/condition': { body: NewConditionSchema, response: ConditionSchema, status: 201, restricted: true },
  'PUT /api/encounter/condition/rule': { body: RuleSaveSchema, response: ConditionListSchema, restricted: true },
  'PUT /api/encounter/condition/:id/query': { params: IdParams, body: ConditionQuerySchema, response: ConditionSchema },
  'PUT /api/encounter/condition/:id/tags/cdi': { params: IdParams, body: CdiTagsUpdateSchema, response: ConditionSchema, restricted: true },
  'PUT /api/encounter/condition/:id/tags/coder': { params: IdParams, body: CoderTagsUpdateSchema, response: ConditionSchema },
  'PUT /api/encounter/condition/tags/practitioner': { body: PractitionerTagsUpdateSchema, response: PractitionerTagsListSchema },
  'GET /api/encounter/note/:encounterId': { params: EncounterNoteParamsSchema, response: NoteListSchema, restricted: true },
  'GET /api/encounter/note/:encounterId/condition/:conditionId': { params: ConditionNoteParamsSchema, response: NoteListSchema, restricted: true },
  'POST /api/encounter/note': { body: NewNoteSchema, response: NoteSchema, status: 201, restricted: true },
  'POST /api/audit/read/encounter-condition/:id': { params: IdParams, response: NoContent, status: 204 },
  'GET /api/nlp/prediction/:id': { params: IdParams, response: NlpDocumentListSchema },
  // The coder query aging view (issue 12): every outstanding coder query of the tenant, oldest first.
  'GET /api/coder/query/aging': { query: CoderQueryAgingQuerySchema, response: CoderQueryAgingSchema },

  // Patients (spec 1 §2.7, §2.9, §7)
  'GET /api/patient/enhanced_search': { query: PatientSearchQuerySchema, response: ListOf(PatientListRowSchema), restricted: true },
  'GET /api/patient/profile/:id': { params: IdParams, response: PngFileSchema, restricted: true },
  'GET /api/patient/property/:key/values': { params: PatientPropertyParamsSchema, response: StringListSchema, restricted: true },
  'GET /api/patient/:id/snapshot': { params: IdParams, response: PatientSnapshotSchema, restricted: true },

  // Reference lists (spec 1 §7, spec 2 §7)
  'GET /api/organization': { query: OrganizationQuerySchema, response: ListOf(OrganizationSchema) },
  'GET /api/organization/:id': { params: IdParams, response: OrganizationSchema },
  'GET /api/region': { response: ListOf(RegionSchema) },
  'GET /api/practitioner/search': { query: PractitionerSearchQuerySchema, response: ListOf(PractitionerSearchResultSchema) },
  'GET /api/appointment/types': { response: StringListSchema },
  'GET /api/icd10/search': { query: Icd10SearchQuerySchema, response: ListOf(Icd10SearchResultSchema) },

  // Scheduling (spec 1 §7, spec 2 §4.7)
  'PUT /api/appointment/schedule/:encounterId/:practitionerId/:startMillis': { params: ScheduleParamsSchema, response: ScheduledEncounterSchema },
  'GET /api/appointment/schedule/:id': { params: DayScheduleParamsSchema, query: DayScheduleQuerySchema, response: PractitionerDayScheduleSchema },

  // Reports (spec 1 §2.10, §7) and PDFs (spec 2 §7)
  'GET /api/review/counts': { response: ReviewCountListSchema },
  'GET /api/dashboard/review/count': { response: TodayYesterdayCountsSchema },
  'GET /api/dashboard/review/daily': { query: DailyQuerySchema, response: DailyReviewRowListSchema },
  'GET /api/dashboard/review/reviewer': { query: DailyQuerySchema, response: ReviewerCountListSchema },
  'GET /api/report/worklist/client/cdi': { response: WorkbookFileSchema },
  'GET /api/report/worklist/client/coder': { response: WorkbookFileSchema },
  'GET /api/report/huddle': { query: HuddleQuerySchema, response: PdfFileSchema },
  'GET /api/report/huddle/org/:id': { params: HuddleIdParamsSchema, query: HuddleQuerySchema, response: PdfFileSchema },
  'GET /api/report/huddle/practitioner/:id': { params: HuddleIdParamsSchema, query: HuddleQuerySchema, response: PdfFileSchema },
  'GET /api/report/huddle/region/:id': { params: HuddleIdParamsSchema, query: HuddleQuerySchema, response: PdfFileSchema },
  'GET /api/pdf/encounter/:id': PdfById,
  'GET /api/pdf/cdi/encounter/:id': PdfById,

  // The audit trail (issue 14; HIPAA §164.312(b)): QA managers and clinical admins read it; reading is audited
  'GET /api/audit': { query: AuditQuerySchema, response: AuditPageSchema },
  'GET /api/audit/csv': { query: AuditFilterQuerySchema, response: CsvFileSchema },

  // Demo data reset (spec 1 §2.11, §7) and the demo helpers (platform design §5)
  'GET /api/admin/cron/job/:jobId/tenant/:tenantId': { params: CronJobParamsSchema, response: CronJobAvailabilitySchema },
  'POST /api/admin/cron/job/:jobId/tenant/:tenantId/execute': { params: CronJobParamsSchema, body: CronJobBodySchema, response: CronJobResultSchema },
  'GET /api/dev/outbox': { query: OutboxQuerySchema, response: OutboxMailListSchema },
  'PUT /api/dev/tenant/:id/properties': { params: TenantIdParamsSchema, body: TenantPropertiesUpdateSchema, response: PropertyEntryListSchema },
  'POST /api/dev/session/idle': { body: SessionIdleSchema, response: SessionIdleAnswerSchema },
  'POST /api/demo-ehr/launch': { body: DemoEhrLaunchSchema, response: DemoEhrLaunchAnswerSchema },
} as const satisfies Record<string, EndpointContract>;

export type EndpointKey = keyof typeof API_CONTRACT;
type Contract<K extends EndpointKey> = (typeof API_CONTRACT)[K];

/** The success answer of an endpoint, as a type: `ApiAnswer<'GET /api/encounter/detail/:id'>`. */
export type ApiAnswer<K extends EndpointKey> = Static<Contract<K>['response']>;
/** The body an endpoint takes. */
export type ApiBody<K extends EndpointKey> = Contract<K> extends { body: infer B extends TSchema } ? Static<B> : never;
/** The query an endpoint takes. */
export type ApiQuery<K extends EndpointKey> = Contract<K> extends { query: infer Q extends TSchema } ? Static<Q> : never;

export const RESTRICTED_PREFIX = '/api/restricted/';

/** `GET /api/encounter/detail/:id` → `GET /api/restricted/encounter/detail/:id`. */
export const restrictedKey = (key: string): string => key.replace(' /api/', ` ${RESTRICTED_PREFIX}`);

/** Every `METHOD path` the API serves, restricted twins included, with its contract. */
export function contractEntries(): Array<{ key: string; method: HttpMethod; path: string; contract: EndpointContract; restricted: boolean }> {
  const out: Array<{ key: string; method: HttpMethod; path: string; contract: EndpointContract; restricted: boolean }> = [];
  for (const [key, contract] of Object.entries(API_CONTRACT) as Array<[string, EndpointContract]>) {
    const keys = contract.restricted ? [key, restrictedKey(key)] : [key];
    for (const k of keys) {
      const [method, path] = k.split(' ') as [HttpMethod, string];
      out.push({ key: k, method, path, contract, restricted: k !== key });
    }
  }
  return out;
}
