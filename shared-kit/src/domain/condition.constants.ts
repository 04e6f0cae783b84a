/** Condition kind (spec 2 §4.5). */
export const CONDITION_STATUSES = ['KNOWN', 'POTENTIAL', 'ACTIVITY'] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];

/** Condition workflow state. */
export const CONDITION_CODES = ['ADDRESSED', 'DISMISSED', 'OPEN', 'SEEN', 'REMOVED', 'CLOSED'] as const;
export type ConditionCode = (typeof CONDITION_CODES)[number];

/** Condition record status. */
export const CONDITION_STATUS_CODES = ['ACTIVE', 'HIDDEN', 'REMOVED', 'DISABLED'] as const;
export type ConditionStatusCode = (typeof CONDITION_STATUS_CODES)[number];

/** 'Mark options' of the condition form (spec 2 §9), in the spec's order. */
export const CONDITION_MARK_OPTIONS: readonly { value: ConditionStatus; label: string }[] = [
  { value: 'POTENTIAL', label: 'Potential' },
  { value: 'KNOWN', label: 'Known' },
  { value: 'ACTIVITY', label: 'Activity' },
];

/** Group labels (spec 1 §9, spec 2 §6). */
export const CONDITION_GROUP_LABELS: Readonly<Record<ConditionStatus, string>> = {
  ACTIVITY: 'Activities',
  KNOWN: 'Known Conditions',
  POTENTIAL: 'Potential Opportunities',
};

/** Default group order (spec 2 §6): physicians and clinical admins see known first, others activity first. */
export const GROUP_ORDER_PRACTITIONER: readonly ConditionStatus[] = ['KNOWN', 'POTENTIAL', 'ACTIVITY'];
export const GROUP_ORDER_DEFAULT: readonly ConditionStatus[] = ['ACTIVITY', 'KNOWN', 'POTENTIAL'];

/** checkMark value that forces the green check (spec 2 §4.5). */
export const GREEN_CHECK = 'GREEN_CHECK';

/** Rule (reason) status (spec 2 §3: active or removed). */
export const RULE_STATUS_CODES = ['ACTIVE', 'REMOVED'] as const;
export type RuleStatusCode = (typeof RULE_STATUS_CODES)[number];
/** ruleInputJson.type of a reason not yet saved (spec 2 §3). */
export const NEW_RULE_TYPE = 'new rule';

/** CDI tag choices (spec 2 §4.5), mutually exclusive; Neither clears both codes. */
export const CDI_TAG_CHOICES = ['NET_NEW', 'KNOWN_POTENTIAL', 'NEITHER'] as const;
export type CdiTagChoice = (typeof CDI_TAG_CHOICES)[number];
export const CDI_TAG_LABELS: Readonly<Record<CdiTagChoice, string>> = {
  NET_NEW: 'Net New',
  KNOWN_POTENTIAL: 'Known Potential',
  NEITHER: 'Neither',
};
/** The codes stored in cdiTags.netNewStatusCode / knownPotentialStatusCode (values not in the spec; ours). */
export const NET_NEW_STATUS_CODE = 'NET_NEW';
export const KNOWN_POTENTIAL_STATUS_CODE = 'KNOWN_POTENTIAL';

/** Coder tag values (spec 2 §4.5). */
export const CODER_QUERY_STATUSES = ['QUERY_OUTSTANDING', 'QUERY_RESPONSE_RECEIVED', 'QUERY_RESPONSE_NOT_RECEIVED'] as const;
export type CoderQueryStatus = (typeof CODER_QUERY_STATUSES)[number];
export const ON_CLAIM_STATUSES = ['ON_CLAIM', 'NOT_ON_CLAIM'] as const;
export type OnClaimStatus = (typeof ON_CLAIM_STATUSES)[number];
export const REPORTABLE_STATUSES = ['REPORTABLE', 'NOT_REPORTABLE'] as const;
export type ReportableStatus = (typeof REPORTABLE_STATUSES)[number];
export const ACTIVITY_MET_STATUSES = ['ACTIVITY_MET', 'ACTIVITY_NOT_MET', 'NOT_APPLICABLE'] as const;
export type ActivityMetStatus = (typeof ACTIVITY_MET_STATUSES)[number];

