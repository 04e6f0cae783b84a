import { Button, DatePicker, Flex, Select, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { memo, useId } from 'react';
import { DATE_FORMATS, formatMessage, MESSAGES, POTENTIAL_OPPORTUNITY_OPTIONS, SPECIALTIES } from 'shared-kit';
import { WORKLIST_TEXTS } from '../worklist.messages';
import { FilterTextInput } from './filter-text-input.component';
import type { Option, ReferenceLists } from '../reference-lists/use-reference-lists.hook';
import { EMPTY_FILTER_VALUES, type WorklistFilterValues } from './worklist-filter.types';

/** Which optional filters a worklist shows (the coder list has no potential opportunities, specialty or NLP toggle). */
export interface FilterOptions {
  potentialOpportunities: boolean;
  specialty: boolean;
  nlpOnly: boolean;
}

interface Props {
  values: WorklistFilterValues;
  options: FilterOptions;
  lists: ReferenceLists;
  onChange: (values: WorklistFilterValues) => void;
}

const SPECIALTY_OPTIONS: Option<string>[] = SPECIALTIES.map((s) => ({ value: s, label: s }));
const POTENTIAL_OPTIONS: Option<string>[] = POTENTIAL_OPPORTUNITY_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
const SELECT_STYLE = { width: 200 };

function FilterDate({ label, value, onCommit }: { label: string; value: string | null; onCommit: (value: string | null) => void }) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      aria-label={label}
      placeholder={label}
      format={DATE_FORMATS.date}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date) => onCommit(date ? date.format(DATE_FORMATS.iso) : null)}
      style={{ width: 160 }}
    />
  );
}

function FilterSelect<V extends string | number>(props: {
  label: string;
  value: V | null;
  options: Option<V>[];
  onCommit: (value: V | null) => void;
}) {
  return (
    <Select<V>
      aria-label={props.label}
      placeholder={props.label}
      value={props.value ?? undefined}
      options={props.options}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(value) => props.onCommit(value ?? null)}
      style={SELECT_STYLE}
    />
  );
}

/** The worklist filter panel (spec 1 §2.6): every control is named by its placeholder for screen readers. */
export const WorklistFilters = memo(function WorklistFilters({ values, options, lists, onChange }: Props) {
  const nlpId = useId();
  const set = <K extends keyof WorklistFilterValues>(key: K) => (value: WorklistFilterValues[K]) => onChange({ ...values, [key]: value });
  return (
    <section aria-label={WORKLIST_TEXTS.filters}>
      <Flex wrap gap="small" align="center">
        <FilterTextInput label={WORKLIST_TEXTS.filterMrn} value={values.mrn} onCommit={set('mrn')} />
        <FilterTextInput label={WORKLIST_TEXTS.filterFirstName} value={values.firstName} onCommit={set('firstName')} />
        <FilterTextInput label={WORKLIST_TEXTS.filterLastName} value={values.lastName} onCommit={set('lastName')} />
        <FilterDate label={WORKLIST_TEXTS.filterAppointmentDate} value={values.start} onCommit={set('start')} />
        <FilterDate label={WORKLIST_TEXTS.filterDateOfBirth} value={values.birthDate} onCommit={set('birthDate')} />
        <FilterSelect label={WORKLIST_TEXTS.filterPractice} value={values.patientOrgId} options={lists.practices} onCommit={set('patientOrgId')} />
        <FilterSelect label={WORKLIST_TEXTS.filterVisitType} value={values.appointmentType} options={lists.visitTypes} onCommit={set('appointmentType')} />
        <FilterSelect label={WORKLIST_TEXTS.filterPractitioner} value={values.practitionerId} options={lists.practitioners} onCommit={set('practitionerId')} />
        <FilterSelect label={WORKLIST_TEXTS.filterRegion} value={values.patientRegion} options={lists.regions} onCommit={set('patientRegion')} />
        {options.potentialOpportunities && (
          <FilterSelect
            label={WORKLIST_TEXTS.filterPotentialOpportunities}
            value={values.potentialConditionCount}
            options={POTENTIAL_OPTIONS}
            onCommit={(value) => set('potentialConditionCount')(POTENTIAL_OPPORTUNITY_OPTIONS.find((o) => o.value === value)?.value ?? null)}
          />
        )}
        {options.specialty && (
          <FilterSelect label={WORKLIST_TEXTS.filterSpecialty} value={values.specialty} options={SPECIALTY_OPTIONS} onCommit={set('specialty')} />
        )}
        {options.nlpOnly && (
          <Flex gap="small" align="center">
            <Switch id={nlpId} checked={values.nlpConditionCount !== null} onChange={(on) => set('nlpConditionCount')(on ? 1 : null)} />
            <label htmlFor={nlpId}>{MESSAGES.nlpEncountersOnly}</label>
          </Flex>
        )}
        <Button onClick={() => onChange(EMPTY_FILTER_VALUES)}>{MESSAGES.clearFilters}</Button>
      </Flex>
      {lists.error && (
        <Typography.Text type="warning" role="status">
          {formatMessage(WORKLIST_TEXTS.referenceFailed, { message: lists.error })}
        </Typography.Text>
      )}
    </section>
  );
});
