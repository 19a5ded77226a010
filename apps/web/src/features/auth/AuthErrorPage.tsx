import { MESSAGES } from '@promptplay/contracts';
import { AlertIcon } from '../../app/icons.js';
import { useStartSignIn } from './useStartSignIn.js';

/** `/auth/error` (spec §2): what went wrong and a Try Again that starts login. */
export function AuthErrorPage() {
  const startSignIn = useStartSignIn();
  return (
    <main className="center-page" data-testid="auth-error">
      <span className="feed-state__icon feed-state__icon--error">
        <AlertIcon />
      </span>
      <h1>{MESSAGES.authErrorTitle}</h1>
      <p>{MESSAGES.authErrorText}</p>
      <button
        type="button"
        className="button button--primary button--large"
        onClick={() => startSignIn('/')}
      >
        {MESSAGES.tryAgain}
      </button>
    </main>
  );
}