/** Labels of coder tag values; the spec names the values but does not quote labels. */
export const CODER_TAG_LABELS: Readonly<Record<CoderQueryStatus | OnClaimStatus | ReportableStatus | ActivityMetStatus, string>> = {
  QUERY_OUTSTANDING: 'Query Outstanding',
  QUERY_RESPONSE_RECEIVED: 'Query Response Received',
  QUERY_RESPONSE_NOT_RECEIVED: 'Query Response Not Received',
  ON_CLAIM: 'On Claim',
  NOT_ON_CLAIM: 'Not On Claim',
  REPORTABLE: 'Reportable',
  NOT_REPORTABLE: 'Not Reportable',
  ACTIVITY_MET: 'Activity Met',
  ACTIVITY_NOT_MET: 'Activity Not Met',
  NOT_APPLICABLE: 'Not Applicable',
};

/**
 * Reportable headers (spec 2 §5). The spec names 'Not Documented', 'Coding Details' and 'Other'; REPORTABLE is the
 * header the coder form auto-fills when a condition is reportable (spec 2 §4.5 "while the header is reportable").
 * The spec's lists under its headers are complete as given; the remaining reasons of its "about 25" sit under headers
 * it does not show: REPORTABLE (why a code is supported), DOCUMENTATION_REQUIREMENTS and CODING_GUIDELINES (why it is
 * not). Sources: mfe-encounter-coder/README.md "Reportable headers and reasons".
 */
export const REPORTABLE_HEADER_CODES = ['REPORTABLE', 'NOT_DOCUMENTED', 'CODING_DETAILS', 'DOCUMENTATION_REQUIREMENTS', 'CODING_GUIDELINES', 'OTHER'] as const;
export type ReportableHeaderCode = (typeof REPORTABLE_HEADER_CODES)[number];
export const REPORTABLE_HEADER_LABELS: Readonly<Record<ReportableHeaderCode, string>> = {
  REPORTABLE: 'Reportable',
  NOT_DOCUMENTED: 'Not Documented',
  CODING_DETAILS: 'Coding Details',
  DOCUMENTATION_REQUIREMENTS: 'Documentation Requirements',
  CODING_GUIDELINES: 'Coding Guidelines',
  OTHER: 'Other',
};
/** The reportable status each header explains; null: 'Other' explains either. */
export const REPORTABLE_HEADER_STATUS: Readonly<Record<ReportableHeaderCode, ReportableStatus | null>> = {
  REPORTABLE: 'REPORTABLE',
  NOT_DOCUMENTED: 'NOT_REPORTABLE',
  CODING_DETAILS: 'NOT_REPORTABLE',
  DOCUMENTATION_REQUIREMENTS: 'NOT_REPORTABLE',
  CODING_GUIDELINES: 'NOT_REPORTABLE',
  OTHER: null,
};

/**
 * The 25 reportable reasons: the spec's (spec 2 §5: four under 'Not Documented', the 'Coding Details' ones, with
 * "Coder recommended ADD DX code, DELETE DX code or MODIFY DX code (provider did not respond)" as three reasons, and
 * the auto-filled "provider documentation supports the code"), completed as a coding professional would (the spec:
 * "about 25 reasons exist in total; the remainder are not shown"). The list and its sources are in
 * mfe-encounter-coder/README.md. Codes are ours; the stored reportableReason is text, so reasons can be added.
 */
