import { Alert, Button, Checkbox, Flex, Form, Input, Radio } from 'antd';
import {
  errorMessage,
  Icd10Search,
  KIT_TEXTS,
  MarkdownEditor,
  useCreateConditionMutation,
  useReportUnsaved,
  useSaveCdiTagsMutation,
  useSaveRulesMutation,
  useUpdateConditionMutation,
  type Draft,
} from 'encounter-kit';
import { useEffect, useId, useState } from 'react';
import {
  cdiTagCodes,
  cdiTagChoice,
  CONDITION_MARK_OPTIONS,
  formatMessage,
  hccOfIcd10,
  ICD10_DEBOUNCE_CDI_MS,
  MESSAGES,
  showsExpectedDiagnosis,
  type Condition,
  type ConditionStatus,
  type PropertyEntry,
  type Role,
} from 'shared-kit/domain';
import { CDI_TEXTS } from '../cdi.messages';
import {
  conditionUpdateBody,
  isDirty,
  newConditionBody,
  rulesToSave,
  titleMissing,
  withConditionStatus,
  withEmptyReason,
  type CdiConditionFormValues,
} from './cdi-condition-form.rules';

interface Props {
  encounterId: number;
  /** The condition edited; null adds a new one. */
  condition: Condition | null;
  initial: CdiConditionFormValues;
  /** Values to start from instead of `initial` (a restored draft). */
  restored?: Draft<CdiConditionFormValues> | null;
  role: Role | null;
  tenantProperties: readonly PropertyEntry[];
  /** Keeps the edits in the browser while they are unsaved (draft recovery). */
  keepDraft: (values: CdiConditionFormValues) => void;
  /** After a save (true) or a cancel (false). */
  onDone: (saved: boolean) => void;
}

/**
 * The CDI condition form (spec 2 §4.5, §5), for a new condition or an existing one: title (required: 'Each Entry Must
 * Have a Title'), ICD-10 code (250 ms search with a leading call; on create the title takes the code's description),
 * type (Known or Activity clears the expected diagnosis), Expected Diagnosis for potential conditions, the content as
 * rich text, and the reasons (always one empty row). Saving sends the condition, then the changed reasons, then the
 * CDI tags when the expected diagnosis changed. A failed save keeps everything and says why.
 */
