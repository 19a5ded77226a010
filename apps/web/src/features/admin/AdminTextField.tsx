import { useId } from 'react';

/** One labelled line of text in an operator form. */
export function AdminTextField({
  label,
  value,
  onChange,
  testId,
  verbatim = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** An id or other exact text: no capitals, no spelling fixes. */
  verbatim?: boolean;
}) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="admin-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(verbatim ? { autoCapitalize: 'off', spellCheck: false } : {})}
        data-testid={testId}
      />
    </div>
  );
}