export const REPORTABLE_REASONS = [
  // Why the code is reportable: the auto-filled reason (spec 2 §4.5), a query answered, and the MEAT elements.
  { code: 'PROVIDER_DOCUMENTATION_SUPPORTS_CODE', header: 'REPORTABLE', label: 'Provider documentation supports the code' },
  { code: 'PROVIDER_QUERY_RESPONSE_SUPPORTS_CODE', header: 'REPORTABLE', label: 'Provider query response supports the code' },
  { code: 'MEAT_MONITORED', header: 'REPORTABLE', label: 'Condition monitored (signs, symptoms, progression or regression documented)' },
  { code: 'MEAT_EVALUATED', header: 'REPORTABLE', label: 'Condition evaluated (test results, medication effectiveness or response to treatment documented)' },
  { code: 'MEAT_ASSESSED', header: 'REPORTABLE', label: 'Condition assessed (tests ordered, records reviewed or counselling documented)' },
  { code: 'MEAT_TREATED', header: 'REPORTABLE', label: 'Condition treated (medication, therapy, referral or other treatment documented)' },
  // Spec 2 §5 'Not Documented'.
  { code: 'ACUTE_VISIT', header: 'NOT_DOCUMENTED', label: 'Acute visit' },
  { code: 'CONDITION_NOT_DOCUMENTED_OR_ADDRESSED', header: 'NOT_DOCUMENTED', label: 'Condition not documented or addressed' },
  { code: 'CONDITION_REPORTED_AS_RESOLVED', header: 'NOT_DOCUMENTED', label: 'Condition reported as resolved' },
  {
    code: 'LACK_OF_HISTORICAL_DATA',
    header: 'NOT_DOCUMENTED',
    label: 'Lack of historical data/medical records to validate condition',
  },
  // Spec 2 §5 'Coding Details'.
  {
    code: 'DIAGNOSIS_CODE_NOT_IN_MAX_BILLED_CODES',
    header: 'CODING_DETAILS',
    label: 'Diagnosis code not included in the max allowable billed codes',
  },
  { code: 'CODER_RECOMMENDED_ADD_DX', header: 'CODING_DETAILS', label: 'Coder recommended ADD DX code (provider did not respond)' },
  { code: 'CODER_RECOMMENDED_DELETE_DX', header: 'CODING_DETAILS', label: 'Coder recommended DELETE DX code (provider did not respond)' },
  { code: 'CODER_RECOMMENDED_MODIFY_DX', header: 'CODING_DETAILS', label: 'Coder recommended MODIFY DX code (provider did not respond)' },
  { code: 'CODING_CONFLICT', header: 'CODING_DETAILS', label: 'Coding conflict' },
  { code: 'DOES_NOT_SATISFY_MEAT_TAMPER', header: 'CODING_DETAILS', label: 'Does not satisfy MEAT/TAMPER guidelines' },
  {
    code: 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED',
    header: 'CODING_DETAILS',
    label: 'More/Less specific diagnosis code documented than one presented',
  },
  {
    code: 'PATIENT_REFUTES_DIAGNOSIS',
    header: 'CODING_DETAILS',
    label: 'Patient refutes diagnosis code and no medical record to validate',
  },
  // CMS risk adjustment documentation requirements (acceptable record, provider and source).
  { code: 'NOT_AUTHENTICATED', header: 'DOCUMENTATION_REQUIREMENTS', label: 'Record not authenticated (provider signature or credentials missing)' },
  { code: 'UNACCEPTABLE_PROVIDER_TYPE', header: 'DOCUMENTATION_REQUIREMENTS', label: 'Not documented by an acceptable provider type' },
  { code: 'NOT_FACE_TO_FACE', header: 'DOCUMENTATION_REQUIREMENTS', label: 'Not a face-to-face or acceptable telehealth encounter' },
  {
    code: 'UNACCEPTABLE_SOURCE',
    header: 'DOCUMENTATION_REQUIREMENTS',
    label: 'Diagnosis only in an unacceptable source (diagnostic radiology, lab report or problem list)',
  },
  // ICD-10-CM Official Guidelines for Coding and Reporting.
  { code: 'UNCERTAIN_DIAGNOSIS', header: 'CODING_GUIDELINES', label: 'Uncertain diagnosis (probable, suspected, rule out) in the outpatient setting' },
  { code: 'HISTORY_OF_CONDITION', header: 'CODING_GUIDELINES', label: 'Condition documented as history of, no longer current' },
  { code: 'EXCLUDES1_CONFLICT', header: 'CODING_GUIDELINES', label: 'Excludes1 conflict with another reported code' },
] as const satisfies readonly { code: string; header: ReportableHeaderCode; label: string }[];
export type ReportableReasonCode = (typeof REPORTABLE_REASONS)[number]['code'];

