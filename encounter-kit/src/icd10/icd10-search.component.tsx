import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { formatIcd10Code, icd10SearchQuery, isExactIcd10Match, type Icd10SearchResult } from 'shared-kit/domain';
import { KIT_TEXTS } from '../kit.messages';
import { useLazySearchIcd10Query } from './icd10.resource';
import { useDebouncedCallback } from './use-debounced-callback.hook';

export interface Icd10SearchProps {
  /** The chosen code (as the API stores it, no dot), or null. */
  value: string | null;
  onChange: (result: Icd10SearchResult | null) => void;
  /** 250 ms with a leading call in the CDI form; 500 ms in the coder form (spec 2 §7, §9). */
  debounceMs: number;
  leading?: boolean;
  label?: string;
  disabled?: boolean;
  status?: 'error';
}

/**
 * The ICD-10 field (spec 2 §5, §7): searches by code or description, five results, after a pause; codes show upper
 * case with the dot. Leaving the field without picking keeps typed text only when it names a result exactly, else
 * clears it.
 */
export function Icd10Search({ value, onChange, debounceMs, leading = false, label = KIT_TEXTS.icd10, disabled, status }: Icd10SearchProps) {
  const [text, setText] = useState(value ? formatIcd10Code(value) : '');
  // A new value from outside (a restored draft, a reset) replaces what the field shows.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value ? formatIcd10Code(value) : '');
  }
  const [search, { data, isFetching }] = useLazySearchIcd10Query();
  const results = data ?? [];
  const debounced = useDebouncedCallback((typed: string) => void search(icd10SearchQuery(typed), true), debounceMs, leading);

  const pick = (result: Icd10SearchResult | null) => {
    setText(result ? formatIcd10Code(result.id) : '');
    onChange(result);
  };
  return (
    <AutoComplete
      value={text}
      disabled={disabled}
      options={results.map((r) => ({ value: r.id, label: `${formatIcd10Code(r.id)} ${r.description}` }))}
      onSearch={(typed) => {
        setText(typed);
        if (typed.trim() !== '') debounced(typed);
      }}
      onSelect={(id: string) => pick(results.find((r) => r.id === id) ?? null)}
      onBlur={() => {
        if (value && text === formatIcd10Code(value)) return;
        pick(results.find((r) => isExactIcd10Match(text, r)) ?? null);
      }}
      notFoundContent={isFetching ? '…' : null}
      style={{ width: '100%' }}
    >
      <Input aria-label={label} placeholder={KIT_TEXTS.icd10Placeholder} status={status} />
    </AutoComplete>
  );
}
