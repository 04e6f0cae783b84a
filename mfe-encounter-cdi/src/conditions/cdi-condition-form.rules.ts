import {
  DEFAULT_NEW_CONDITION,
  firstIcd10,
  normaliseConditionContent,
  normaliseRuleReason,
  NEW_RULE_TYPE,
  ruleSaveAction,
  isShownRule,
  type Condition,
  type ConditionStatus,
  type ConditionUpdate,
  type HccVersion,
  type NewCondition,
  type RuleWrite,
} from 'shared-kit/domain';

/** A reason row of the form: an existing rule (id) or a new one (null). */
export interface ReasonRow {
  id: number | null;
  reason: string;
}

/** What the CDI condition form edits (spec 2 §5). */
export interface CdiConditionFormValues {
  title: string;
  icd10: string | null;
  hccCode: string | null;
  hccDescription: string | null;
  hccVersion: HccVersion | null;
  conditionStatus: ConditionStatus;
  expectedDiagnosis: boolean;
  content: string;
  reasons: ReasonRow[];
}

/** Always one empty reason row at the end (spec 2 §5). */
export function withEmptyReason(rows: readonly ReasonRow[]): ReasonRow[] {
  const last = rows[rows.length - 1];
  return last && last.id === null && last.reason.trim() === '' ? [...rows] : [...rows, { id: null, reason: '' }];
}

/** The form's values of a condition (only its active or new reasons are shown, spec 2 §5). */
export function formValuesOf(condition: Condition): CdiConditionFormValues {
  return {
    title: condition.title,
    icd10: firstIcd10(condition.icd10CodeJson),
    hccCode: condition.hccCode,
    hccDescription: condition.hccDescription,
    hccVersion: condition.hccVersion,
    conditionStatus: condition.conditionStatus,
    expectedDiagnosis: condition.cdiTags?.expectedDiagnosis ?? false,
    content: condition.content ?? '',
    reasons: withEmptyReason(condition.rules.filter(isShownRule).map((r) => ({ id: r.id, reason: r.reason }))),
  };
}

export const EMPTY_FORM: CdiConditionFormValues = {
  title: '',
  icd10: null,
  hccCode: null,
  hccDescription: null,
  hccVersion: null,
  conditionStatus: DEFAULT_NEW_CONDITION.conditionStatus,
  expectedDiagnosis: false,
  content: '',
  reasons: [{ id: null, reason: '' }],
};

/** Selecting Known or Activity clears the expected diagnosis (spec 2 §4.5). */
export function withConditionStatus(values: CdiConditionFormValues, conditionStatus: ConditionStatus): CdiConditionFormValues {
  return { ...values, conditionStatus, expectedDiagnosis: conditionStatus === 'POTENTIAL' ? values.expectedDiagnosis : false };
}

/** The title is required on create and edit (spec 2 §5: 'Each Entry Must Have a Title'). */
export const titleMissing = (values: CdiConditionFormValues): boolean => values.title.trim() === '';

/** The fields every save sends (spec 2 §5: content trimmed, runs of spaces collapsed). */
function editable(values: CdiConditionFormValues) {
  return {
    title: values.title.trim(),
    content: normaliseConditionContent(values.content) || null,
    conditionStatus: values.conditionStatus,
    icd10CodeJson: values.icd10 ? [values.icd10] : null,
    hccCode: values.hccCode,
    hccDescription: values.hccDescription,
    hccVersion: values.hccVersion,
  };
}

export const newConditionBody = (values: CdiConditionFormValues, encounterId: number): NewCondition => ({
  ...editable(values),
  conditionCode: DEFAULT_NEW_CONDITION.conditionCode,
  statusCode: DEFAULT_NEW_CONDITION.statusCode,
  priority: DEFAULT_NEW_CONDITION.priority,
  addressedDate: DEFAULT_NEW_CONDITION.addressedDate,
  encounter: { id: encounterId },
});

export const conditionUpdateBody = (values: CdiConditionFormValues, condition: Condition): ConditionUpdate => ({
  id: condition.id,
  version: condition.version,
  ...editable(values),
});

/**
 * The reason rows to send (spec 2 §5): a new row with text is created, a blank new row is dropped, an existing row
 * blanked out is removed, an existing row whose text changed is updated; unchanged rows are not sent.
 */
export function rulesToSave(rows: readonly ReasonRow[], conditionId: number, original: Condition | null): RuleWrite[] {
  return rows.flatMap((row): RuleWrite[] => {
    const action = ruleSaveAction(row);
    if (action === 'DROP') return [];
    if (action === 'CREATE') {
      return [{ id: null, encounterConditionId: conditionId, reason: normaliseRuleReason(row.reason), ruleInputJson: { type: NEW_RULE_TYPE } }];
    }
    const before = original?.rules.find((r) => r.id === row.id);
    if (action === 'UPDATE' && before && normaliseRuleReason(before.reason) === normaliseRuleReason(row.reason)) return [];
    return [{ id: row.id, encounterConditionId: conditionId, reason: action === 'REMOVE' ? '' : normaliseRuleReason(row.reason) }];
  });
}

/** Whether the form differs from what it started from. */
export const isDirty = (values: CdiConditionFormValues, initial: CdiConditionFormValues): boolean =>
  JSON.stringify({ ...values, reasons: values.reasons.filter((r) => r.id !== null || r.reason.trim() !== '') }) !==
  JSON.stringify({ ...initial, reasons: initial.reasons.filter((r) => r.id !== null || r.reason.trim() !== '') });
