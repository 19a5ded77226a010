import { MESSAGES, type ConsentChoice } from '@promptplay/contracts';
import { useEffect, useId, useRef } from 'react';

type Purpose = keyof ConsentChoice;

const PURPOSES: ReadonlyArray<{ purpose: Purpose; label: string; hint: string }> = [
  { purpose: 'analytics', label: MESSAGES.consentAnalytics, hint: MESSAGES.consentAnalyticsHint },
  { purpose: 'ads', label: MESSAGES.consentAds, hint: MESSAGES.consentAdsHint },
];

/** One switch per purpose; the first takes focus when they appear (after Choose). */
export function ConsentPurposes({
  value,
  onChange,
}: {
  value: ConsentChoice;
  onChange: (next: ConsentChoice) => void;
}) {
  const idPrefix = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  return (
    <fieldset className="consent-purposes">
      <legend className="consent-purposes__legend">{MESSAGES.consentPurposes}</legend>
      {PURPOSES.map(({ purpose, label, hint }, index) => (
        <div key={purpose} className="consent-purpose">
          <input
            ref={index === 0 ? first : undefined}
            id={`${idPrefix}-${purpose}`}
            type="checkbox"
            role="switch"
            className="consent-purpose__switch"
            checked={value[purpose]}
            onChange={(event) => onChange({ ...value, [purpose]: event.target.checked })}
            aria-describedby={`${idPrefix}-${purpose}-hint`}
          />
          <label htmlFor={`${idPrefix}-${purpose}`} className="consent-purpose__label">
            {label}
          </label>
          <p id={`${idPrefix}-${purpose}-hint`} className="consent-purpose__hint">
            {hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
