import { Button, DatePicker, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMATS, formatMessage, MESSAGES } from 'shared-kit';
import { FilterTextInput } from '../worklist/filter-text-input.component';
import type { Option } from '../reference-lists/use-reference-lists.hook';
import type { AppointmentFilterValues } from './appointment-filter';
import { APPOINTMENT_TEXTS } from './appointments.messages';
import { APPOINTMENT_CLASSES } from './appointments.styles';

const ALL = 'ALL';

interface Props {
  id: string;
  values: AppointmentFilterValues;
  practitioners: Option<number>[];
  practitionersError: string | null;
  onChange: (values: AppointmentFilterValues) => void;
  /** 'Clear Filters': empty every field and search again. */
  onClear: () => void;
}

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

/**
 * The appointments filter panel (spec 1 §2.8): each control named by its placeholder; the practitioner list offers
 * 'All' first (choosing it clears the filter, the placeholder shows again); 'Clear Filters' empties every field.
 */
export function AppointmentFilters({ id, values, practitioners, practitionersError, onChange, onClear }: Props) {
  const set = <K extends keyof AppointmentFilterValues>(key: K) => (value: AppointmentFilterValues[K]) => onChange({ ...values, [key]: value });
  return (
    <section id={id} aria-label={APPOINTMENT_TEXTS.filters} className={APPOINTMENT_CLASSES.filters}>
      <Flex wrap gap="small" align="center">
        <FilterTextInput label={MESSAGES.filterPatientMrn} value={values.mrn} onCommit={set('mrn')} />
        <FilterTextInput label={MESSAGES.filterFirstName} value={values.firstName} onCommit={set('firstName')} />
        <FilterTextInput label={MESSAGES.filterLastName} value={values.lastName} onCommit={set('lastName')} />
        <FilterDate label={MESSAGES.filterDateOfBirth} value={values.birthDate} onCommit={set('birthDate')} />
        <FilterDate label={MESSAGES.filterAppointmentDate} value={values.start} onCommit={set('start')} />
        <Select<string>
          aria-label={MESSAGES.filterPractitioner}
          placeholder={MESSAGES.filterPractitioner}
          value={values.practitionerId === null ? undefined : String(values.practitionerId)}
          options={[{ value: ALL, label: MESSAGES.all }, ...practitioners.map((p) => ({ value: String(p.value), label: p.label }))]}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(chosen) => set('practitionerId')(chosen === ALL ? null : Number(chosen))}
          style={{ width: 200 }}
        />
        <Button onClick={onClear}>{MESSAGES.clearFilters}</Button>
      </Flex>
      {practitionersError && (
        <Typography.Text type="warning" role="status">
          {formatMessage(APPOINTMENT_TEXTS.practitionersFailed, { message: practitionersError })}
        </Typography.Text>
      )}
    </section>
  );
}
