import {
  GENERATED_PROMPT_MAX_LENGTH,
  GENRE_FIELD_MAX_LENGTH,
  type CategorizedPrompt,
  type CharacterMatch,
} from '@promptplay/contracts';
import { useId, useRef, type ReactNode } from 'react';
import { GenreChip } from '../../ui/GenreChip.js';
import { Spinner } from '../../ui/Spinner.js';
import { useAutoGrowTextArea } from '../../ui/useAutoGrowTextArea.js';
import { genreFieldLabel } from './categorizationLabels.js';
import { CharacterMatchPicker } from './CharacterMatchPicker.js';
import { genreFieldKeysToShow, type CategorizationEdits } from './creationPayload.js';
import { CREATE_TEXT } from './createText.js';

export interface CategorizationStepProps {
  titleId: string;
  categorized: CategorizedPrompt;
  edits: CategorizationEdits;
  onEdit: (patch: Partial<CategorizationEdits>) => void;
  /** The reference photo, shown beside the hero. */
  photoUrl: string | null;
  /** START BUILD waits for a photo still on its way. */
  isPhotoUploading: boolean;
  onBack: () => void;
  onStartBuild: () => void;
}

/** Slots the prompt fields own; their look-alikes show under them. */
const KNOWN_SLOTS = ['character', 'secondaryCharacter'];

function EditableField({
  label,
  value,
  onChange,
  maxLength,
  testId,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  testId?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  useAutoGrowTextArea(input, value);
  return (
    <div className="create-field">
      <label className="create-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={input}
        id={id}
        className="create-input create-input--edit"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        rows={2}
        data-testid={testId}
      />
      {children}
    </div>
  );
}

/** Step 3 (spec §4): the analysis, every part editable, then START BUILD or BACK. */
export function CategorizationStep(props: CategorizationStepProps) {
  const { categorized, edits, onEdit } = props;
  const matches = categorized.characterMatches;
  const selectMatch = (slot: string, match: CharacterMatch | undefined) => {
    const next = { ...edits.selectedMatches };
    if (match) next[slot] = match;
    else delete next[slot];
    onEdit({ selectedMatches: next });
  };
  const matchPicker = (slot: string) => (
    <CharacterMatchPicker
      slot={slot}
      matches={matches[slot] ?? []}
      selected={edits.selectedMatches[slot]}
      onSelect={(match) => selectMatch(slot, match)}
    />
  );
  const otherSlots = Object.keys(matches).filter((slot) => !KNOWN_SLOTS.includes(slot));
  const genreKeys = genreFieldKeysToShow(categorized.gameGenre, edits.genreSpecificFields);

  return (
    <div
      className="create-step create-step--categorization"
      data-testid="create-step-categorization"
    >
      <header className="create-header create-header--plain">
        <div>
          <GenreChip genre={categorized.gameGenre} />
          <h2 id={props.titleId} tabIndex={-1}>
            {CREATE_TEXT.categorizationTitle}
          </h2>
          <p>{CREATE_TEXT.categorizationSubtitle}</p>
        </div>
      </header>

      <EditableField
        label={CREATE_TEXT.characterLabel}
        value={edits.characterPrompt}
        onChange={(characterPrompt) => onEdit({ characterPrompt })}
        maxLength={GENERATED_PROMPT_MAX_LENGTH}
        testId="categorized-character"
      >
        {props.photoUrl && (
          <p className="photo-note">
            <img src={props.photoUrl} alt="" />
            <span>{CREATE_TEXT.photoOnHero}</span>
          </p>
        )}
        {matchPicker('character')}
      </EditableField>

      <EditableField
        label={CREATE_TEXT.secondaryCharacterLabel}
        value={edits.secondaryCharacterPrompt}
        onChange={(secondaryCharacterPrompt) => onEdit({ secondaryCharacterPrompt })}
        maxLength={GENERATED_PROMPT_MAX_LENGTH}
        testId="categorized-secondary-character"
      >
        {matchPicker('secondaryCharacter')}
      </EditableField>

      <EditableField
        label={CREATE_TEXT.environmentLabel}
        value={edits.environmentCreationPrompt}
        onChange={(environmentCreationPrompt) => onEdit({ environmentCreationPrompt })}
        maxLength={GENERATED_PROMPT_MAX_LENGTH}
        testId="categorized-environment"
      />

      <EditableField
        label={CREATE_TEXT.gameIdeaLabel}
        value={edits.gameCreationPrompt}
        onChange={(gameCreationPrompt) => onEdit({ gameCreationPrompt })}
        maxLength={GENERATED_PROMPT_MAX_LENGTH}
        testId="categorized-game-idea"
      />

      {genreKeys.length > 0 && (
        <fieldset className="create-fieldset">
          <legend className="create-label">{CREATE_TEXT.genreDetailsLabel}</legend>
          {genreKeys.map((key) => (
            <EditableField
              key={key}
              label={genreFieldLabel(key)}
              value={edits.genreSpecificFields[key] ?? ''}
              onChange={(value) =>
                onEdit({ genreSpecificFields: { ...edits.genreSpecificFields, [key]: value } })
              }
              maxLength={GENRE_FIELD_MAX_LENGTH}
              testId={`genre-field-${key}`}
            />
          ))}
        </fieldset>
      )}

      {otherSlots.map((slot) => (
        <div key={slot}>{matchPicker(slot)}</div>
      ))}

      <div className="create-footer create-footer--split">
        <button
          type="button"
          className="button button--ghost button--large"
          onClick={props.onBack}
          data-testid="create-back"
        >
          {CREATE_TEXT.back}
        </button>
        <button
          type="button"
          className="button button--play button--large"
          onClick={props.onStartBuild}
          disabled={props.isPhotoUploading}
          data-testid="start-build"
        >
          {props.isPhotoUploading ? (
            <>
              <Spinner size={18} />
              <span>{CREATE_TEXT.waitingForPhoto}</span>
            </>
          ) : (
            CREATE_TEXT.startBuild
          )}
        </button>
      </div>
    </div>
  );
}
