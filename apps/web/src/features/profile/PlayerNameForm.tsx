import { MESSAGES, type PlayerProfile } from '@promptplay/contracts';
import { useId } from 'react';
import { AlertIcon } from '../../app/icons.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { Spinner } from '../../ui/Spinner.js';
import { usePlayerNameForm } from './usePlayerNameForm.js';

export interface PlayerNameFormProps {
  profile: PlayerProfile;
  onSaved: (profile: PlayerProfile) => void;
  autoFocus?: boolean;
}

/** Player Name field, its rules and 'Submit Changes' (spec §2 Edit Profile, §5 Player name). */
export function PlayerNameForm({ profile, onSaved, autoFocus = false }: PlayerNameFormProps) {
  const form = usePlayerNameForm({ profile, onSaved });
  const inputId = useId();
  const errorsId = useId();
  const rulesId = useId();
  const { requirements, restrictions } = profile.validationRules;
  const hasErrors = form.errors.length > 0;
  return (
    <form className="name-form" onSubmit={form.submit} noValidate>
      <label className="name-form__label" htmlFor={inputId}>
        {MESSAGES.playerNameLabel}
        <span className="name-form__required" aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={inputId}
        className={`text-input ${hasErrors ? 'is-invalid' : ''}`}
        type="text"
        name="playerName"
        value={form.value}
        onChange={(event) => form.setValue(event.target.value)}
        placeholder={MESSAGES.playerNamePlaceholder}
        required
        autoComplete="nickname"
        autoCapitalize="words"
        spellCheck={false}
        enterKeyHint="done"
        autoFocus={autoFocus}
        aria-invalid={hasErrors}
        aria-describedby={`${errorsId} ${rulesId}`}
        data-testid="player-name-input"
      />
      <div id={errorsId} className="name-form__feedback" aria-live="polite">
        {hasErrors && (
          <ul className="field-errors" data-testid="name-error">
            {form.errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {form.warnings.map((message) => (
          <p key={message} className="field-warning" data-testid="name-warning">
            {message}
          </p>
        ))}
      </div>
      {(requirements.length > 0 || restrictions.length > 0) && (
        <div id={rulesId} className="name-rules">
          <p className="name-rules__title">{UI_TEXT.nameRules}</p>
          <ul>
            {[...requirements, ...restrictions].map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      )}
      {form.formError && (
        <p className="form-error" role="alert" data-testid="name-form-error">
          <AlertIcon width={16} height={16} />
          <span>{form.formError}</span>
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--large"
        disabled={form.isSubmitDisabled}
        data-testid="submit-name"
      >
        {form.isSaving && <Spinner size={18} />}
        {form.isSaving ? MESSAGES.checking : MESSAGES.submitChanges}
      </button>
    </form>
  );
}
