import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  ActivityMetStatus,
  CoderQueryStatus,
  EncounterTypeCode,
  HccVersion,
  Icd10CodeJson,
  OnClaimStatus,
  PractitionerResponseCode,
  ReportableHeaderCode,
  ReportableStatus,
  RuleInputJson,
  RuleStatusCode,
  TargetSource,
  ConditionCode,
  ConditionStatus,
  ConditionStatusCode,
  EncounterStatus,
  LockStatus,
  NoteReasonCode,
  PatientStatus,
  PractitionerStatus,
  ReviewCode,
  ReviewQueryStatus,
} from 'shared-kit/domain';
import type { KNOWN_POTENTIAL_STATUS_CODE, NET_NEW_STATUS_CODE } from 'shared-kit/domain';

/** Timestamps: Date on read, Date or ISO text on write. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type OptionalTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/**
 * jsonb of a known shape: parsed on read; written as JSON text so PGlite and node-postgres behave the same. Only values
 * the API's schemas admitted (or the seed wrote) are ever stored, so the read type is the shape written.
 */
type Json<T> = ColumnType<T | null, string | null, string | null>;

/** Patients live onshore or offshore (spec 1 §3 offshore filter); the values are ours. */
export type OnOffShore = 'ONSHORE' | 'OFFSHORE';

export interface OrganizationsTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  active: boolean;
}

export interface RegionsTable {
  id: Generated<number>;
  tenant_id: string;
  /** The code (e.g. NORTH_EAST); shown with underscores as spaces. */
  name: string;
  alias: string;
}

export interface PractitionersTable {
  id: Generated<number>;
  tenant_id: string;
  org_id: number | null;
  first_name: string;
  last_name: string;
  status_code: PractitionerStatus;
  /** One of shared-kit SPECIALTIES; the worklist specialty filter reads it. */
  specialty: string | null;
}

export interface PatientsTable {
  id: Generated<number>;
  tenant_id: string;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD (text keeps the calendar date free of time zones). */
  birth_date: string;
  /** One or more MRNs separated by ';'. */
  mrn: string;
  region_id: number | null;
  org_id: number | null;
  vbc_program: string | null;
  status: PatientStatus;
  personal_email: string | null;
  home_phone: string | null;
  insurance: string | null;
  rules_filter_specialty_prefix: string | null;
  on_off_shore: OnOffShore;
}

export interface EncountersTable {
  id: Generated<number>;
  tenant_id: string;
  patient_id: number;
  practitioner_id: number | null;
  start: Timestamp;
  ingest_date: Timestamp | null;
  status: EncounterStatus;
  /** Encounter type code (TELEHEALTH, TELEPHONIC) or null (UNKNOWN is stored as null). */
  type: EncounterTypeCode | null;
  appointment_type: string | null;
  reason_description: string | null;
  description: string | null;
  /** A shared-kit SOURCE_CODES value. */
  source: string | null;
  open_hcc_count: number;
  copied_from_id: number | null;
  coder_query_outstanding_date: Timestamp | null;
  last_review_date: Timestamp | null;
  /** The review's code, kept by a trigger on `reviews` (migration 0019) for the worklist indexes: never written here. */
  review_code: ColumnType<ReviewCode | null, never, never>;
}

export interface ReviewsTable {
  id: Generated<number>;
  tenant_id: string;
  encounter_id: number;
  review_code: ReviewCode;
  query_status_code: ReviewQueryStatus | null;
  reviewer_user_id: number | null;
  modification_date: OptionalTimestamp;
}

export interface LocksTable {
  id: Generated<number>;
  tenant_id: string;
  encounter_id: number;
  status_code: LockStatus;
  created_by_id: number;
  creation_date: Timestamp;
  disabled_date: Timestamp | null;
}

export interface NotesTable {
  id: Generated<number>;
  tenant_id: string;
  encounter_id: number;
  encounter_condition_id: number | null;
  note_body: string;
  note_reason_code: NoteReasonCode;
  created_by_id: number;
  creation_date: Timestamp;
}

