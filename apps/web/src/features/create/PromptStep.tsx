import { CONSTANTS, MESSAGES, type ModalGenre } from '@promptplay/contracts';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { SparkIcon } from '../../app/icons.js';
import { isTouchDevice } from '../../lib/device.js';
import { ExamplePromptChips } from '../examplePrompts/ExamplePromptChips.js';
import { ImageUploadField } from '../upload/ImageUploadField.js';
import type { ImageUpload } from '../upload/useImageUpload.js';
import { useAutoGrowTextArea } from '../../ui/useAutoGrowTextArea.js';
import { CREATE_TEXT } from './createText.js';
import { GenrePicker } from './GenrePicker.js';

/** Why Generate cannot go ahead right now, shown as a card above it. */
export type PromptNotice = 'dailyPromptsUsed' | 'fightingNeedsSignIn' | null;

export interface PromptStepProps {
  titleId: string;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  genre: ModalGenre | null;
  onGenreChange: (genre: ModalGenre) => void;
  genres: readonly ModalGenre[];
  featuredGenre: ModalGenre | null;
  examples: readonly string[];
  onSurprise: () => void;
  /** The submit check's message (spec §5). */
  error: string | null;
  upload: ImageUpload;
  canUpload: boolean;
  notice: PromptNotice;
  /** Guests may sign up from the notice (spec §5); signed-in players only wait. */
  canSignUpFromNotice: boolean;
  onSignIn: () => void;
  isGenerateDisabled: boolean;
  onGenerate: () => void;
  /** Whether to put the cursor in the idea field: on opening, not on coming back to it. */
  shouldFocusInput: boolean;
}

/** Step 1 (spec §4): the idea, the genre, an optional photo, and Generate. */
export function PromptStep(props: PromptStepProps) {
  const promptId = useId();
  const errorId = useId();
  const isGenreError = props.error === MESSAGES.selectGameGenre;
  const input = useRef<HTMLTextAreaElement>(null);
  useAutoGrowTextArea(input, props.prompt);
  const { shouldFocusInput } = props;
  useEffect(() => {
    // Keyboards type at once; phones keep their on-screen keyboard down until tapped.
    if (!shouldFocusInput || isTouchDevice()) return;
    const timer = setTimeout(() => input.current?.focus({ preventScroll: true }), 0);
    return () => clearTimeout(timer);
  }, [shouldFocusInput]);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    props.onGenerate();
  };
  return (
    <form
      className="create-step create-step--prompt"
      onSubmit={(event) => {
        event.preventDefault();
        props.onGenerate();
      }}
      data-testid="create-step-prompt"
      noValidate
    >
      <header className="create-header">
        <span className="create-header__icon" aria-hidden="true">
          <SparkIcon width={22} height={22} />
        </span>
        <div>
          <h2 id={props.titleId} tabIndex={-1}>
            {CREATE_TEXT.title}
          </h2>
          <p>{CREATE_TEXT.subtitle}</p>
        </div>
      </header>

      <div className="create-field">
        <label className="create-label" htmlFor={promptId}>
          {CREATE_TEXT.promptLabel}
        </label>
        <textarea
          ref={input}
          id={promptId}
          className={`create-input create-input--prompt ${props.error && !isGenreError ? 'has-error' : ''}`}
          value={props.prompt}
          onChange={(event) => props.onPromptChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={CREATE_TEXT.promptPlaceholder}
          maxLength={CONSTANTS.PROMPT_MAX_LENGTH}
          rows={3}
          enterKeyHint="go"
          aria-invalid={Boolean(props.error) && !isGenreError}
          aria-describedby={props.error && !isGenreError ? errorId : undefined}
          data-testid="create-prompt-input"
        />
        {props.error && !isGenreError ? (
          <p id={errorId} className="field-error" role="alert" data-testid="create-error">
            {props.error}
          </p>
        ) : (
          <p className="create-hint">{CREATE_TEXT.promptHint}</p>
        )}
        <ExamplePromptChips
          prompts={props.examples}
          label={CREATE_TEXT.examplesLabel}
          surpriseLabel={CREATE_TEXT.surpriseMe}
          onPick={props.onPromptChange}
          onSurprise={props.onSurprise}
        />
      </div>

      <GenrePicker
        genres={props.genres}
        value={props.genre}
        onChange={props.onGenreChange}
        featured={props.featuredGenre}
        errorId={isGenreError ? errorId : undefined}
      />
      {isGenreError && (
        <p id={errorId} className="field-error" role="alert" data-testid="create-error">
          {props.error}
        </p>
      )}

      <div className="create-field">
        <span className="create-label">{CREATE_TEXT.photoLabel}</span>
        <ImageUploadField
          upload={props.upload}
          canUpload={props.canUpload}
          onSignIn={props.onSignIn}
        />
      </div>

      <div className="create-footer">
        {props.notice && (
          <div className="create-notice" role="status" data-testid="create-notice">
            <div>
              <strong>
                {props.notice === 'dailyPromptsUsed'
                  ? CREATE_TEXT.dailyPromptsTitle
                  : CREATE_TEXT.fightingSignInTitle}
              </strong>
              <p>
                {props.notice === 'dailyPromptsUsed'
                  ? MESSAGES.dailyPromptsUsed
                  : CREATE_TEXT.fightingSignInText}
              </p>
            </div>
            {props.canSignUpFromNotice && (
              <button
                type="button"
                className="button button--primary create-notice__sign-up"
                onClick={props.onSignIn}
                data-testid="create-sign-up"
              >
                {CREATE_TEXT.signUp}
              </button>
            )}
          </div>
        )}
        <button
          type="submit"
          className="button button--primary button--large create-generate"
          disabled={props.isGenerateDisabled}
          data-testid="generate-button"
        >
          <SparkIcon width={20} height={20} />
          <span>{CREATE_TEXT.generate}</span>
        </button>
      </div>
    </form>
  );
}
