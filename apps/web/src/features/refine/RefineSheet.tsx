import { MESSAGES, REFINE_PROMPT_MAX_LENGTH } from '@promptplay/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Sheet } from '../../ui/Sheet.js';
import { Spinner } from '../../ui/Spinner.js';
import type { RefineState } from './useRefine.js';

export interface RefineSheetProps {
  state: RefineState;
  onRefine: (prompt: string) => void;
  onClose: () => void;
}

/**
 * 'Change it' (issue 14): a short follow-up with examples to tap; while the new version is
 * built, its progress like the create flow's generating step.
 */
export function RefineSheet({ state, onRefine, onClose }: RefineSheetProps) {
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const [prompt, setPrompt] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRefine(prompt);
  };
  return (
    <Sheet onClose={onClose} labelledBy={titleId} className="refine-sheet" testId="refine-sheet">
      <h2 id={titleId} className="refine-sheet__title">
        {MESSAGES.refineTitle}
      </h2>
      {state.phase === 'building' ? (
        <div className="refine-progress" role="status" data-testid="refine-building">
          <Spinner size={40} />
          <p className="refine-progress__text">{MESSAGES.refineBuilding}</p>
          <blockquote className="refine-progress__prompt">“{state.prompt}”</blockquote>
        </div>
      ) : (
        <form className="refine-form" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="refine-form__label">
            {MESSAGES.refinePromptLabel}
          </label>
          <input
            id={inputId}
            className="refine-form__input"
            value={prompt}
            maxLength={REFINE_PROMPT_MAX_LENGTH}
            placeholder={MESSAGES.refinePromptPlaceholder}
            onChange={(event) => setPrompt(event.target.value)}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
            data-testid="refine-prompt"
          />
          {state.error && (
            <p id={errorId} className="refine-form__error" role="alert">
              {state.error}
            </p>
          )}
          <p className="refine-form__examples-title">{MESSAGES.refineExamplesTitle}</p>
          <ul className="refine-form__examples">
            {MESSAGES.refineExamples.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  className="refine-example"
                  onClick={() => setPrompt(example)}
                  data-testid="refine-example"
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="submit"
            className="button button--primary button--large"
            data-testid="refine-send"
          >
            {MESSAGES.refineSend}
          </button>
        </form>
      )}
    </Sheet>
  );
}
