import type { CharacterMatch } from '@promptplay/contracts';
import { CheckIcon } from '../../app/icons.js';
import { characterSlotLabel, similarityPercent } from './categorizationLabels.js';
import { CREATE_TEXT } from './createText.js';

export interface CharacterMatchPickerProps {
  slot: string;
  matches: readonly CharacterMatch[];
  selected: CharacterMatch | undefined;
  onSelect: (match: CharacterMatch | undefined) => void;
}

/** Library characters that resemble a slot's character, with their similarity; pick one or none. */
export function CharacterMatchPicker({
  slot,
  matches,
  selected,
  onSelect,
}: CharacterMatchPickerProps) {
  if (matches.length === 0) return null;
  const label = CREATE_TEXT.matchesLabel(characterSlotLabel(slot));
  return (
    <div className="match-picker">
      <p className="match-picker__label">
        <span>{label}</span>
        <small>{CREATE_TEXT.matchesHint}</small>
      </p>
      <div className="match-row" role="group" aria-label={label}>
        {matches.map((match) => {
          const isSelected = selected?.url === match.url && selected.name === match.name;
          const percent = similarityPercent(match.similarity);
          return (
            <button
              key={`${match.url}-${match.name}`}
              type="button"
              className={`match-card ${isSelected ? 'is-selected' : ''}`}
              aria-pressed={isSelected}
              onClick={() => onSelect(isSelected ? undefined : match)}
              data-testid="character-match"
              data-slot={slot}
            >
              <span className="match-card__image">
                <img src={match.url} alt="" loading="lazy" decoding="async" />
                {isSelected && (
                  <span
                    className="match-card__check"
                    role="img"
                    aria-label={CREATE_TEXT.matchSelected}
                  >
                    <CheckIcon width={14} height={14} />
                  </span>
                )}
              </span>
              <span className="match-card__name">{match.name}</span>
              <span className="match-card__similarity">{CREATE_TEXT.matchSimilarity(percent)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
