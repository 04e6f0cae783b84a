import { Input } from 'antd';
import { useState } from 'react';

interface Props {
  /** Placeholder and accessible name. */
  label: string;
  value: string | null;
  onCommit: (value: string | null) => void;
}

/**
 * A text filter that applies on Enter or when it loses focus, so a search is not sent per keystroke. The draft
 * follows the committed value when that changes from outside (Clear Filters, a restored filter).
 */
export function FilterTextInput({ label, value, onCommit }: Props) {
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const commit = () => {
    const next = draft.trim() === '' ? null : draft;
    if (next !== value) onCommit(next);
  };
  return (
    <Input
      aria-label={label}
      placeholder={label}
      value={draft}
      allowClear
      onChange={(event) => setDraft(event.target.value)}
      // The clear icon empties the field: apply at once.
      onClear={() => {
        if (value !== null) onCommit(null);
      }}
      onPressEnter={commit}
      onBlur={commit}
      style={{ width: 160 }}
    />
  );
}