/** The reason that needs a diagnosis code (spec 2 §5). */
export const SPECIFIC_CODE_REASON: ReportableReasonCode = 'MORE_LESS_SPECIFIC_CODE_DOCUMENTED';
/** The reason auto-filled for on-claim reportable conditions (spec 2 §4.5). */
export const DOCUMENTATION_SUPPORTS_REASON: ReportableReasonCode = 'PROVIDER_DOCUMENTATION_SUPPORTS_CODE';

export function reportableReasonsForHeader(header: ReportableHeaderCode): (typeof REPORTABLE_REASONS)[number][] {
  return REPORTABLE_REASONS.filter((reason) => reason.header === header);
}

/** Practitioner response codes (spec 2 §4.5); the spec lists these "and others". */
export const PRACTITIONER_RESPONSE_CODES = ['NOT_EVALUATED', 'NOT_CLICKED', 'ACCEPT', 'DISMISSED', 'REMOVED', 'NONE'] as const;
export type PractitionerResponseCode = (typeof PRACTITIONER_RESPONSE_CODES)[number];

/** Target source of a rule (spec 2 §4.5). */
export const TARGET_SOURCES = ['CURATION', 'EXTERNAL'] as const;
export type TargetSource = (typeof TARGET_SOURCES)[number];

/** Evaluation and notification values (spec 2 §4.5). */
export const EVALUATION_CODES = ['CODER_QUERY', 'OPEN', 'PHYSICIAN_ADDRESSED'] as const;
export type EvaluationCode = (typeof EVALUATION_CODES)[number];

export const READ_STATUSES = ['READ', 'UNREAD'] as const;
export type ReadStatus = (typeof READ_STATUSES)[number];

/** Note reason (spec 2 §3: open or coder query). */
export const NOTE_REASON_CODES = ['OPEN', 'CODER_QUERY'] as const;
export type NoteReasonCode = (typeof NOTE_REASON_CODES)[number];
/** Not quoted by the spec ("a notes reason 'coder query'"); the plain reading of the codes. */
export const NOTE_REASON_LABELS: Readonly<Record<NoteReasonCode, string>> = { OPEN: 'Comment', CODER_QUERY: 'Coder query' };

/** HCC versions with group lookups (spec 2 §3) and the default risk model (spec 1 §9). */
export const HCC_VERSIONS = ['CMS_V24', 'CMS_V28', 'HHS_V07'] as const;
export type HccVersion = (typeof HCC_VERSIONS)[number];
export const DEFAULT_RISK_MODEL: HccVersion = 'CMS_V28';
/** HCC version that triggers clinical evidence (spec 2 §9). */
export const CLINICAL_EVIDENCE_HCC_VERSION: HccVersion = 'CMS_V28';

/** Claim types (spec 1 §9, spec 2 §9). */
export const CLAIM_TYPES = ['STANDARD', 'CLAIM'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** ' [CMS v28]' title suffix range of the first rule's internal id (spec 2 §5). */
export const CMS_V28_RULE_ID_RANGE = { min: 100, max: 308 } as const;
/** Title prefix stripped in display (spec 2 §5). */
export const SUSPECT_TITLE_PREFIX = 'Suspect: ';

/** Default new condition (spec 2 §9). */
export const DEFAULT_NEW_CONDITION = {
  statusCode: 'ACTIVE',
  conditionCode: 'OPEN',
  conditionStatus: 'POTENTIAL',
  priority: 0,
  addressedDate: null,
} as const satisfies {
  statusCode: ConditionStatusCode;
  conditionCode: ConditionCode;
  conditionStatus: ConditionStatus;
  priority: number;
  addressedDate: null;
};
