import { DiceIcon } from './DiceIcon.js';

export interface ExamplePromptChipsProps {
  prompts: readonly string[];
  label: string;
  surpriseLabel: string;
  onPick: (prompt: string) => void;
  onSurprise: () => void;
}

/** Example prompts as a row of tappable chips, led by a "surprise me" die. */
export function ExamplePromptChips({
  prompts,
  label,
  surpriseLabel,
  onPick,
  onSurprise,
}: ExamplePromptChipsProps) {
  return (
    <div className="example-prompts" role="group" aria-label={label}>
      <button
        type="button"
        className="example-chip example-chip--surprise"
        onClick={onSurprise}
        data-testid="surprise-me"
      >
        <DiceIcon />
        <span>{surpriseLabel}</span>
      </button>
      {prompts.map((prompt) => (
        <button
          key={prompt}
          type="button"
          className="example-chip"
          onClick={() => onPick(prompt)}
          data-testid="example-prompt"
        >
          {prompt}
        </button>
      ))}
    </div>
  );
}
