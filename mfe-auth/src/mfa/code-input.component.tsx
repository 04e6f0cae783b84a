import { Input } from 'antd';

interface Props {
  id: string;
  length: number;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A one-time-code field: digits only, at most `length`. Pasted codes with spaces or dashes ('123 4567') are
 * cleaned rather than cut, which a maxLength attribute would do before the change handler sees them.
 */
export function CodeInput({ id, length, value, onChange }: Props) {
  return (
    <Input
      id={id}
      name="mfaCode"
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, length))}
      style={{ letterSpacing: '0.3em', fontSize: 18 }}
    />
  );
}
