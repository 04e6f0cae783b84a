import { Select } from 'antd';
import { practitionerDisplayName, type Practitioner } from 'shared-kit';
import { DAILY_LIST_TEXTS } from './daily-list.messages';

const ALL = 'ALL';

interface Props {
  practitioners: readonly Pick<Practitioner, 'id' | 'firstName' | 'lastName'>[];
  /** The chosen practitioner; null: all of them (only offered when `allowAll`). */
  value: number | null;
  allowAll: boolean;
  onChange: (practitionerId: number | null) => void;
}

/** The daily list's practitioner selector (spec 1 §2.5): practitioners shown 'last, first', A–Z. */
export function PractitionerSelect({ practitioners, value, allowAll, onChange }: Props) {
  const options = [
    ...(allowAll ? [{ value: ALL, label: DAILY_LIST_TEXTS.allPractitioners }] : []),
    ...practitioners
      .map((p) => ({ value: String(p.id), label: practitionerDisplayName(p) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
  return (
    <Select<string>
      aria-label={DAILY_LIST_TEXTS.practitioner}
      value={value === null ? ALL : String(value)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(chosen) => onChange(chosen === ALL ? null : Number(chosen))}
      style={{ width: 260 }}
    />
  );
}
