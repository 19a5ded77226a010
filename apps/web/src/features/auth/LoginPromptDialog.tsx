import { MESSAGES } from '@promptplay/contracts';
import { useId } from 'react';
import { SparkIcon } from '../../app/icons.js';
import { Sheet } from '../../ui/Sheet.js';
import { useLoginPrompt } from './useLoginPrompt.js';
import { useStartSignIn } from './useStartSignIn.js';

/** 'Keep Earning OGP Rewards' (spec §2 Other overlays), shown by `useLoginPrompt`'s rules. */
export function LoginPromptDialog() {
  const { isOpen, close } = useLoginPrompt();
  const startSignIn = useStartSignIn();
  const titleId = useId();
  if (!isOpen) return null;
  return (
    <Sheet onClose={close} labelledBy={titleId} className="prompt-sheet" testId="login-prompt">
      <span className="prompt-sheet__icon" aria-hidden="true">
        <SparkIcon width={30} height={30} />
      </span>
      <h2 id={titleId}>{MESSAGES.loginPromptTitle}</h2>
      <p>{MESSAGES.loginPromptText}</p>
      <div className="prompt-sheet__actions">
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => {
            close();
            startSignIn();
          }}
          data-testid="login-prompt-login"
        >
          {MESSAGES.loginPromptLogin}
        </button>
        <button
          type="button"
          className="button button--ghost button--large"
          onClick={close}
          data-testid="login-prompt-not-now"
        >
          {MESSAGES.loginPromptNotNow}
        </button>
      </div>
      <p className="prompt-sheet__note">{MESSAGES.loginPromptNote}</p>
    </Sheet>
  );
}
