import type {
  ActivityMetStatus,
  ClaimType,
  CoderQueryStatus,
  ConditionCode,
  ConditionStatus,
  ConditionStatusCode,
  HccVersion,
  NoteReasonCode,
  OnClaimStatus,
  PractitionerResponseCode,
  ReportableHeaderCode,
  ReportableStatus,
  RuleStatusCode,
  TargetSource,
} from './condition.constants';

/** ruleInputJson of a rule (spec 2 §3); type 'new rule' marks an unsaved reason. */
export interface RuleInputJson {
  type: string;
  ruleInternalId: string | null;
  conditionStatus: ConditionStatus | null;
  claimUseEnum: ClaimType | null;
}

/** A rule, shown as a reason of a condition (spec 2 §3). */
export interface Rule {
  id: number | null;
  reason: string;
  title: string | null;
  statusCode: RuleStatusCode;
  encounterConditionId: number | null;
  targetId: number | null;
  targetSourceCode: TargetSource | null;
  targetType: string | null;
  targetSubtypeCode: string | null;
  ruleInputJson: RuleInputJson | null;
}

/** CDI tags (spec 2 §3): Net New, Known Potential or neither (codes in condition.constants). */
export interface CdiTags {
  netNewStatusCode: string | null;
  knownPotentialStatusCode: string | null;
  expectedDiagnosis: boolean | null;
  encounterConditionId: number;
}

/** Coder tags (spec 2 §3). Reportable reasons are codes of REPORTABLE_REASONS; the spec's full list is longer. */
export interface CoderTags {
  queryStatusCode: CoderQueryStatus | null;
  queryCreationDate: string | null;
  queryCreationUsername: string | null;
  queryResponseDate: string | null;
  queryResponseUsername: string | null;
  onClaimStatusCode: OnClaimStatus | null;
  reportableStatusCode: ReportableStatus | null;
  reportableHeaderCode: ReportableHeaderCode | null;
  reportableReason: string | null;
  reportableText: string | null;
  conditionDiagnosisCode: string | null;
  activityMetStatusCode: ActivityMetStatus | null;
}

/** Practitioner tags (spec 2 §3); the list form is the body of PUT .../tags/practitioner. */
export interface PractitionerTags {
  encounterConditionId: number;
  practitionerResponseCode: PractitionerResponseCode | null;
}

/** A note on an encounter or one of its conditions (spec 2 §3). */
export interface Note {
  id: number;
  encounterId: number;
  /** Null for encounter-level notes. */
  encounterConditionId: number | null;
  noteBody: string;
  noteReasonCode: NoteReasonCode;
  createdByUserName: string;
  creationDate: string;
}

/** Body of POST /api/encounter/note (spec 2 §7). */
export interface NewNote {
  encounterId: number;
  noteBody: string;
  noteReasonCode: NoteReasonCode;
  encounterConditionId?: number | null;
}

/** One ICD10 code or a list; the first is used (spec 2 §3). */
export type Icd10CodeJson = string | readonly string[] | null;

/** A condition as the API sends it (spec 2 §3). */
export interface Condition {
  id: number;
  title: string;
  /** Markdown. */
  content: string | null;
  conditionStatus: ConditionStatus;
  conditionCode: ConditionCode;
  statusCode: ConditionStatusCode;
  icd10CodeJson: Icd10CodeJson;
  hccCode: string | null;
  hccDescription: string | null;
  hccVersion: HccVersion | null;
  /** The HCC confidence (spec 2 §3 "confidence (hccConfidence)"). */
  confidence: number | null;
  clinicalEvidence: string | null;
  addressedDate: string | null;
  priority: number;
  notes: Note[];
  /** Free-text comments; their shape is not in the spec. */
  comments: string | null;
  rules: Rule[];
  cdiTags: CdiTags | null;
  coderTags: CoderTags | null;
  practitionerTags: PractitionerTags | null;
  checkMark: string | null;
  /** The spec's "source marker": a SOURCE_CODES value (NLP marks conditions with NLP documents). */
  source: string | null;
  ruleFilterId: number | null;
  reasonCode: string | null;
  version: number;
  modificationDate: string | null;
  creationDate: string;
  createdById: number | null;
  modifiedById: number | null;
  tenantId: string;
}

/** A button of a condition's tag options (spec 2 §3). */
export interface TagOption {
  label: string;
  text: string;
  value: string;
}

/** Values derived from a condition and its encounter (spec 2 §3 "Derived"). */
export interface ConditionDerived {
  isKnown: boolean;
  isPotential: boolean;
  isExternal: boolean;
  isAddressed: boolean;
  isKnownAddressed: boolean;
  isRequired: boolean;
  isDefaultState: boolean;
  tagOptions: TagOption[];
  description: string;
}

/** A condition with its derived values, as the screens use it. */
export type ConditionView = Condition & ConditionDerived;

/** An NLP document item of GET /api/nlp/prediction/{id} (spec 1 §7, spec 2 §3). */
export interface NlpDocumentItem {
  pageText: string;
  predictedText: string;
  hccCode: string | null;
  hccDescription: string | null;
  icd10Code: string | null;
  icd10Description: string | null;
  documentTypeCode: string;
  documentDateOfService: string;
}