export function CdiConditionForm({ encounterId, condition, initial, restored, role, tenantProperties, keepDraft, onDone }: Props) {
  const [values, setValues] = useState<CdiConditionFormValues>(restored?.values ?? initial);
  const [titleError, setTitleError] = useState(false);
  const [failure, setFailure] = useState('');
  const [create, creating] = useCreateConditionMutation();
  const [update, updating] = useUpdateConditionMutation();
  const [saveRules, savingRules] = useSaveRulesMutation();
  const [saveTags, savingTags] = useSaveCdiTagsMutation();
  const busy = creating.isLoading || updating.isLoading || savingRules.isLoading || savingTags.isLoading;
  const dirty = isDirty(values, initial);
  const formId = useId();
  useReportUnsaved(`condition-${condition?.id ?? 'new'}`, dirty);
  useEffect(() => {
    if (dirty) keepDraft(values);
  }, [dirty, values, keepDraft]);

  const set = (patch: Partial<CdiConditionFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const save = async () => {
    if (titleMissing(values)) {
      setTitleError(true);
      return;
    }
    setTitleError(false);
    setFailure('');
    const saved = condition
      ? await update({ ...conditionUpdateBody(values, condition), encounterId })
      : await create(newConditionBody(values, encounterId));
    if (saved.error || !saved.data) {
      setFailure(errorMessage(saved.error));
      return;
    }
    const current = saved.data;
    const rules = rulesToSave(values.reasons, current.id, condition);
    if (rules.length > 0) {
      const result = await saveRules({ encounterId, rules });
      if (result.error) {
        setFailure(errorMessage(result.error));
        return;
      }
    }
    const expected = values.conditionStatus === 'POTENTIAL' ? values.expectedDiagnosis : false;
    if ((current.cdiTags?.expectedDiagnosis ?? false) !== expected) {
      const result = await saveTags({ condition: current, cdiTags: { ...cdiTagCodes(cdiTagChoice(current.cdiTags)), expectedDiagnosis: expected } });
      if (result.error) {
        setFailure(errorMessage(result.error));
        return;
      }
    }
    onDone(true);
  };

  return (
    <Form layout="vertical" component="div" aria-label={condition ? `${CDI_TEXTS.edit} ${condition.title}` : MESSAGES.addCondition} role="form">
      {titleError && <Alert type="error" showIcon role="alert" title={MESSAGES.conditionTitleRequired} style={{ marginBottom: 8 }} />}
      <Form.Item label={CDI_TEXTS.title} htmlFor={`${formId}-title`} validateStatus={titleError ? 'error' : undefined} required>
        <Input id={`${formId}-title`} value={values.title} status={titleError ? 'error' : undefined} aria-invalid={titleError} maxLength={500} onChange={(e) => set({ title: e.target.value })} />
      </Form.Item>
      <Form.Item label={CDI_TEXTS.type}>
        <Radio.Group
          aria-label={CDI_TEXTS.type}
          value={values.conditionStatus}
          optionType="button"
          options={CONDITION_MARK_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(e) => setValues((v) => withConditionStatus(v, e.target.value as ConditionStatus))}
        />
      </Form.Item>
      <Form.Item label={KIT_TEXTS.icd10}>
        <Icd10Search
          value={values.icd10}
          debounceMs={ICD10_DEBOUNCE_CDI_MS}
          leading
          onChange={(result) => {
            const hcc = result ? hccOfIcd10(result) : null;
            set({
              icd10: result?.id ?? null,
              hccCode: hcc?.hccCode ?? null,
              hccVersion: hcc?.hccVersion ?? null,
              hccDescription: null,
              // On create the title is autofilled from the chosen code's description (spec 2 §5).
              ...(condition === null && result ? { title: result.description } : {}),
            });
          }}
        />
      </Form.Item>
      {showsExpectedDiagnosis(role, values.conditionStatus, tenantProperties) && (
        <Form.Item>
          <Checkbox checked={values.expectedDiagnosis} onChange={(e) => set({ expectedDiagnosis: e.target.checked })}>
            {CDI_TEXTS.expectedDiagnosis}
          </Checkbox>
        </Form.Item>
      )}
      <Form.Item label={CDI_TEXTS.description}>
        <MarkdownEditor value={values.content} label={CDI_TEXTS.description} onChange={(content) => set({ content })} />
      </Form.Item>
      <Form.Item label={CDI_TEXTS.reasons}>
        <Flex vertical gap={4}>
          {values.reasons.map((row, index) => (
            <Input
              key={row.id ?? `new-${index}`}
              aria-label={formatMessage(CDI_TEXTS.reason, { n: index + 1 })}
              value={row.reason}
              maxLength={4000}
              onChange={(e) =>
                set({ reasons: withEmptyReason(values.reasons.map((r, i) => (i === index ? { ...r, reason: e.target.value } : r))) })
              }
            />
          ))}
        </Flex>
      </Form.Item>
      {failure && <Alert type="error" showIcon role="alert" title={formatMessage(CDI_TEXTS.saveFailed, { message: failure })} style={{ marginBottom: 8 }} />}
      <Flex gap="small">
        <Button type="primary" loading={busy} onClick={() => void save()}>
          {condition ? CDI_TEXTS.save : MESSAGES.addCondition}
        </Button>
        <Button disabled={busy} onClick={() => onDone(false)}>
          {CDI_TEXTS.cancelEdit}
        </Button>
      </Flex>
    </Form>
  );
}
