import type { FeedSort } from '@promptplay/contracts';
import { UI_TEXT } from '../../lib/uiText.js';

const OPTIONS: readonly { value: FeedSort; label: string }[] = [
  { value: 'latest', label: UI_TEXT.sortLatest },
  { value: 'topRated', label: UI_TEXT.sortTopRated },
];

export function SortToggle({
  value,
  onChange,
}: {
  value: FeedSort;
  onChange: (sort: FeedSort) => void;
}) {
  return (
    <div
      className="segmented"
      role="group"
      aria-label={UI_TEXT.sortLabel}
      data-testid="sort-toggle"
    >
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segmented__option"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          data-testid={`sort-${option.value}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