export interface ConditionsTable {
  id: Generated<number>;
  tenant_id: string;
  encounter_id: number;
  title: string;
  content: string | null;
  condition_status: ConditionStatus;
  condition_code: ConditionCode;
  status_code: ConditionStatusCode;
  icd10_code_json: Json<NonNullable<Icd10CodeJson>>;
  hcc_code: string | null;
  hcc_description: string | null;
  hcc_version: HccVersion | null;
  confidence: number | null;
  clinical_evidence: string | null;
  addressed_date: Timestamp | null;
  check_mark: string | null;
  priority: number;
  source: string | null;
  rule_filter_id: number | null;
  reason_code: string | null;
  comments: string | null;
  /** Optimistic concurrency: every update must name the version it read. */
  version: Generated<number>;
  creation_date: Timestamp;
  modification_date: Timestamp | null;
  created_by_id: number | null;
  modified_by_id: number | null;
  /** The encounter copy that created this condition (migration 0005); reset deletes these. Optional on insert. */
  encounter_copy_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ConditionRulesTable {
  id: Generated<number>;
  tenant_id: string;
  encounter_condition_id: number;
  reason: string;
  title: string | null;
  status_code: RuleStatusCode;
  target_id: number | null;
  target_source_code: TargetSource | null;
  target_type: string | null;
  target_subtype_code: string | null;
  rule_input_json: Json<RuleInputJson>;
}

export interface CdiTagsTable {
  encounter_condition_id: number;
  tenant_id: string;
  net_new_status_code: typeof NET_NEW_STATUS_CODE | null;
  known_potential_status_code: typeof KNOWN_POTENTIAL_STATUS_CODE | null;
  expected_diagnosis: boolean | null;
}

export interface CoderTagsTable {
  encounter_condition_id: number;
  tenant_id: string;
  query_status_code: CoderQueryStatus | null;
  query_creation_date: Timestamp | null;
  query_creation_username: string | null;
  query_response_date: Timestamp | null;
  query_response_username: string | null;
  on_claim_status_code: OnClaimStatus | null;
  reportable_status_code: ReportableStatus | null;
  reportable_header_code: ReportableHeaderCode | null;
  reportable_reason: string | null;
  reportable_text: string | null;
  condition_diagnosis_code: string | null;
  activity_met_status_code: ActivityMetStatus | null;
}

export interface PractitionerTagsTable {
  encounter_condition_id: number;
  tenant_id: string;
  practitioner_response_code: PractitionerResponseCode | null;
}

export interface EncounterCopiesTable {
  id: Generated<number>;
  tenant_id: string;
  encounter_id: number;
  source_encounter_id: number;
  created_by_id: number;
  creation_date: Timestamp;
}

export interface NlpDocumentsTable {
  id: Generated<number>;
  tenant_id: string;
  encounter_condition_id: number;
  page_text: string;
  predicted_text: string;
  hcc_code: string | null;
  hcc_description: string | null;
  icd10_code: string | null;
  icd10_description: string | null;
  document_type_code: string;
  /** YYYY-MM-DD */
  document_date_of_service: string;
}

/** Reference: HCC-relevant ICD-10-CM codes (data/icd10cm_hcc.csv); HCC lists are '|' separated. */
export interface Icd10CodesTable {
  code: string;
  description: string;
  cms_hcc_v24: string | null;
  cms_hcc_v28: string | null;
}

/** Reference: HCC category labels per model (data/hcc_labels.csv). */
export interface HccLabelsTable {
  model: string;
  hcc: string;
  label: string;
}

/** Links a user to the practitioner they are (the physician's daily list); users stay untouched. */
export interface UserPractitionersTable {
  user_id: number;
  practitioner_id: number;
}

/** The clinical-data tables (migration 0002), merged into `Database`. */
export interface DomainTables {
  user_practitioners: UserPractitionersTable;
  organizations: OrganizationsTable;
  regions: RegionsTable;
  practitioners: PractitionersTable;
  patients: PatientsTable;
  encounters: EncountersTable;
  reviews: ReviewsTable;
  locks: LocksTable;
  notes: NotesTable;
  conditions: ConditionsTable;
  condition_rules: ConditionRulesTable;
  cdi_tags: CdiTagsTable;
  coder_tags: CoderTagsTable;
  practitioner_tags: PractitionerTagsTable;
  encounter_copies: EncounterCopiesTable;
  nlp_documents: NlpDocumentsTable;
  icd10_codes: Icd10CodesTable;
  hcc_labels: HccLabelsTable;
}

export type ConditionRow = Selectable<ConditionsTable>;
export type LockRow = Selectable<LocksTable>;
