import { Button, DatePicker, Flex, Select, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { DATE_FORMATS, formatMessage, MESSAGES, OFFSHORE_VALUES, type OffshoreValue } from 'shared-kit';
import { FilterTextInput } from '../worklist/filter-text-input.component';
import type { Option, ReferenceLists } from '../reference-lists/use-reference-lists.hook';
import type { PatientFilterValues, PatientListCapabilities } from './patient-filter';
import { PATIENT_LIST_TEXTS } from './patient-list.messages';

interface Props {
  id: string;
  values: PatientFilterValues;
  capabilities: PatientListCapabilities;
  lists: ReferenceLists;
  vbcPrograms: Option<string>[];
  onChange: (values: PatientFilterValues) => void;
  onClear: () => void;
}

const OFFSHORE_OPTIONS: Option<OffshoreValue>[] = OFFSHORE_VALUES.map((value) => ({
  value,
  label: value === 'ONSHORE' ? PATIENT_LIST_TEXTS.onshore : PATIENT_LIST_TEXTS.offshore,
}));
const SELECT_STYLE = { minWidth: 200 };

/** The patient list's filter panel (spec 1 §2.7): every control named by its placeholder for screen readers. */
export function PatientFilters({ id, values, capabilities, lists, vbcPrograms, onChange, onClear }: Props) {
  const nlpId = useId();
  const set = <K extends keyof PatientFilterValues>(key: K) => (value: PatientFilterValues[K]) => onChange({ ...values, [key]: value });
  const birthDate = values.birthDate ? dayjs(values.birthDate) : null;
  return (
    <section id={id} aria-label={PATIENT_LIST_TEXTS.filters}>
      <Flex wrap gap="small" align="center">
        <FilterTextInput label={PATIENT_LIST_TEXTS.search} value={values.query} onCommit={set('query')} />
        <FilterTextInput label={PATIENT_LIST_TEXTS.filterMrn} value={values.mrn} onCommit={set('mrn')} />
        <FilterTextInput label={PATIENT_LIST_TEXTS.filterFirstName} value={values.firstName} onCommit={set('firstName')} />
        <FilterTextInput label={PATIENT_LIST_TEXTS.filterLastName} value={values.lastName} onCommit={set('lastName')} />
        <DatePicker
          aria-label={PATIENT_LIST_TEXTS.filterDateOfBirth}
          placeholder={PATIENT_LIST_TEXTS.filterDateOfBirth}
          format={DATE_FORMATS.date}
          value={birthDate?.isValid() ? birthDate : null}
          onChange={(date) => set('birthDate')(date ? date.format(DATE_FORMATS.iso) : null)}
          style={{ width: 160 }}
        />
        <Select<string[]>
          mode="multiple"
          aria-label={PATIENT_LIST_TEXTS.filterRegion}
          placeholder={PATIENT_LIST_TEXTS.filterRegion}
          value={values.patientRegion}
          options={lists.regions}
          allowClear
          onChange={(regions) => set('patientRegion')(regions)}
          style={SELECT_STYLE}
        />
        <Select<number>
          aria-label={PATIENT_LIST_TEXTS.filterPractice}
          placeholder={PATIENT_LIST_TEXTS.filterPractice}
          value={values.patientOrgId ?? undefined}
          options={lists.practices}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(org) => set('patientOrgId')(org ?? null)}
          style={SELECT_STYLE}
        />
        {capabilities.offshore && (
          <Select<OffshoreValue>
            aria-label={PATIENT_LIST_TEXTS.filterOffshore}
            placeholder={PATIENT_LIST_TEXTS.filterOffshore}
            value={values.defaultPatientOffshoreFilter ?? undefined}
            options={OFFSHORE_OPTIONS}
            allowClear
            onChange={(value) => set('defaultPatientOffshoreFilter')(value ?? null)}
            style={{ width: 180 }}
          />
        )}
        {capabilities.vbcProgram && (
          <Select<string>
            aria-label={PATIENT_LIST_TEXTS.filterVbcProgram}
            placeholder={PATIENT_LIST_TEXTS.filterVbcProgram}
            value={values.vbcProgram ?? undefined}
            options={vbcPrograms}
            allowClear
            onChange={(value) => set('vbcProgram')(value ?? null)}
            style={SELECT_STYLE}
          />
        )}
        {capabilities.nlpOnly && (
          <Flex gap="small" align="center">
            <Switch id={nlpId} checked={values.nlpConditionCount !== null} onChange={(on) => set('nlpConditionCount')(on ? 1 : null)} />
            <label htmlFor={nlpId}>{MESSAGES.nlpEncountersOnly}</label>
          </Flex>
        )}
        <Button onClick={onClear}>{MESSAGES.clearFilters}</Button>
      </Flex>
      {lists.error && (
        <Typography.Text type="warning" role="status">
          {formatMessage(PATIENT_LIST_TEXTS.referenceFailed, { message: lists.error })}
        </Typography.Text>
      )}
    </section>
  );
}
